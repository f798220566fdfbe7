import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import type { TestApp } from '../../helpers/test-app';
import { agentIdOf, groupIdOf, logStatus, makeMessage, makeSession, makeVisitor } from '../../helpers/factories';

/** Shanghai is UTC+8 all year: local wall time → instant. */
export const TZ = 'Asia/Shanghai';
export const at = (date: string, time: string) => Date.parse(`${date}T${time}+08:00`);
export const RANGE = { startDate: '2025-03-10', endDate: '2025-03-16', tz: TZ };

/**
 * The i-th of sixty chats two hours apart from the evening before 2025-04-01 (Shanghai) to the evening of 2025-04-05,
 * for the rollup tests: its start, a few not ended yet, and its filter keys spread over three agents and groups (one
 * of each absent), three channels and both businesses.
 */
export function spreadChat(i: number, agents: (string | null)[], groups: (string | null)[]) {
  return {
    created_at: at('2025-03-31', '22:10:00') + i * 2 * 3_600_000 + (i % 4) * 17 * 60_000,
    status: i % 11 === 0 ? ('active' as const) : i % 13 === 0 ? ('queued' as const) : ('closed' as const),
    agent_id: agents[i % 3],
    skill_group_id: groups[i % 3],
    channel: [100, 200, 300][i % 3],
    org_type: i % 2 ? ('ky' as const) : ('kd' as const),
  };
}

export interface Fixture {
  agent1: string;
  agent2: string;
  g100: string;
  g200: string;
  g300: string;
  s: Record<'s1' | 's2' | 's3' | 's4' | 's5' | 'outside', string>;
}

/**
 * Five sessions in the week of 2025-03-10 (Shanghai) and one just before it, with known facts:
 * first responses 10, 20, 30 s (avg 20 s); queue waits 5, 15, 10, 40 s (avg 17.5 s); durations 300, 600, 900 s;
 * reply times 30 s / 3 replies and 60 s / 2 replies (avg 18 s); scores 5 and 2; one robot-only; one abandoned.
 */
export async function buildFixture(t: TestApp): Promise<Fixture> {
  const db = t.db.kysely;
  await db.deleteFrom('chat_messages').execute();
  await db.deleteFrom('chat_sessions').execute();
  await db.deleteFrom('agent_status_log').execute();
  const [agent1, agent2] = [await agentIdOf(db, 'agent1'), await agentIdOf(db, 'agent2')];
  const [g100, g200, g300] = [await groupIdOf(db, 100), await groupIdOf(db, 200), await groupIdOf(db, 300)];
  const evil = await makeVisitor(db, { nickname: '=HYPERLINK("http://x")' });
  const human = { converted: 1, status: 'closed' as const };
  const s1 = await makeSession(db, {
    ...human, visitor_id: evil, agent_id: agent1, skill_group_id: g100, channel: 100, org_type: 'kd',
    created_at: at('2025-03-10', '00:30:00'), queued_at: at('2025-03-10', '00:30:00'), queue_wait_ms: 5_000, first_response_ms: 10_000,
    duration_ms: 300_000, visitor_msg_count: 3, agent_msg_count: 4, agent_response_total_ms: 30_000, agent_response_count: 3,
    evaluation_invited_at: at('2025-03-10', '00:40:00'), evaluated_at: at('2025-03-10', '00:41:00'), satisfaction: 5,
    evaluation: JSON.stringify({ categories: { customerService: ['fast'] }, comment: 'great' }),
  });
  const s2 = await makeSession(db, {
    ...human, agent_id: agent1, skill_group_id: g100, channel: 100, org_type: 'kd', created_at: at('2025-03-10', '11:00:00'),
    queued_at: at('2025-03-10', '11:00:00'), queue_wait_ms: 15_000, first_response_ms: 20_000, duration_ms: 600_000, transfer_count: 1,
    agent_response_total_ms: 60_000, agent_response_count: 2, evaluation_invited_at: at('2025-03-10', '11:10:00'),
    evaluated_at: at('2025-03-10', '11:11:00'), satisfaction: 2,
    evaluation: JSON.stringify({ categories: { logisticsTimeliness: ['late', 'lost'] }, comment: '' }),
  });
  const s3 = await makeSession(db, {
    ...human, agent_id: agent2, skill_group_id: g200, channel: 200, org_type: 'ky', created_at: at('2025-03-11', '09:00:00'),
    queued_at: at('2025-03-11', '09:00:00'), queue_wait_ms: 10_000, first_response_ms: 30_000, duration_ms: 900_000,
    evaluation_invited_at: at('2025-03-11', '09:20:00'),
  });
  const s4 = await makeSession(db, {
    converted: 0, channel: 100, org_type: 'kd', created_at: at('2025-03-11', '10:00:00'), close_reason: 'robot', robot_msg_count: 4, visitor_msg_count: 2,
  });
  const s5 = await makeSession(db, {
    ...human, skill_group_id: g300, channel: 300, org_type: 'kd', created_at: at('2025-03-12', '15:00:00'),
    queued_at: at('2025-03-12', '15:00:00'), queue_wait_ms: 40_000, close_reason: 'abandoned',
  });
  const outside = await makeSession(db, { ...human, agent_id: agent1, channel: 100, created_at: at('2025-03-09', '23:30:00'), first_response_ms: 99_000 });
  await makeMessage(db, s1, 1, 2, 'Where is my parcel?', at('2025-03-10', '00:30:05'));
  await makeMessage(db, s1, 2, 1, 'Let me check', at('2025-03-10', '00:30:15'));
  await makeMessage(db, s1, 3, 2, '+1 thanks', at('2025-03-10', '00:31:00'));
  // agent1: busy 09:00, ready 09:30, offline 12:00 on 03-10 → online 3 h, ready 2.5 h, busy 0.5 h.
  await logStatus(db, agent1, 2, at('2025-03-10', '09:00:00'));
  await logStatus(db, agent1, 3, at('2025-03-10', '09:30:00'));
  await logStatus(db, agent1, 1, at('2025-03-10', '12:00:00'));
  // agent2 was ready since the evening before the range and went offline at 02:00 → 2 h ready inside it.
  await logStatus(db, agent2, 3, at('2025-03-09', '20:00:00'));
  await logStatus(db, agent2, 1, at('2025-03-10', '02:00:00'));
  return { agent1, agent2, g100, g200, g300, s: { s1, s2, s3, s4, s5, outside } };
}

export const post = async (t: TestApp, token: string, path: string, body: object) => {
  const r = await t.call('POST', `/ccim-main/api/${path}`, { token, body });
  if (r.status !== 200 || r.body?.status !== 0) throw new Error(`${path} answered ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.data;
};

/** Downloads a report's export (`path` under the main API) and reads back its first sheet's rows as plain values. */
export async function downloadXlsx(t: TestApp, token: string, path: string, body: object, lang?: string) {
  const res = await fetch(`${t.url}/ccim-main/api/${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...(lang ? { 'accept-language': lang } : {}) },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(await res.arrayBuffer());
  const rows: unknown[][] = [];
  wb.worksheets[0].eachRow((row) => rows.push(Array.from((row.values as unknown[]).slice(1), (v) => v ?? '')));
  return { sheet: wb.worksheets[0].name, disposition: res.headers.get('content-disposition') ?? '', rows };
}
