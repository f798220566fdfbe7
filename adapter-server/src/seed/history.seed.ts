import type { Executor } from '../db/database';
import type { EnvVars } from '../env-vars';
import { newId } from '../db/ids';
import { reportDb } from '../db/report-db';
import type { ChatMessagesTable, VisitorsTable } from '../db/tables/conversations.table';
import { outcomeOf } from '../features/sla/sla-outcome';
import { slaContext } from '../features/sla/sla.service';
import { agentDay, generateSession, type HistoryContext, hourOfDay, random } from './history.generator';

/** Test suites build their own figures; the history would only slow them down. SEED_HISTORY=false skips it too. */
export const historyWanted = (env: EnvVars = process.env): boolean =>
  env.SEED_HISTORY === 'true' || (env.SEED_HISTORY !== 'false' && !env.VITEST);

const DAY = 86_400_000;
const NAMES = ['王先生', '李女士', '张同学', 'Mr. Chen', 'Ms. Zhou', '刘女士', '赵先生', 'Alex', '孙女士', '周先生', 'Linda', '吴同学'];

async function insertBatches<T>(rows: T[], size: number, write: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await write(rows.slice(i, i + size));
}

export async function historyContext(db: Executor, seed: number, visitorCount: number, now: number): Promise<HistoryContext> {
  const rnd = random(seed);
  const agents = (await db.selectFrom('agents').select('id').orderBy('username').execute()).map((a) => a.id);
  const links = await db.selectFrom('skill_group_links').select(['channel', 'skill_group_id']).execute();
  const visitors: VisitorsTable[] = Array.from({ length: visitorCount }, (_, i) => ({
    id: newId(), open_id: null, channel: [100, 200, 300, 400][i % 4], nickname: `${NAMES[i % NAMES.length]}${String(i).padStart(4, '0')}`,
    phone: null, created_at: now - 95 * DAY, last_seen_at: now - DAY, customer_id: null,
  }));
  // Each visitor is a customer of their own (its id), as a new anonymous visitor is (customers/customer.service.ts).
  for (const v of visitors) v.customer_id = v.id;
  const customers = visitors.map((v) => ({ id: v.id, name: v.nickname, phone: null, vip: 0, notes: '', first_contact_at: v.created_at, last_contact_at: v.last_seen_at, created_at: v.created_at, updated_at: v.created_at }));
  await insertBatches(customers, 500, (b) => db.insertInto('customers').values(b).execute());
  await insertBatches(visitors, 500, (b) => db.insertInto('visitors').values(b).execute());
  return { rnd, agents, groupOf: new Map(links.map((l) => [l.channel, l.skill_group_id])), visitors, newId };
}

/**
 * What the demo's agents did with suggested replies (the suggested replies report): sent a Q&A answer mostly, else a
 * common quick reply or a waybill sentence, a quarter of them edited first; or passed the first one over (`ignored`).
 */
async function suggestionPool(db: Executor) {
  const qa = (await db.selectFrom('robot_qa').select('id').orderBy('id').limit(12).execute()).map((r) => r.id);
  const replies = (await db.selectFrom('quick_replies').select('id').where('type', '=', 0).orderBy('id').limit(8).execute()).map((r) => r.id);
  return (rnd: () => number, m: ChatMessagesTable, ignored: boolean) => {
    const pick = rnd();
    const [source, id] = pick < 0.6 && qa.length ? ['qa', qa[Math.floor(rnd() * qa.length)]] : pick < 0.85 && replies.length ? ['quickReply', replies[Math.floor(rnd() * replies.length)]] : ['waybill', 'YT1234567890123'];
    return { id: newId(), session_id: m.session_id, agent_id: m.agent_id!, source, suggestion_id: id, outcome: ignored ? 'ignored' : rnd() < 0.25 ? 'edited' : 'sent', message_id: m.id, created_at: m.created_at };
  };
}

