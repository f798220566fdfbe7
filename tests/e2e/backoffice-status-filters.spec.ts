import { expect, test } from './journey';
import { ManagementPage } from './pages/management';
import { signIn } from './pages/shell';

/** Issue 19, data tools: lists are filtered by status (enabled) where users search by it. */
test('skill groups are filtered by status from the list\'s filters (admin)', async ({ page }) => {
  await signIn(page, 'admin');
  const m = new ManagementPage(page);
  await m.open('/skillGroupAgentMgt');
  await expect(m.rows).not.toHaveCount(0);
  const all = await m.rows.count();
  await page.getByRole('button', { name: 'Add filter' }).click();
  await page.getByRole('menu').getByText('Enabled').click();
  const filter = page.locator('.RaFilterForm-root, form').getByLabel('Enabled').first();
  await filter.check();
  await page.waitForURL((url) => decodeURIComponent(url.search).includes('"enabled":true'));
  await expect(m.rows).toHaveCount(all);
  // Off: only the disabled groups, none in the demo data.
  await filter.uncheck();
  await page.waitForURL((url) => decodeURIComponent(url.search).includes('"enabled":false'));
  await expect(m.rows).toHaveCount(0);
});

test('agents are filtered by skill group, and the list shows each agent\'s groups (admin)', async ({ page }) => {
  await signIn(page, 'admin');
  const m = new ManagementPage(page);
  await m.open('/skillGroupAgentMgt');
  await m.create();
  await m.input('Name *').fill('E2E cold chain');
  await m.choose('Agents', /刘洋/);
  await m.choose('Agents', /陈静/);
  await m.save();
  await expect(m.row('E2E cold chain')).toContainText('E2003');

  await m.open('/agentMgt');
  await expect(m.row('E2001')).toBeVisible();
  await m.choose('Skill groups', /E2E cold chain/);
  await page.waitForURL((url) => decodeURIComponent(url.search).includes('"skillGroupIds":['));
  await expect(m.rows).toHaveCount(2);
  await expect(m.row('E2003')).toContainText('E2E cold chain');
  await expect(m.row('E2004')).toContainText('E2E cold chain');

  await m.open('/skillGroupAgentMgt');
  await m.deleteRow('E2E cold chain');
});

test('announcements are filtered by their push date (supervisor)', async ({ page }) => {
  await signIn(page, 'supervisor');
  const m = new ManagementPage(page);
  await m.open('/noticeMgt');
  await expect(m.row('五一假期服务安排（草稿）')).toBeVisible();
  await page.getByRole('button', { name: 'Add filter' }).click();
  await page.getByRole('menu').getByText('From', { exact: true }).click();
  // Pushed since a year ago: the pushed announcement, never a draft (a draft has no push date).
  await m.typeInPicker(/^From/, new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10).replaceAll('-', ''));
  await page.waitForURL((url) => decodeURIComponent(url.search).includes('"pushedAtFrom"'));
  await expect(m.row('春节期间服务调整 Spring Festival service')).toBeVisible();
  await expect(m.row('五一假期服务安排（草稿）')).toHaveCount(0);
  // Pushed from tomorrow on: nothing.
  await m.typeInPicker(/^From/, new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10).replaceAll('-', ''));
  await expect(m.rows).toHaveCount(0);
});
