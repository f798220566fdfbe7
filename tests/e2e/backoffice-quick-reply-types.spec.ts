import { expect, test } from './journey';
import { ManagementPage } from './pages/management';
import { signIn } from './pages/shell';

/** Issue 19, defect 7: a parent type shows its sub-types' replies; a reply without a type stays in view. */
test('a parent quick-reply type lists its sub-types\' replies and "No type" lists the untyped ones (supervisor, English and Chinese)', async ({ page }) => {
  await signIn(page, 'supervisor');
  const m = new ManagementPage(page);
  await m.open('/quickReplyMgt');
  await m.create();
  await m.input('Title *').fill('E2E untyped reply');
  await m.input('Content *').fill('One moment, please.');
  await m.save();
  await expect(m.row('E2E untyped reply')).toBeVisible();

  const types = page.getByRole('group', { name: 'Types' });
  await types.getByRole('button', { name: '查件 Tracking' }).click();
  // The parent has no reply of its own: both come from its sub-types (Delays, Delivery).
  await expect(m.row('Delay apology')).toBeVisible();
  await expect(m.row('代收点签收')).toBeVisible();
  await expect(m.row('Fee rules')).toHaveCount(0);
  await expect(m.row('E2E untyped reply')).toHaveCount(0);

  await types.getByRole('button', { name: 'No type' }).click();
  await expect(m.row('E2E untyped reply')).toBeVisible();
  await expect(m.rows).toHaveCount(1);

  await page.evaluate(() => localStorage.setItem('ccim_locale', 'zh'));
  await page.reload();
  const zhTypes = page.getByRole('group', { name: '分类' });
  await expect(zhTypes.getByRole('button', { name: '未分类' })).toBeVisible();
  await zhTypes.getByRole('button', { name: '全部分类' }).click();
  await zhTypes.getByRole('button', { name: '未分类' }).click();
  await expect(m.row('E2E untyped reply')).toBeVisible();
  await m.row('E2E untyped reply').getByRole('button', { name: '删除' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(m.row('E2E untyped reply')).toHaveCount(0);
});

/** Issue 32: the type picker flattened the tree; it now shows each sub-type under its parent, indented. */
test('the type picker of a new quick reply shows the types as their tree, and the chosen one by its name alone', async ({ page }) => {
  await signIn(page, 'supervisor');
  const m = new ManagementPage(page);
  await m.open('/quickReplyMgt');
  await m.create();
  // Known defect (issue 34): opened right after the form appears, the picker can close by itself once its own
  // fetch of the types lands (focus goes to the page body). A user opens it again; so does the journey.
  await expect(async () => {
    await m.input('Type').click();
    await expect(page.getByRole('option', { name: '签收 Delivery' })).toBeVisible({ timeout: 2000 });
    const texts = await page.getByRole('option').allTextContents();
    const parent = texts.indexOf('查件 Tracking');
    expect(parent).toBeGreaterThanOrEqual(0);
    expect(texts.slice(parent + 1, parent + 3)).toEqual(['\u2003延误 Delays', '\u2003签收 Delivery']);
    await page.getByRole('option', { name: '延误 Delays' }).click({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await expect(m.input('Type')).toHaveValue('延误 Delays');
});
