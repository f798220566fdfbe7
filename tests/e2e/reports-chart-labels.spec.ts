import { expect, test, type Locator, type Page } from './journey';
import { DEMO_PASSWORD, signIn } from './pages/shell';

/** Issue 32: the satisfaction report's reason labels never run into one another, on a desktop and a phone. */
async function expectNoOverlap(page: Page, chartName: string): Promise<void> {
  const ticks = page.getByRole('figure', { name: chartName }).locator('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-label');
  await expect.poll(() => ticks.count()).toBeGreaterThan(4);
  // The chart lays its labels out again as it resizes to its box: the labels are read until that has settled.
  await expect.poll(() => overlapping(ticks)).toEqual([]);
}

async function overlapping(ticks: Locator): Promise<string[]> {
  const boxes = await ticks.evaluateAll((els) => els.map((el) => {
    const texts = [...el.querySelectorAll('text')].map((t) => t.getBoundingClientRect());
    return { top: Math.min(...texts.map((r) => r.top)), bottom: Math.max(...texts.map((r) => r.bottom)), text: el.textContent ?? '' };
  }));
  boxes.sort((a, b) => a.top - b.top);
  return boxes.slice(1).filter((b, i) => b.top < boxes[i].bottom - 0.5).map((b, i) => `${boxes[i].text} / ${b.text}`);
}

test('reason labels do not overlap at 1280×800 (English) and on a phone (Chinese)', async ({ page, browser }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'supervisor', '/satisfactionReport');
  await expectNoOverlap(page, 'Reasons by category');

  const phone = await browser.newPage();
  await phone.addInitScript(() => localStorage.setItem('ccim_locale', 'zh'));
  await phone.setViewportSize({ width: 390, height: 844 });
  await phone.goto('/sso/login?redirect=%2FsatisfactionReport');
  await phone.getByLabel('用户名').fill('supervisor');
  await phone.getByLabel('密码').fill(DEMO_PASSWORD);
  await phone.getByRole('button', { name: '登录', exact: true }).click();
  await expectNoOverlap(phone, '各类原因');
  await phone.close();
});
