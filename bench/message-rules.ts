// A visitor's line with 50 enabled automation rules on the `message` event against none: the server CPU each line
// costs (issue 36's aim for rules: at most 10% more). Runs on a product server whose bench agents are ready.
import type { Socket } from 'socket.io-client';
import { json, pool, type Child } from './clients';
import { askedVisitor } from './routing';

const VISITORS = Number(process.env.BENCH_MESSAGE_RULE_VISITORS ?? 50);
const LINES = 4;
const ROUNDS = 4;
const RULES = 50;

interface RuleRecord {
  id: string;
  name: string;
  event: string;
  sort: number;
  conditions: { field: string; op: string; value: string }[];
  actions: { type: string; value: string }[];
}

/**
 * Rules as a service centre writes them for the visitor's lines, none matching the bench's lines: most test the line
 * itself (held to it alone, nothing read), one in five tests the chat only (the channel, the visitor's language, the
 * hour: the chat and those facts are read for every line).
 */
function benchRule(i: number): Omit<RuleRecord, 'id'> {
  const words = ['refund', 'broken', 'lost', 'customs', 'insurance', 'invoice', 'complaint', 'urgent', '理赔', '投诉'];
  const conditions = [
    [{ field: 'message', op: 'contains', value: `${words[i % words.length]}${i}` }],
    [{ field: 'message', op: 'contains', value: words[i % words.length] }, { field: 'channel', op: 'eq', value: '400' }],
    [{ field: 'message', op: 'eq', value: `case ${i}` }],
    [{ field: 'message', op: 'contains', value: `order ${i}` }, { field: 'lang', op: 'eq', value: 'zh' }],
    [{ field: 'channel', op: 'eq', value: '400' }, { field: 'hour', op: 'in', value: '1,2,3' }],
  ][i % 5];
  return { name: `bench message rule ${i}`, event: 'message', sort: 100 + i, conditions, actions: [{ type: 'addLabel', value: 'bench' }] };
}

interface ChattingVisitor {
  socket: Socket;
  sessionId: string;
  token: string;
}

/** A visitor who asked the robot, then a human, and was assigned (setting up, not measured). */
async function chattingVisitor(base: string): Promise<ChattingVisitor> {
  const { token, socket } = await askedVisitor(base);
  const assigned = new Promise<void>((resolve) => socket.once('assigned', () => resolve()));
  const { sessionId } = await json<{ sessionId: string }>(`${base}/ccim-robot/api/im/convertAgent`, 'POST', { channel: 100 }, { 'x-visitor-token': token });
  await assigned;
  return { socket, sessionId, token };
}

let line = 0;
/** Every visitor writes LINES lines (each acknowledged once stored); the server's CPU per line. */
async function round(product: Child, visitors: ChattingVisitor[]): Promise<number> {
  await product.mem();
  const cpu0 = await product.cpu();
  await pool(visitors, 10, async (v) => {
    for (let i = 0; i < LINES; i++) {
      const ack = await v.socket.timeout(15_000).emitWithAck('chatMessage', { sessionId: v.sessionId, clientMsgId: `mr-${++line}`, content: `when will it arrive? I have waited since Monday (${line})` });
      if (ack?.status !== 0) throw new Error(`line refused: ${JSON.stringify(ack)}`);
    }
  });
  // The rules run after each line's commit: a call through the server lets the last lines' runs finish first.
  await json(`${product.url}/ccim-robot/api/im/hello`, 'GET', undefined, { 'x-visitor-token': visitors[0].token });
  const cpu1 = await product.cpu();
  return (cpu1.all - cpu0.all) / (visitors.length * LINES);
}

/**
 * Rounds with the 50 rules disabled and enabled in turn, so the host's drift falls on both alike; the figure is the
 * ratio of the summed CPU per line.
 */
export async function messageRulesCost(product: Child) {
  const base = product.url;
  const { token } = await json<{ token: string }>(`${base}/sso/api/login`, 'POST', { username: 'admin', password: 'demo1234' });
  const auth = { authorization: `Bearer ${token}` };
  const list = async () => (await json<{ records: (RuleRecord & { enabled: boolean })[] }>(`${base}/ccim-main/api/automationRuleMgt/list`, 'POST', { pageNum: 1, pageSize: 200 }, auth)).records;
  const existing = (await list()).filter((r) => r.name.startsWith('bench message rule'));
  await pool(Array.from({ length: RULES - existing.length }, (_, i) => existing.length + i), 4, (i) => json(`${base}/ccim-main/api/automationRuleMgt/add`, 'POST', { ...benchRule(i), enabled: false }, auth));
  const rules = (await list()).filter((r) => r.name.startsWith('bench message rule'));
  const enableAll = (enabled: boolean) => pool(rules, 4, (r) => json(`${base}/ccim-main/api/automationRuleMgt/edit`, 'PUT', { id: r.id, name: r.name, event: r.event, sort: r.sort, enabled, conditions: r.conditions, actions: r.actions }, auth));
  const visitors = await pool(Array.from({ length: VISITORS }, (_, i) => i), 10, () => chattingVisitor(base));
  let none = 0;
  let fifty = 0;
  for (let i = 0; i < ROUNDS; i++) {
    await enableAll(false);
    none += (await round(product, visitors)) / ROUNDS;
    await enableAll(true);
    fifty += (await round(product, visitors)) / ROUNDS;
  }
  await enableAll(false);
  visitors.forEach((v) => v.socket.close());
  return { rules: rules.length, lines: VISITORS * LINES * ROUNDS, none, fifty, ratio: fifty / none };
}

export function printMessageRules(database: string, r: Awaited<ReturnType<typeof messageRulesCost>>): void {
  console.log(
    `message rules (${database}): server CPU per visitor line with no rule / ${r.rules} rules ${r.none.toFixed(0)} / ${r.fifty.toFixed(0)} µs = ${(100 * r.ratio).toFixed(0)}% (aim ≤ 110%), ${r.lines} lines each`,
  );
}
