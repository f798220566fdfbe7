import type { Executor } from '../../db/database';
import { AGENT_STATUS } from '../agents/agent.repository';

/** How many of the group's latest waits the estimate is made from, and how far back they may lie. */
export const QUEUE_WAIT_SAMPLE = 20;
export const QUEUE_WAIT_WINDOW_MS = 7 * 86_400_000;

/**
 * The waits (ms) of the group's visitors most recently taken by an agent, newest first: the last
 * `QUEUE_WAIT_SAMPLE` sessions assigned within `QUEUE_WAIT_WINDOW_MS` before `at`.
 */
export async function recentWaits(db: Executor, groupId: string, at: number): Promise<number[]> {
  const rows = await db
    .selectFrom('chat_sessions')
    .select('queue_wait_ms')
    .where('skill_group_id', '=', groupId)
    .where('assigned_at', 'is not', null)
    .where('assigned_at', '>=', at - QUEUE_WAIT_WINDOW_MS)
    .where('assigned_at', '<=', at)
    .where('queue_wait_ms', 'is not', null)
    .orderBy('assigned_at', 'desc')
    .orderBy('id', 'desc')
    .limit(QUEUE_WAIT_SAMPLE)
    .execute();
  return rows.map((r) => Number(r.queue_wait_ms));
}

/**
 * The expected wait of the visitor at `position` (1 = next): the median of the recent waits is what the head of
 * the queue has been waiting for an agent to free up, and each visitor ahead takes about one such turn. The median,
 * not the mean, so one visitor forgotten in the queue for an hour does not make everyone expect an hour.
 * `null` when the group has no recent waits to go by.
 */
export function expectedWait(waits: readonly number[], position: number): number | null {
  if (!waits.length || position < 1) return null;
  const sorted = [...waits].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const median = sorted.length % 2 ? sorted[mid] : Math.round((sorted[mid - 1] + sorted[mid]) / 2);
  return median * position;
}

/**
 * How many agents could take the group's next visitor: ready, enabled, with a socket open, and members of the
 * group. A ready agent of another group (or of none) serves nobody here, so the recent waits promise nothing
 * while this is 0.
 */
export async function eligibleAgents(db: Executor, groupId: string): Promise<number> {
  const r = await db
    .selectFrom('agents as a')
    .innerJoin('skill_group_agents as g', 'g.agent_id', 'a.id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('g.skill_group_id', '=', groupId)
    .where('a.status', '=', AGENT_STATUS.ready)
    .where('a.enabled', '=', 1)
    .where('a.absent_since', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}
