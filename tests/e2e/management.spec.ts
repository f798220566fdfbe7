import { expect, test } from './journey';
import { ManagementPage, MANAGEMENT_ROUTES } from './pages/management';
import { signIn } from './pages/shell';

test.describe('management screens', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'supervisor');
  });

  for (const r of MANAGEMENT_ROUTES) {
    test(`${r.path} opens`, async ({ page }) => {
      const m = new ManagementPage(page);
      await m.open(r.path);
      await expect(page.getByText(r.shows, { exact: false }).first()).toBeVisible();
    });
  }

  test('sensitive words: create, a duplicate warns, edit and delete', async ({ page }) => {
    const m = new ManagementPage(page);
    await m.open('/sensitiveWordsMgt');
    await m.create();
    await m.input('Word *').fill('e2e违禁词');
    await m.save();
    await expect(m.row('e2e违禁词')).toBeVisible();
    await m.create();
    await m.input('Word *').fill('e2e违禁词');
    await m.save();
    await expect(page.getByText('A record with this value already exists')).toBeVisible();
    await m.open('/sensitiveWordsMgt');
    await m.row('e2e违禁词').click();
    await m.input('Word *').fill('e2e违禁词2');
    await m.choose('Category *', 'Advertising');
    await m.save();
    await expect(m.row('e2e违禁词2')).toContainText('Advertising');
    await m.deleteRow('e2e违禁词2');
  });

  test('a field-level message shows for bad input', async ({ page }) => {
    const m = new ManagementPage(page);
    await m.open('/robotLinkMgt');
    await m.create();
    await m.input('Title *').fill('Bad link');
    await m.input('Address *').fill('javascript:alert(1)');
    await m.save();
    await expect(page.getByText(/Start with https:\/\/, http:\/\/ or \//)).toBeVisible();
  });

  test('robot links: create, edit and delete', async ({ page }) => {
    const m = new ManagementPage(page);
    await m.open('/robotLinkMgt');
    await m.create();
    await m.input('Title *').fill('E2E link');
    await m.input('Address *').fill('https://example.com/e2e');
    await m.save();
    await expect(m.row('E2E link')).toBeVisible();
    await m.row('E2E link').click();
    await m.input('Title *').fill('E2E link edited');
    await m.save();
    await m.deleteRow('E2E link edited');
  });

  test('robot Q&A: create with keywords from the question and rich text, edit, delete', async ({ page }) => {
    const m = new ManagementPage(page);
    await m.open('/robotQaMgt');
    await m.create();
    await m.input('Question *').fill('E2E 快递多久能到？');
    await page.getByRole('button', { name: 'Keywords from the question' }).click();
    await expect(page.getByRole('button', { name: '快递' }).or(page.locator('.MuiChip-label', { hasText: '快递' })).first()).toBeVisible();
    await m.writeRichText('一般两到三天送达。');
    await m.save();
    await m.search('E2E 快递');
    await expect(m.row('E2E 快递多久能到')).toBeVisible();
    await m.row('E2E 快递多久能到').click();
    await m.input('Question *').fill('E2E 快递一般多久能到？');
    await m.save();
    await m.search('E2E 快递');
    await m.deleteRow('E2E 快递一般多久能到');
  });

  test('announcements: write at /noticeMgt/addOrEditor, edit, push and delete', async ({ page }) => {
    const m = new ManagementPage(page);
    await m.open('/noticeMgt');
    await m.create();
    await expect(page).toHaveURL(/\/noticeMgt\/addOrEditor$/);
    await m.input('Title *').fill('E2E notice');
    await m.writeRichText('Pickups resume on Monday.');
    await m.save();
    await expect(m.row('E2E notice')).toContainText('Draft');
    await m.row('E2E notice').click();
    await expect(page).toHaveURL(/\/noticeMgt\/addOrEditor\?id=/);
    await m.input('Title *').fill('E2E notice edited');
    await m.save();
    await m.row('E2E notice edited').getByRole('button', { name: 'Push' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(m.row('E2E notice edited')).toContainText('Pushed');
    await m.deleteRow('E2E notice edited');
  });

  test('common quick replies: create under a type, edit and delete', async ({ page }) => {
    const m = new ManagementPage(page);
    await m.open('/quickReplyMgt');
    await m.create();
    await m.input('Title *').fill('E2E reply');
    await m.input('Content *').fill('Thank you for waiting.');
    await m.choose('Type', 'Fees');
    await m.save();
    await expect(m.row('E2E reply')).toContainText('Fees');
    await m.row('E2E reply').click();
    await m.input('Content *').fill('Thank you for your patience.');
    await m.save();
    await expect(m.row('E2E reply')).toContainText('patience');
    await m.deleteRow('E2E reply');
  });

  test('skill groups: create with agents, edit and delete', async ({ page }) => {
    const m = new ManagementPage(page);
    await m.open('/skillGroupAgentMgt');
    await m.create();
    await m.input('Name *').fill('E2E group');
    await m.choose('Agents', /李娜/);
    await m.save();
    await expect(m.row('E2E group')).toContainText('E2001');
    await m.row('E2E group').click();
    await m.input('Description').fill('Weekend cover');
    await m.save();
    await expect(m.row('E2E group')).toContainText('Weekend cover');
    await m.deleteRow('E2E group');
  });

  test('channel links: relink a channel', async ({ page }) => {
    const m = new ManagementPage(page);
    await m.open('/skillGroupLinkMgt');
    await m.row('Hotline').click();
    await m.choose('Fallback group', /Shop platform/);
    await m.save();
    await expect(m.row('Hotline')).toContainText('Shop platform');
  });

  test('unanswered questions: mark handled and delete', async ({ page }) => {
    const m = new ManagementPage(page);
    await m.open('/robotNoAnswerMgt');
    await m.row('冷链生鲜怎么寄').click();
    await m.choose('Status *', 'Handled');
    await m.save();
    await expect(m.row('冷链生鲜怎么寄')).toContainText('Handled');
    await m.deleteRow('冷链生鲜怎么寄');
  });

  test('unanswered questions: follow-up tasks are added and edited in their tab', async ({ page }) => {
    const m = new ManagementPage(page);
    await m.open('/robotNoAnswerMgt');
    await page.getByRole('tab', { name: 'Follow-up tasks' }).click();
    await page.getByRole('button', { name: 'New task' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Title').fill('E2E: answer cold-chain questions');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('row').filter({ hasText: 'E2E: answer cold-chain questions' });
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('dialog').getByLabel('Title').fill('E2E: cold-chain answered');
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('row').filter({ hasText: 'E2E: cold-chain answered' })).toBeVisible();
  });

  test('blacklist: lift a block', async ({ page }) => {
    const m = new ManagementPage(page);
    await m.open('/blacklistMgt');
    await m.deleteRow('Spam links');
  });

  test('agents: change the maximum of sessions', async ({ page }) => {
    const m = new ManagementPage(page);
    await m.open('/agentMgt');
    await m.row('E2006').getByRole('button', { name: 'Max sessions' }).click();
    await page.getByRole('dialog').getByLabel('Max sessions').fill('9');
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(m.row('E2006')).toContainText('9');
  });

  test('service settings: a bad value is refused at the field, a good one saved', async ({ page }) => {
    const m = new ManagementPage(page);
    await m.open('/sessionServiceConfig');
    await m.input('Queue limit per group *').fill('0');
    await m.input('First response due within (seconds)').fill('5');
    await m.save();
    await expect(page.getByText(/Must be at least 1$/)).toBeVisible();
    await expect(page.getByText(/Must be at least 10$/)).toBeVisible();
    await m.input('Queue limit per group *').fill('120');
    await m.input('First response due within (seconds)').fill('90');
    await m.save();
    await expect(page.getByText(/Settings updated|Done/)).toBeVisible();
    await m.open('/sessionServiceConfig');
    await expect(m.input('Queue limit per group *')).toHaveValue('120');
    await expect(m.input('First response due within (seconds)')).toHaveValue('90');
    // Back to the default the workbench journeys count on.
    await m.input('First response due within (seconds)').fill('120');
    await m.save();
    await expect(page.getByText(/Settings updated|Done/).first()).toBeVisible();
  });
});

test('an agent manages only their own quick replies', async ({ page }) => {
  await signIn(page, 'agent1');
  const m = new ManagementPage(page);
  await m.open('/quickReplyMgtPerson');
  await expect(m.row('自我介绍')).toContainText('李娜');
  await m.create();
  await m.input('Title *').fill('E2E mine');
  await m.input('Content *').fill('One moment please.');
  await m.save();
  await expect(m.row('E2E mine')).toBeVisible();
  await m.row('E2E mine').click();
  await m.input('Content *').fill('One moment, please.');
  await m.save();
  await m.deleteRow('E2E mine');
  await m.open('/quickReplyMgt');
  await expect(page.getByText(/no permission/i).first()).toBeVisible();
});
