import { expect, test } from './journey';
import ExcelJS from 'exceljs';
import { ManagementPage } from './pages/management';
import { signIn } from './pages/shell';

/** A filled import template: question, similar, keywords, answer, classify, enabled, valid from, valid to. */
async function workbook(rows: unknown[][]) {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('robotQa');
  ws.addRow(['Question 问题', 'Similar', 'Keywords', 'Answer', 'Classify', 'Enabled', 'Valid from', 'Valid to']);
  rows.forEach((r) => ws.addRow(r));
  return { name: 'qa.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: Buffer.from(await book.xlsx.writeBuffer()) };
}

/** Issue 19, data tools: the Q&A import updates entries matched by question, after a dry run the user confirms. */
test('Q&A import: a dry run lists what is added, changed and refused; confirming updates by question (supervisor, English and Chinese)', async ({ page }) => {
  const question = `E2E import ${Date.now()}`;
  await signIn(page, 'supervisor');
  const m = new ManagementPage(page);
  await m.open('/robotQaMgt');

  const dialog = page.getByRole('dialog');
  await page.getByRole('button', { name: 'Import' }).first().click();
  await dialog.getByLabel('xlsx file').setInputFiles(await workbook([[question, '', '', 'First answer', 1, 1, '', '']]));
  await dialog.getByRole('button', { name: 'Check file' }).click();
  await expect(dialog.getByTestId('import-plan')).toHaveText('1 to add, 0 to change, 0 refused');
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByText('Imported: 1 added, 0 changed')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // The same question again, with a new answer: a change, not a refusal; a row without a question is refused.
  const second = await workbook([
    [question, '', '', 'Second answer', 3, 1, '', ''],
    [`${question} other`, '', '', 'Other answer', 0, 1, '', ''],
    ['', '', '', 'No question here', 0, 1, '', ''],
  ]);
  await page.getByRole('button', { name: 'Import' }).first().click();
  await dialog.getByLabel('xlsx file').setInputFiles(second);
  await dialog.getByRole('button', { name: 'Check file' }).click();
  await expect(dialog.getByTestId('import-plan')).toHaveText('1 to add, 1 to change, 1 refused');
  await expect(dialog.getByTestId('import-info')).toContainText(question);
  await expect(dialog.getByTestId('import-error')).toContainText('#4');
  await expect(dialog.getByRole('button', { name: 'Import' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page.evaluate(() => localStorage.setItem('ccim_locale', 'zh'));
  await page.reload();
  await page.getByRole('button', { name: '导入' }).first().click();
  await dialog.getByLabel('xlsx 文件').setInputFiles(await workbook([
    [question, '', '', 'Second answer', 3, 1, '', ''],
    [`${question} other`, '', '', 'Other answer', 0, 1, '', ''],
  ]));
  await dialog.getByRole('button', { name: '检查文件' }).click();
  await expect(dialog.getByTestId('import-plan')).toHaveText('新增 1 条，修改 1 条，拒绝 0 条');
  await dialog.getByRole('button', { name: '开始导入' }).click();
  await expect(page.getByText('导入完成：新增 1 条，修改 1 条')).toBeVisible();
  await page.getByPlaceholder(/搜索/).fill(question);
  await expect(m.rows).toHaveCount(2);
  await m.row(new RegExp(`^${question}(?! other)`)).first().click();
  await expect(page.getByText('Second answer')).toBeVisible();
});

/** Issue 32: the file is chosen with a button like the page's others, and the dialog names the chosen file. */
test('the Q&A import picks its file with a button and shows the chosen file\'s name (Chinese)', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('ccim_locale', 'zh'));
  await signIn(page, 'supervisor', '/robotQaMgt');
  await page.getByRole('button', { name: '导入' }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('未选择文件')).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByText('选择 xlsx 文件').click();
  await (await chooser).setFiles({ ...(await workbook([['E2E 选择文件', '', '', '答案', 1, 1, '', '']])), name: '问答导入.xlsx' });
  await expect(dialog.getByTestId('import-file-name')).toHaveText('问答导入.xlsx');
});
