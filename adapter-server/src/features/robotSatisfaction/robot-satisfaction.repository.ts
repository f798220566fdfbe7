import { sql } from 'kysely';
import type { Executor } from '../../db/database';

export interface SatisfactionFilter {
  kind?: 'rating' | 'vote';
  score?: number;
  createdAtFrom?: number;
  createdAtTo?: number;
}

/** Ratings (1..5) and answer votes (1/0) as one list, newest first, paged in the database. */
export async function listSatisfaction(
  db: Executor,
  f: SatisfactionFilter,
  page: { limit: number; offset: number; sort: 'score' | 'created_at'; dir: 'asc' | 'desc' },
) {
  const ratings = db
    .selectFrom('robot_ratings')
    .select(['id', sql<string>`'rating'`.as('kind'), 'score', sql<string | null>`null`.as('question'), sql<string | null>`comment`.as('comment'), 'session_id', 'visitor_id', 'created_at']);
  const votes = db
    .selectFrom('robot_votes as v')
    .leftJoin('robot_qa as q', 'q.id', 'v.qa_id')
    .select(['v.id', sql<string>`'vote'`.as('kind'), 'v.vote as score', 'q.question', sql<string | null>`null`.as('comment'), 'v.session_id', 'v.visitor_id', 'v.created_at']);
  const source = f.kind === 'rating' ? ratings : f.kind === 'vote' ? votes : ratings.unionAll(votes);
  let q = db.selectFrom(source.as('u'));
  if (f.score !== undefined) q = q.where('u.score', '=', f.score);
  if (f.createdAtFrom !== undefined) q = q.where('u.created_at', '>=', f.createdAtFrom);
  if (f.createdAtTo !== undefined) q = q.where('u.created_at', '<=', f.createdAtTo);
  const total = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await q
    .selectAll()
    .orderBy(`u.${page.sort}`, page.dir)
    .orderBy('u.id', page.dir)
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return { rows, total: Number(total.n) };
}
