import { EVALUATION_CATEGORIES } from '../../../src/common/evaluation';
import type { ChatMessagesTable, VisitorsTable } from '../db/tables/conversations.table';
import type { AgentStatusLogTable } from '../db/tables/platform.table';
import type { SessionResponseFacts } from '../db/tables/reports.table';
import type { Database } from '../db/database';

/**
 * Realistic closed-session history for the demo seed and the report benchmark: deterministic (seeded random),
 * shaped like a logistics help desk — busy weekday mornings and afternoons, most visitors helped by the robot
 * or handed to a human after a short queue, a few leaving the queue, evaluations skewed to satisfied.
 */
export type SessionRow = Database['chat_sessions'] & SessionResponseFacts;

export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface HistoryContext {
  rnd: () => number;
  agents: string[];
  groupOf: Map<number, string>;
  visitors: VisitorsTable[];
  newId: () => string;
}

const pickW = <T>(rnd: () => number, items: [T, number][]): T => {
  let r = rnd() * items.reduce((s, [, w]) => s + w, 0);
  for (const [v, w] of items) if ((r -= w) < 0) return v;
  return items[items.length - 1][0];
};
const between = (rnd: () => number, lo: number, hi: number) => Math.round(lo + rnd() * (hi - lo));
/** Exponential-ish wait with the given mean, capped. */
const wait = (rnd: () => number, mean: number, cap: number) => Math.min(cap, Math.round(-Math.log(1 - rnd() * 0.999) * mean));

const HOURS: [number, number][] = [[8, 3], [9, 9], [10, 11], [11, 9], [12, 4], [13, 6], [14, 9], [15, 10], [16, 9], [17, 6], [18, 3], [19, 3], [20, 3], [21, 2], [22, 1], [7, 1], [23, 1]];
const VISITOR_LINES = ['我的快递到哪了？', 'Where is my parcel?', '运单号 SF1234567890 查询一下', '可以改派送地址吗？', 'Can I change the delivery time?', '运费怎么算？', '包裹破损了怎么办', '什么时候能送到？'];
const AGENT_LINES = ['您好，请提供一下运单号。', 'Hello, let me check that for you.', '已为您查询，包裹正在派送中。', '已为您登记改派，请留意短信通知。', 'The parcel will arrive tomorrow.', '还有其他可以帮您的吗？'];
const ROBOT_LINES = ['您好，我是智能客服，请问有什么可以帮您？', '请输入运单号查询物流信息。', 'You can track your parcel with the waybill number.', '如需人工服务，请回复"转人工"。'];

export interface GeneratedSession {
  session: SessionRow;
  messages: ChatMessagesTable[];
}

