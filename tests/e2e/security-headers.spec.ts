import { expect, test, type Page } from './journey';
import { Shell, signIn } from './pages/shell';
import { VisitorChat } from './pages/visitor';

/** Every CSP violation the page reports, from the console and from the DOM event, collected from the start. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(m.text())) violations.push(m.text());
  });
  await page.exposeFunction('__cspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __cspViolation(t: string): void }).__cspViolation(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  return violations;
}

test.describe('security headers in the browser', () => {
  test('the sign-in page and the back office run under the policy with no violation', async ({ page }) => {
    const violations = await watchViolations(page);
    const signInPage = await page.request.get('/sso/login');
    expect(signInPage.headers()['content-security-policy']).toContain("script-src 'self'");
    expect(signInPage.headers()['x-content-type-options']).toBe('nosniff');
    await signIn(page, 'supervisor', '/agentMgt');
    // The header's counts come over the staff socket, the list over the API: both under connect-src.
    await expect(new Shell(page).count('queueCount')).toContainText(/\d/);
    await expect(page.getByRole('table')).toBeVisible();
    const doc = await page.request.get('/agentMgt');
    expect(doc.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(doc.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(violations).toEqual([]);
  });

  test('the visitor page chats with the robot under the policy with no violation', async ({ page }) => {
    const violations = await watchViolations(page);
    const chat = new VisitorChat(page);
    await chat.open();
    await chat.send('hello');
    await expect(chat.robotAnswers().last()).toBeVisible();
    const doc = await page.request.get('/newhuang/chat');
    expect(doc.headers()['content-security-policy']).toMatch(/frame-ancestors \*/);
    expect(doc.headers()['x-frame-options']).toBeUndefined();
    expect(violations).toEqual([]);
    // The watcher does see a violation: an injected inline script is blocked and reported.
    const ran = await page.evaluate(() => {
      const s = document.createElement('script');
      s.textContent = 'window.__injected = true';
      document.body.append(s);
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => violations.length).toBeGreaterThan(0);
  });
});