/** Local midnight `daysAgo` days before today (the server's zone: the demo's). */
export function dayStart(now: number, daysAgo: number): number {
  const d = new Date(now);
  d.setHours(0, 0, 0, 0);
  d.setDate(d.getDate() - daysAgo);
  return d.getTime();
}

/**
 * 90 days of closed sessions (about 40 a weekday, fewer at weekends), a few messages each, and the agents'
 * status history, for the demo reports. Today gets sessions up to an hour ago.
 */
export async function seedHistory(db: Executor, opts: { days?: number; perDay?: number; now?: number } = {}): Promise<number> {
  const now = opts.now ?? Date.now();
  const days = opts.days ?? 90;
  const ctx = await historyContext(db, 20240601, 600, now);
  const rdb = reportDb(db);
  // Chats the agents ended mostly carry a contact reason (a sub-reason); the others have none.
  const reasonIds = (await db.selectFrom('contact_reasons').select('id').where('parent_id', 'is not', null).orderBy('sort').orderBy('id').execute()).map((r) => r.id);
  const suggest = await suggestionPool(db);
  // One chat in eight that reached the queue was urgent (a claim, by the demo's routing rules): the SLA policies hold
  // it, and its outcome is recorded as the chat's end records it (features/sla/sla-outcome.ts).
  const sla = await slaContext(db);
  let queued = 0;
  let count = 0;
  for (let back = days - 1; back >= 0; back--) {
    const start = dayStart(now, back);
    const weekend = [0, 6].includes(new Date(start).getDay());
    const n = Math.round((opts.perDay ?? 40) * (weekend ? 0.55 : 1) * (0.8 + ctx.rnd() * 0.4));
    const sessions = [];
    const messages = [];
    for (let i = 0; i < n; i++) {
      const at = start + hourOfDay(ctx.rnd);
      if (at > now - 3_600_000) continue;
      const g = generateSession(ctx, at, 6);
      if ((g.session.closed_at ?? 0) > now) continue;
      sessions.push(g.session);
      messages.push(...g.messages);
    }
    for (const x of sessions) if (x.queued_at !== null && queued++ % 8 === 0) x.queue_priority = 2;
    await insertBatches(sessions, 200, (b) => rdb.insertInto('chat_sessions').values(b).execute());
    const outcomes = sessions.flatMap((x) => (x.closed_at === null ? [] : [outcomeOf(sla, { ...x, closed_at: x.closed_at })].filter((o) => o !== null)));
    await insertBatches(outcomes, 500, (b) => db.insertInto('sla_outcomes').values(b).execute());
    await insertBatches(messages, 500, (b) => db.insertInto('chat_messages').values(b).execute());
    const reasons = reasonIds.length
      ? sessions.flatMap((x) => (x.close_reason === 'agent' && ctx.rnd() < 0.85 ? [{ session_id: x.id, reason_id: reasonIds[Math.floor(ctx.rnd() * reasonIds.length)], set_by: 'seed', set_at: x.closed_at ?? x.created_at }] : []))
      : [];
    await insertBatches(reasons, 500, (b) => db.insertInto('session_reason').values(b).execute());
    // Three replies in ten start from a suggestion; of the rest, about one in three was typed past one.
    const uses = messages.flatMap((m) => {
      if (m.author !== 1 || !m.agent_id) return [];
      const r = ctx.rnd();
      return r < 0.3 ? [suggest(ctx.rnd, m, false)] : r < 0.55 ? [suggest(ctx.rnd, m, true)] : [];
    });
    await insertBatches(uses, 500, (b) => db.insertInto('reply_suggestion_uses').values(b).execute());
    count += sessions.length;
    if (back > 0 && !weekend) {
      const logs = ctx.agents.flatMap((a) => agentDay(ctx, a, start));
      await insertBatches(logs, 500, (b) => db.insertInto('agent_status_log').values(b).execute());
    }
  }
  return count;
}
