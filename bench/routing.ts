// Routing with 50 enabled rules against none (issue 36's target: at most 10% more server CPU per assignment).
// Runs on a product server whose bench agents are ready (after the loop's phases, before their sockets close).
import type { Socket } from 'socket.io-client';
import { connect, json, pool, type Child } from './clients';

const PER_ROUND = Number(process.env.BENCH_ROUTING_VISITORS ?? 100);
const ROUNDS = 4;
const RULES = 50;

interface RuleRecord {
  id: string;
  name: string;
  enabled: boolean;
  conditions: { field: string; op: string; value: string }[];
  skillGroupId: string | null;
  priority: number;
}

/**
 * Rules as a service centre writes them, none matching the bench's visitors, so each is tried: words of the
 * question (the chat's messages are read), channels, entries, hours, languages and the robot's classification.
 */
function benchRule(i: number): Omit<RuleRecord, 'id' | 'enabled'> {
  const words = ['refund', 'broken', 'lost', 'customs', 'insurance', 'invoice', 'complaint', 'urgent', '理赔', '投诉'];
  const conditions = [
    [{ field: 'lastQuestion', op: 'contains', value: `${words[i % words.length]}${i}` }],
    [{ field: 'channel', op: 'eq', value: '400' }, { field: 'lang', op: 'eq', value: 'zh' }],
    [{ field: 'entry', op: 'eq', value: 'ky' }, { field: 'hour', op: 'in', value: '1,2,3' }],
    [{ field: 'robotClassify', op: 'in', value: '3,4' }, { field: 'lastQuestion', op: 'contains', value: `case ${i}` }],
  ][i % 4];
  return { name: `bench rule ${i}`, conditions, skillGroupId: null, priority: i % 3 };
}

/** A visitor who asked the robot first (so the rules that read the question read a chat), not yet queued. */
export async function askedVisitor(base: string): Promise<{ token: string; socket: Socket }> {
  const user = await json<{ visitorToken: string }>(`${base}/ccim-robot/api/im/getCurrentUser?channel=100`, 'GET');
  const socket = await connect(`${base}/visitor`, { auth: { visitorToken: user.visitorToken } });
  await json(`${base}/ccim-robot/api/im/answer`, 'POST', { question: 'my parcel has not moved for three days, when will it arrive', channel: 100 }, { 'x-visitor-token': user.visitorToken });
  return { token: user.visitorToken, socket };
}

/** The server's CPU (and on PostgreSQL its backends') per assignment: `PER_ROUND` visitors queue and are assigned. */
async function round(product: Child): Promise<{ cpu: number; db?: number }> {
  const base = product.url;
  const visitors = await pool(Array.from({ length: PER_ROUND }, (_, i) => i), 10, () => askedVisitor(base));
  await product.mem();
  const cpu0 = await product.cpu();
  await pool(visitors, 10, async (v) => {
    const assigned = new Promise<void>((resolve) => v.socket.once('assigned', () => resolve()));
    await json(`${base}/ccim-robot/api/im/convertAgent`, 'POST', { channel: 100 }, { 'x-visitor-token': v.token });
    await assigned;
  });
  const cpu1 = await product.cpu();
  visitors.forEach((v) => v.socket.close());
  const db = cpu1.db && cpu0.db ? (cpu1.db.backends - cpu0.db.backends) / PER_ROUND : undefined;
  return { cpu: (cpu1.all - cpu0.all) / PER_ROUND, db };
}

/**
 * Rounds with no rule enabled and with 50 (the demo's and bench ones) in turn, so the host's drift falls on both
 * alike; the figure is the ratio of the summed CPU per assignment.
 */
export async function routingCost(product: Child) {
  const base = product.url;
  const { token } = await json<{ token: string }>(`${base}/sso/api/login`, 'POST', { username: 'admin', password: 'demo1234' });
  const auth = { authorization: `Bearer ${token}` };
  const list = async () => (await json<{ records: RuleRecord[] }>(`${base}/ccim-main/api/routingRuleMgt/list`, 'POST', { pageNum: 1, pageSize: 100 }, auth)).records;
  const have = (await list()).length;
  await pool(Array.from({ length: RULES - have }, (_, i) => i), 4, (i) => json(`${base}/ccim-main/api/routingRuleMgt/add`, 'POST', { ...benchRule(i), enabled: false }, auth));
  const rules = await list();
  const enableAll = (enabled: boolean) => pool(rules, 4, (r) => json(`${base}/ccim-main/api/routingRuleMgt/edit`, 'PUT', { id: r.id, name: r.name, enabled, conditions: r.conditions, skillGroupId: r.skillGroupId, priority: r.priority }, auth));
  const none = { cpu: 0, db: 0 };
  const fifty = { cpu: 0, db: 0 };
  for (let i = 0; i < ROUNDS; i++) {
    for (const [enabled, sum] of [[false, none], [true, fifty]] as const) {
      await enableAll(enabled);
      const r = await round(product);
      sum.cpu += r.cpu / ROUNDS;
      sum.db += (r.db ?? 0) / ROUNDS;
    }
  }
  await enableAll(false);
  return { rules: rules.length, visitors: PER_ROUND * ROUNDS, none, fifty, ratio: fifty.cpu / none.cpu };
}

const us = (n: number) => n.toFixed(0);

export function printRouting(database: string, r: Awaited<ReturnType<typeof routingCost>>): boolean {
  const db = r.none.db > 0 ? `; PostgreSQL backends ${us(r.none.db)} / ${us(r.fifty.db)} µs` : '';
  const met = r.ratio <= 1.1;
  console.log(`routing (${database}): server CPU per assignment with no rule / ${r.rules} rules ${us(r.none.cpu)} / ${us(r.fifty.cpu)} µs = ${(100 * r.ratio).toFixed(0)}% (target ≤ 110%: ${met ? 'met' : 'NOT met'}), ${r.visitors} assignments each${db}`);
  return met;
}
