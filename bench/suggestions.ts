// Suggested replies (issue 37's target: `workbench/suggestReplies` p99 ≤ 10 ms per message on 5,000 QA entries), timed
// over HTTP as the workbench calls it: before each call the visitor of one of the rig's chats writes a new line (about a
// parcel, a fee, a delay), then its agent asks for the replies, so the Q&A ranking of the new line, the quick replies
// and the waybill sentence all run each time, beside the two lines before it.
import { json, quantile, type Child } from './clients';
import type { ChatRig } from './rig';

const CALLS = Number(process.env.BENCH_SUGGEST_CALLS ?? 500);
/** A folder: the server's CPU profile of the timed calls is written there (`suggest-replies.cpuprofile`). */
const PROFILE = process.env.BENCH_PROFILE;
const WARM_UP = 100;
/** What the visitor writes, in turn: a delay, a parcel (a demo waybill) and a fee question; each line told apart by its number. */
const VISITOR_TEXTS = ['你好，我的快递三天没有更新了', 'my parcel YT1234567890123 has not moved, when will it arrive?', '能帮我查一下吗？运费是怎么算的'];
const lineOf = (i: number) => `${VISITOR_TEXTS[i % VISITOR_TEXTS.length]} (${i})`;

type Ack = { status: number; msg: string };

/** What `find` answers once it answers something, looked for every 10 ms for up to 10 s. */
async function until<T>(find: () => T | undefined): Promise<T> {
  for (let waited = 0; waited < 10_000; waited += 10) {
    const found = find();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('suggested replies: the visitor\'s messages reached no agent in 10 s');
}

export interface SuggestionCost {
  p50: number;
  p99: number;
  /** The server's CPU per visitor line and its call, all threads (µs). */
  cpu: number;
  /** The sources of the replies offered (what the call ranked). */
  sources: string[];
}

/** `CALLS` calls, each after a new line, timed after `WARM_UP` ones and a collection, with the server's CPU over them. */
export async function suggestionCost(product: Child, rig: Pick<ChatRig, 'agents' | 'visitors'>): Promise<SuggestionCost> {
  // Ten of the rig's chats in turn (a visitor may write at most 200 lines in 10 s), each with the agent it reached.
  if (!rig.visitors.length) throw new Error('suggested replies: the rig has no visitor');
  const visitors = rig.visitors.slice(0, 10);
  let line = 0;
  const write = (v: (typeof rig.visitors)[number]) => {
    const i = line++;
    return new Promise<void>((resolve, reject) =>
      v.socket.emit('chatMessage', { sessionId: v.sessionId, clientMsgId: `suggest-${i}`, content: lineOf(i) }, (r: Ack) => (r.status === 0 ? resolve() : reject(new Error(r.msg)))),
    );
  };
  const chats = [];
  for (const v of visitors) {
    for (let i = 0; i < VISITOR_TEXTS.length; i++) await write(v);
    // The chat's agent: the one its messages reached (the rig's agents note the chats of what they receive).
    const agent = await until(() => rig.agents.find((a) => a.sessionIds.has(v.sessionId)));
    const url = `${product.url}/ccim-main/api/workbench/suggestReplies?sessionId=${encodeURIComponent(v.sessionId)}`;
    chats.push({ v, ask: () => json<{ source: string }[]>(url, 'GET', undefined, { authorization: `Bearer ${agent.token}` }) });
  }
  const offered = await chats[0].ask();
  for (let i = 1; i < WARM_UP; i++) {
    const c = chats[i % chats.length];
    await write(c.v);
    await c.ask();
  }
  await product.mem();
  (globalThis as { gc?: () => void }).gc?.();
  const profile = PROFILE ? await product.profile() : undefined;
  const cpu0 = await product.cpu();
  const times: number[] = [];
  for (let i = 0; i < CALLS; i++) {
    const c = chats[i % chats.length];
    await write(c.v);
    const t0 = performance.now();
    await c.ask();
    times.push(performance.now() - t0);
  }
  const cpu1 = await product.cpu();
  if (profile) await profile.stop(`${PROFILE}/suggest-replies.cpuprofile`);
  times.sort((a, b) => a - b);
  return { p50: quantile(times, 0.5), p99: quantile(times, 0.99), cpu: (cpu1.all - cpu0.all) / CALLS, sources: offered.map((s) => s.source) };
}

export function printSuggestions(database: string, r: SuggestionCost): void {
  const met = r.p99 <= 10;
  console.log(
    `suggested replies (${database}): p50 ${r.p50.toFixed(2)} ms, p99 ${r.p99.toFixed(2)} ms (target ≤ 10 ms: ${met ? 'met' : 'NOT met'}); ` +
      `server CPU per visitor line and its call ${r.cpu.toFixed(0)} µs; ${CALLS} calls offering ${r.sources.join(', ') || 'nothing'}`,
  );
}
