import { createTestApp, type TestApp } from '../../helpers/test-app';
import type { DialectName } from '../../../adapter-server/src/db/dialect';

export const API = '/ccim-main/api';

/** A test app with demo data and the three kinds of caller signed in. */
export interface MgmtApp extends TestApp {
  admin: string;
  supervisor: string;
  agent: string;
  /** A call as the supervisor unless another token is given. */
  api(method: string, path: string, body?: unknown, token?: string): Promise<{ status: number; body: any; headers: Headers }>;
}

export async function mgmtApp(dialect: DialectName): Promise<MgmtApp> {
  const t = await createTestApp(dialect);
  const [admin, supervisor, agent] = await Promise.all([t.login('admin'), t.login('supervisor'), t.login('agent1')]);
  return Object.assign(t, {
    admin,
    supervisor,
    agent,
    api: (method: string, path: string, body?: unknown, token = supervisor) => t.call(method, API + path, { token, body }),
  });
}

/** Asserts a 400 whose field errors name `field`. */
export function fieldsOf(r: { status: number; body: any }): string[] {
  if (r.status !== 400) throw new Error(`expected 400, got ${r.status} ${JSON.stringify(r.body)}`);
  return (r.body.data.errors as { field: string }[]).map((e) => e.field);
}

/** Empties the tables the demo seed fills for the management screens, so a test starts from known rows. */
export async function clearSeededLists(t: TestApp): Promise<void> {
  const db = t.db.kysely;
  for (const table of ['robot_tasks', 'robot_no_answer', 'robot_no_intention', 'robot_ratings', 'robot_votes', 'robot_links', 'blacklist', 'quick_replies', 'quick_reply_types'] as const) {
    await db.deleteFrom(table).execute();
  }
}
