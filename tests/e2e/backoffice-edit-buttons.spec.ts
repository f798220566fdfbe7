import { expect, test, type Page } from './journey';
import { ManagementPage } from './pages/management';
import { signIn } from './pages/shell';

/**
 * Issue 19, defect 2: the visible Edit button of a row opens that row's editor on every schema-driven list (the
 * row itself is never clicked here).
 */
const LISTS_WITH_EDIT = [
  { path: '/skillGroupAgentMgt', opens: /\/skillGroupAgentMgt\/[^/?]+$/ },
  { path: '/skillGroupLinkMgt', opens: /\/skillGroupLinkMgt\/[^/?]+$/ },
  { path: '/robotQaMgt', opens: /\/robotQaMgt\/[^/?]+$/ },
  { path: '/robotLinkMgt', opens: /\/robotLinkMgt\/[^/?]+$/ },
  { path: '/robotSynonymMgt', opens: /\/robotSynonymMgt\/[^/?]+$/ },
  { path: '/robotNoAnswerMgt', opens: /\/robotNoAnswerMgt\/[^/?]+$/ },
  { path: '/quickReplyMgt', opens: /\/quickReplyMgt\/[^/?]+$/ },
  { path: '/sensitiveWordsMgt', opens: /\/sensitiveWordsMgt\/[^/?]+$/ },
  { path: '/noticeMgt', opens: /\/noticeMgt\/addOrEditor\?id=/ },
];

async function editFirstRow(page: Page, path: string, opens: RegExp, edit: string, save: string) {
  const m = new ManagementPage(page);
  await m.open(path);
  await expect(m.rows.first()).toBeVisible();
  const button = m.rows.first().getByRole('link', { name: edit, exact: true });
  await expect(button).toBeVisible();
  // A list that refreshes as it is clicked (cached rows, then the server's) may swallow the click: click again
  // until the editor's address is reached.
  await expect(async () => {
    if (!opens.test(page.url())) await button.click({ timeout: 5_000 });
    await page.waitForURL(opens, { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: save, exact: true })).toBeVisible();
}

for (const who of ['admin', 'supervisor'] as const) {
  test(`${who} (English): the Edit button opens the editor on every list`, async ({ page }) => {
    await signIn(page, who);
    for (const l of LISTS_WITH_EDIT) await test.step(l.path, () => editFirstRow(page, l.path, l.opens, 'Edit', 'Save'));
  });
}

test.describe('Edit buttons (Chinese)', () => {
  test('supervisor: 编辑 opens the editor on every list', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('ccim_locale', 'zh'));
    await signIn(page, 'supervisor');
    for (const l of LISTS_WITH_EDIT) await test.step(l.path, () => editFirstRow(page, l.path, l.opens, '编辑', '保存'));
  });
});

test('an agent: the Edit button of a personal quick reply opens its editor', async ({ page }) => {
  await signIn(page, 'agent1', '/workbench');
  await editFirstRow(page, '/quickReplyMgtPerson', /\/quickReplyMgtPerson\/[^/?]+$/, 'Edit', 'Save');
});
