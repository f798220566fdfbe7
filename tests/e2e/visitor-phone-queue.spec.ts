import { expect, test } from './journey';
import { expectPhoneFriendly, LANGS, phoneVisitor } from './pages/phone';

const T = {
  en: {
    position: (n: number) => `You are number ${n} in the queue`,
    wait: (ms: number) => (ms < 60_000 ? 'under a minute wait' : `about ${Math.ceil(ms / 60_000)} min wait`),
    noAgent: 'no agent free yet',
    leave: 'Leave the queue',
    ended: 'The session has ended',
  },
  zh: {
    position: (n: number) => `您当前排在第 ${n} 位`,
    wait: (ms: number) => (ms < 60_000 ? '预计等待不到 1 分钟' : `预计等待约 ${Math.ceil(ms / 60_000)} 分钟`),
    noAgent: '暂无空闲客服，已为您保留排队位置',
    leave: '退出排队',
    ended: '会话已结束',
  },
};

for (const lang of LANGS) {
  test(`(${lang}) a queued visitor sees the expected wait beside the place, and leaves the queue with a button`, async ({ browser }) => {
    const t = T[lang];
    const { context, visitor, page } = await phoneVisitor(browser, lang);
    const estimate = page.waitForResponse((r) => r.url().includes('/im/queueWait'));
    await visitor.askHuman();
    const { data } = (await (await estimate).json()) as { data: { queuePosition: number; expectedWaitMs: number | null; agentsReady: number } };
    // The demo history has a week of waits for this channel's group, but no agent is on duty: the visitor is
    // promised no wait the recent waits would suggest.
    expect(data).toMatchObject({ expectedWaitMs: null, agentsReady: 0 });
    await expect(visitor.queuePosition).toHaveText(t.position(data.queuePosition));
    const wait = page.getByTestId('queue-wait');
    await expect(wait).toHaveText(t.noAgent);
    await expect(page.getByText(t.wait(59_000))).toHaveCount(0);
    // Beside the place: on the same line of the status bar, once the bar has laid out its new text (a run on a
    // loaded host measured the two a line apart in the frame the text changed in; its screenshot had them on one).
    const offset = async () => {
      const [place, beside] = [await visitor.queuePosition.boundingBox(), await wait.boundingBox()];
      return place && beside ? Math.abs(place.y - beside.y) / place.height : Infinity;
    };
    await expect.poll(offset).toBeLessThan(1);
    await expectPhoneFriendly(page, 'in the queue');

    await page.getByRole('button', { name: t.leave }).click();
    await expect(visitor.system(t.ended)).toHaveCount(1);
    await expect(visitor.queuePosition).toHaveCount(0);
    await expect(wait).toHaveCount(0);
    await expect(page.getByRole('button', { name: t.leave })).toHaveCount(0);
    // Said once: in the conversation, not again in the status bar.
    await expect(page.getByText(t.ended, { exact: true })).toHaveCount(1);
    await context.close();
  });
}
