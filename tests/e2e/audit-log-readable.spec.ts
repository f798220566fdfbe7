import { expect, test } from './journey';
import { AuditLogPage } from './pages/auditLog';
import { signIn } from './pages/shell';

const API = '/ccim-main/api';

test('the audit log names what was acted on, gives every act and role a name, in English and in Chinese', async ({ page }) => {
  await signIn(page, 'admin');
  const word = `audit-${Date.now().toString(36)}`;
  expect((await (await page.request.post(`${API}/sensitiveWordsMgt/add`, { data: { word, category: 'fraud' } })).json()).status).toBe(0);
  // A take-over of a chat that does not exist: refused, and entered as a failed take-over.
  await page.request.post(`${API}/supervision/takeOver`, { data: { sessionId: 'no-such-chat' } });

  const log = new AuditLogPage(page);
  await log.openFromMenu();
  const created = log.row(`Sensitive words: ${word}`);
  await expect(created).toContainText('Create');
  await expect(created).toContainText('Administrator');
  await expect(created).not.toContainText('#');
  await expect(log.row('Chat: #no-such-chat')).toContainText('Take over chat');

  await page.getByTestId('language-button').click();
  await page.getByRole('menuitem', { name: '简体中文' }).click();
  const zh = log.row(`敏感词管理: ${word}`);
  await expect(zh).toContainText('新增');
  await expect(zh).toContainText('管理员');
  await expect(log.row('会话: #no-such-chat')).toContainText('接管会话');
});
