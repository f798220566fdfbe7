import { expect, test, type APIRequestContext } from './journey';
import { ManagementPage } from './pages/management';
import { signIn } from './pages/shell';

/** What the robot makes of a question through `im/answer`: the answered entry, or the first suggestion. */
async function robotSays(request: APIRequestContext, question: string): Promise<string | undefined> {
  const user = await (await request.get('/ccim-robot/api/im/getCurrentUser?channel=100')).json();
  const headers = { 'x-visitor-token': user.data.visitorToken };
  const r = (await (await request.post('/ccim-robot/api/im/answer', { data: { question, channel: 100 }, headers })).json()).data;
  return r.kind === 'answer' ? r.answer.extra.question : r.answer.extra.suggestions?.[0]?.question;
}

test.describe('robot synonyms', () => {
  test('an admin adds a synonym and a question in that word then finds the entry (English screen)', async ({ page }) => {
    await signIn(page, 'admin');
    expect(await robotSays(page.request, 'glorpish, help')).toBeUndefined();
    const m = new ManagementPage(page);
    await m.open('/robotSynonymMgt');
    await m.search('lockers');
    await expect(m.row('lockers and stations')).toContainText('快递柜');
    await m.create();
    await m.input('Name *').fill('e2e glorpish');
    await m.addItems('words', ['glorpish', 'damaged']);
    await m.save();
    await m.search('glorpish');
    await expect(m.row('e2e glorpish')).toContainText('damaged');
    await expect.poll(() => robotSays(page.request, 'glorpish, help')).toBe('My parcel arrived damaged');
    await m.deleteRow('e2e glorpish');
  });

  test('the same on the Chinese screen, with a Chinese word', async ({ page }) => {
    await signIn(page, 'admin');
    await page.getByTestId('language-button').click();
    await page.getByRole('menuitem', { name: '简体中文' }).click();
    expect(await robotSays(page.request, '咕噜噜')).toBeUndefined();
    const m = new ManagementPage(page);
    await m.open('/robotSynonymMgt');
    await expect(page.getByRole('heading', { name: '机器人同义词' })).toBeVisible();
    await page.getByRole('link', { name: '新建' }).or(page.getByRole('button', { name: '新建' })).first().click();
    await m.input('名称 *').fill('e2e 咕噜噜');
    await m.addItems('words', ['咕噜噜', '发票']);
    await page.getByRole('button', { name: '保存' }).click();
    await expect(m.row('e2e 咕噜噜')).toBeVisible();
    await expect.poll(() => robotSays(page.request, '咕噜噜')).toBe('怎么开发票');
  });
});
