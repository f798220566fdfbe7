import type { Executor } from '../db/database';

export interface UserFilter {
  q?: string;
  role?: string;
  id?: string[];
}

const SORTABLE = { username: 'username', name: 'name', code: 'code', role: 'role', createdAt: 'created_at' } as const;

export async function listUsers(
  db: Executor,
  o: { field: string; order: string; from: number; to: number; filter: UserFilter },
) {
  let q = db.selectFrom('users');
  if (o.filter.q) {
    const like = `%${o.filter.q.toLowerCase()}%`;
    q = q.where((eb) =>
      eb.or([eb(eb.fn('lower', ['username']), 'like', like), eb(eb.fn('lower', ['name']), 'like', like), eb(eb.fn('lower', ['code']), 'like', like)]),
    );
  }
  if (o.filter.role) q = q.where('role', '=', o.filter.role as 'admin');
  if (Array.isArray(o.filter.id)) q = q.where('id', 'in', o.filter.id.length ? o.filter.id : ['']);
  const total = Number((await q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const column = SORTABLE[o.field as keyof typeof SORTABLE] ?? 'username';
  const from = Math.max(0, Math.floor(o.from));
  const limit = Math.min(500, Math.max(1, Math.floor(o.to) - from + 1));
  const rows = await q
    .selectAll()
    .orderBy(column, o.order?.toUpperCase() === 'DESC' ? 'desc' : 'asc')
    .limit(limit)
    .offset(from)
    .execute();
  return { rows, total };
}
