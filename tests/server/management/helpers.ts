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
