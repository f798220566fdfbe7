import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import type { StatusChange } from './agent-time';

/**
 * The status each agent had at `from` (its last change before) plus every change inside [from, to). The last change
 * before is found agent by agent (a few), one index probe each, not row by row of the whole log (a log's rows go with
 * their agent: the foreign key cascades).
 */
export async function statusChanges(db: Executor, from: number, to: number, agentId?: string): Promise<StatusChange[]> {
  let before = db
    .selectFrom('agents as a')
    .innerJoin('agent_status_log as l', 'l.agent_id', 'a.id')
    .select(['l.agent_id', 'l.status', 'l.created_at'])
    .where('l.created_at', '=', (eb) =>
      eb
        .selectFrom('agent_status_log as p')
        .select((e) => e.fn.max('p.created_at').as('m'))
        .whereRef('p.agent_id', '=', 'a.id')
        .where('p.created_at', '<', from),
    );
  let inside = db
    .selectFrom('agent_status_log')
    .select(['agent_id', 'status', 'created_at'])
    .where('created_at', '>=', from)
    .where('created_at', '<', to);
  if (agentId) {
    before = before.where('a.id', '=', agentId);
    inside = inside.where('agent_id', '=', agentId);
  }
  const [a, b] = await Promise.all([before.execute(), inside.execute()]);
  return [...a, ...b];
}

export interface StatusLogRow {
  id: string;
  agentId: string;
  agentName: string;
  username: string;
  status: number;
  startAt: number;
  /** When the next change came; null while the status still holds. */
  endAt: number | null;
}

/** The status changes of the range, newest first, each with when it ended (the agent's next change). */
export async function listStatusLog(
  db: Executor,
  q: { from: number; to: number; agentId?: string; status?: number; limit: number; offset: number },
): Promise<{ rows: StatusLogRow[]; total: number }> {
  const base = db
    .selectFrom('agent_status_log as l')
    .innerJoin('agents as a', 'a.id', 'l.agent_id')
    .where('l.created_at', '>=', q.from)
    .where('l.created_at', '<', q.to)
    .$if(!!q.agentId, (b) => b.where('l.agent_id', '=', q.agentId!))
    .$if(q.status !== undefined, (b) => b.where('l.status', '=', q.status!));
  const [rows, count] = await Promise.all([
    base
      .select([
        'l.id',
        'l.agent_id as agentId',
        'a.nickname as agentName',
        'a.username',
        'l.status',
        'l.created_at as startAt',
        // The next change of the same agent, whatever the filters: a correlated lookup on (agent_id, created_at).
        sql<number | null>`(select min(n.created_at) from agent_status_log n where n.agent_id = l.agent_id and n.created_at > l.created_at)`.as('endAt'),
      ])
      .orderBy('l.created_at', 'desc')
      .orderBy('l.id', 'desc')
      .limit(q.limit)
      .offset(q.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map((r) => ({ ...r, endAt: r.endAt === null ? null : Number(r.endAt) })), total: Number(count.n) };
}
