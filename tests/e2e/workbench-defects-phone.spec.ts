import { expect, test } from './journey';
import { lockAudioUntilClick } from './pages/shell';
import { ChatTools, atDesk, servedByAgent5, unique } from './pages/workbench';

// Issue 32: on a phone, the end of a finished chat under the returning quick actions and the header's unlabelled
// count chips; the sound banner's wording. agent5 serves here and goes off duty again.

test("when a chat with an agent ends, the visitor's phone shows its last line above the returning quick actions", async ({ browser }) => {
  const agent = await atDesk(browser, 'agent5', { ready: true });
  const first = unique('Several questions');
  const { context, visitor } = await servedByAgent5(browser, first);
  // Enough lines for the list to scroll.
  for (let i = 1; i <= 8; i++) await visitor.send(`Question ${i} about my parcel`);
  await expect(visitor.page.getByText('Question 8 about my parcel')).toBeVisible();
  await agent.page.getByTestId('wb-session').filter({ hasText: 'Question 8' }).click();
  const tools = new ChatTools(agent.page);
  await tools.endSession();

  const ended = visitor.system(/The session has ended/).last();
  const actions = visitor.page.getByRole('navigation', { name: 'Quick actions' });
  await expect(actions).toBeVisible();
  await expect(ended).toBeVisible();
  await expect.poll(async () => {
    const line = (await ended.boundingBox())!;
    const bar = (await actions.boundingBox())!;
    return line.y + line.height <= bar.y;
  }).toBe(true);
  await agent.offDuty();
  await context.close();
});

test('on a phone the header counts say what they count; the sound banner asks for a click in a clear sentence (English and Chinese)', async ({ browser }) => {
  const agent = await atDesk(browser, 'agent5', { ready: false, init: lockAudioUntilClick });
  const banner = agent.page.getByTestId('sound-prompt');
  await expect(banner).toHaveText('Your browser keeps this page silent until you click it: click anywhere on the page to hear new chats and messages.');
  // The phone: the page as it opens at that size (a desktop window made narrow keeps its menu open over the page).
  await agent.page.setViewportSize({ width: 390, height: 844 });
  await agent.page.reload();
  await expect(banner).toBeVisible();
  const labels = { queueCount: 'Queue', readyCount: 'Ready', inSessionCount: 'Chats', busyCount: 'Busy' } as const;
  for (const [key, word] of Object.entries(labels)) {
    const chip = agent.page.getByTestId(`count-${key}`);
    await expect(chip).toBeVisible();
    await expect.poll(() => chip.evaluate((e) => (e as HTMLElement).innerText.replace(/\s+/g, ' ').trim())).toMatch(new RegExp(`^${word} (\\d+|–)$`));
    const box = (await chip.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  await agent.page.getByTestId('language-button').click();
  await agent.page.getByRole('menuitem', { name: '简体中文' }).click();
  // A click unlocks the sound and the banner goes; the next visit asks again, in the language chosen.
  await expect(banner).toHaveCount(0);
  await agent.page.reload();
  await expect(banner).toHaveText('浏览器在您点击页面前不会播放声音：点击页面任意位置，即可听到新会话和新消息的提示音。');
  await expect.poll(() => agent.page.getByTestId('count-queueCount').evaluate((e) => (e as HTMLElement).innerText.replace(/\s+/g, ' ').trim())).toMatch(/^排队 (\d+|–)$/);
  const width = await agent.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(width).toBeLessThanOrEqual(0);
  await agent.offDuty();
});