/** One session started at `at`; `messages` caps how many messages are written for it (the facts still count them all). */
export function generateSession(ctx: HistoryContext, at: number, maxMessages: number): GeneratedSession {
  const { rnd } = ctx;
  const channel = pickW(rnd, [[100, 5], [200, 2], [300, 1], [400, 2]] as [number, number][]);
  const visitor = ctx.visitors[Math.floor(rnd() * ctx.visitors.length)];
  const id = ctx.newId();
  const converted = rnd() < 0.62;
  const robotMs = between(rnd, 20_000, 180_000);
  const s: SessionRow = {
    id, visitor_id: visitor.id, channel, source: channel === 100 ? 'newhuang' : channel === 200 ? 'ymm' : channel === 300 ? 'galaxy' : 'ysm',
    org_type: rnd() < 0.7 ? 'kd' : 'ky', skill_group_id: null, agent_id: null, status: 'closed', queue_priority: 0, created_at: at,
    queued_at: null, first_queued_at: null, assigned_at: null, first_response_at: null, closed_at: null, close_reason: null, last_seq: 0, last_message_at: null,
    last_message_preview: '', agent_read_seq: 0, visitor_read_seq: 0, converted: converted ? 1 : 0, queue_wait_ms: null, first_response_ms: null,
    duration_ms: null, transfer_count: 0, visitor_msg_count: 0, agent_msg_count: 0, robot_msg_count: 0, evaluation_invited_at: null,
    evaluated_at: null, satisfaction: null, evaluation: null, visitor_absent_since: null, agent_response_total_ms: 0, agent_response_count: 0,
  };
  const script: [number, number][] = []; // [author, offset ms]
  const robotTurns = between(rnd, 1, 3);
  for (let i = 0; i < robotTurns; i++) script.push([2, (i * robotMs) / robotTurns], [3, (i * robotMs) / robotTurns + 2_000]);
  if (!converted) {
    s.close_reason = rnd() < 0.7 ? 'robot' : 'visitor';
    s.closed_at = at + robotMs + between(rnd, 5_000, 60_000);
  } else {
    s.queued_at = at + robotMs;
    s.first_queued_at = s.queued_at;
    s.skill_group_id = ctx.groupOf.get(channel) ?? null;
    const w = wait(rnd, 25_000, 600_000);
    s.queue_wait_ms = w;
    if (rnd() < 0.04 + (w > 90_000 ? 0.3 : 0)) {
      s.close_reason = 'abandoned';
      s.closed_at = s.queued_at + w;
    } else {
      s.agent_id = ctx.agents[Math.floor(rnd() * ctx.agents.length)];
      s.assigned_at = s.queued_at + w;
      s.first_response_ms = Math.min(300_000, Math.round(4_000 + wait(rnd, 18_000, 290_000)));
      s.first_response_at = s.assigned_at + s.first_response_ms;
      const turns = between(rnd, 2, 7);
      const dur = between(rnd, 120_000, 1_500_000);
      s.duration_ms = dur;
      s.closed_at = s.assigned_at + dur;
      s.close_reason = pickW(rnd, [['agent', 6], ['visitor', 3], ['idle', 1]] as [string, number][]);
      s.transfer_count = rnd() < 0.05 ? 1 : 0;
      for (let i = 0; i < turns; i++) {
        const t = s.assigned_at - at + (i * dur) / turns;
        const reply = i === 0 ? s.first_response_ms : between(rnd, 8_000, 70_000);
        script.push([2, t], [1, t + reply]);
        s.agent_response_total_ms += reply;
        s.agent_response_count += 1;
      }
      if (rnd() < 0.7) {
        s.evaluation_invited_at = s.closed_at - 5_000;
        if (rnd() < 0.5) evaluate(rnd, s);
      }
    }
  }
  s.visitor_msg_count = script.filter(([a]) => a === 2).length;
  s.agent_msg_count = script.filter(([a]) => a === 1).length;
  s.robot_msg_count = script.filter(([a]) => a === 3).length;
  const messages = script.slice(0, maxMessages).map(([author, offset], i): ChatMessagesTable => {
    const lines = author === 2 ? VISITOR_LINES : author === 1 ? AGENT_LINES : ROBOT_LINES;
    return {
      id: ctx.newId(), session_id: id, seq: i + 1, author, type: 'text', content: lines[Math.floor(rnd() * lines.length)], content_raw: null,
      client_msg_id: null, agent_id: author === 1 ? s.agent_id : null, created_at: Math.round(at + offset), revoked_at: null, extra: null,
    };
  });
  const last = messages[messages.length - 1];
  s.last_seq = messages.length;
  s.last_message_at = last?.created_at ?? null;
  s.last_message_preview = last?.content ?? '';
  s.agent_read_seq = s.visitor_read_seq = messages.length;
  return { session: s, messages };
}

function evaluate(rnd: () => number, s: SessionRow) {
  const score = pickW(rnd, [[5, 45], [4, 30], [3, 13], [2, 7], [1, 5]] as [number, number][]);
  const categories: Record<string, string[]> = {};
  if (score <= 3) {
    for (const cat of EVALUATION_CATEGORIES) {
      if (rnd() < 0.35) categories[cat.code] = cat.reasons.filter(() => rnd() < 0.4).map((r) => r.code).slice(0, 2);
    }
    const first = EVALUATION_CATEGORIES[Math.floor(rnd() * EVALUATION_CATEGORIES.length)];
    categories[first.code] ??= [first.reasons[Math.floor(rnd() * 4)].code];
    if (categories[first.code].length === 0) categories[first.code] = [first.reasons[0].code];
  }
  s.evaluated_at = (s.closed_at ?? s.created_at) + 30_000;
  s.satisfaction = score;
  s.evaluation = JSON.stringify({ categories, comment: rnd() < 0.15 ? (score >= 4 ? '服务很好，谢谢！' : '等待时间太长了') : '' });
}

/** A workday of status changes: sign-in busy, ready, lunch, a break, offline. */
export function agentDay(ctx: HistoryContext, agentId: string, dayStart: number): AgentStatusLogTable[] {
  const { rnd } = ctx;
  const h = (hours: number, jitterMin: number) => dayStart + hours * 3_600_000 + between(rnd, 0, jitterMin) * 60_000;
  const plan: [number, number][] = [
    [2, h(8.75, 20)], [3, h(9.1, 10)], [2, h(12, 10)], [3, h(13, 10)], [2, h(15.5, 20)], [3, h(15.9, 10)], [1, h(18, 30)],
  ];
  return plan.map(([status, at]) => ({ id: ctx.newId(), agent_id: agentId, status, created_at: at }));
}

export const hourOfDay = (rnd: () => number): number => pickW(rnd, HOURS) * 3_600_000 + Math.floor(rnd() * 3_600_000);
