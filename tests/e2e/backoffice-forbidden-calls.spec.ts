import { expect, test } from './journey';
import { signIn } from './pages/shell';

/** Issue 19, defect 7: a page the user may not open shows 403 without asking the server for its data first. */
test('a forbidden management page makes no data call before showing 403 (agent)', async ({ page }) => {
  await signIn(page, 'agent1', '/workbench');
  const calls: string[] = [];
  page.on('request', (r) => {
    if (/\/ccim-main\/api\/(agentMgt|blacklistMgt|robotQaMgt|auditLog)\/|\/sso\/api\/users/.test(r.url())) calls.push(r.url());
  });
  for (const path of ['/agentMgt', '/blacklistMgt', '/robotQaMgt/create', '/auditLog', '/ssoUsers']) {
    await page.goto(path);
    await expect(page.getByTestId('error-code')).toHaveText('403');
  }
  expect(calls).toEqual([]);
});
