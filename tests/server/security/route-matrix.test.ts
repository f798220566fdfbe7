import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DIALECTS, type TestApp } from '../../helpers/test-app';

interface Call {
  method: string;
  path: string;
  access: 'staff' | readonly string[];
  /** The roles the mount or the route declares beyond the menu (none: any role the menu lets in). */
  roles?: readonly string[];
}

/** Every route declared under every staff mount of the route table, with the roles the declarations give it. */
function staffCalls(t: TestApp): Call[] {
  const calls: Call[] = [];
  for (const m of t.app.routes.staff) {
    for (const spec of m.routes) {
      const roles = m.roles && spec.roles ? m.roles.filter((r) => spec.roles!.includes(r)) : (spec.roles ?? m.roles);
      const p = spec.path === '/' ? '' : spec.path;
      calls.push({ method: spec.method.toUpperCase(), path: `/ccim-main/api${m.path}${p}`.replace(/:[A-Za-z]+/g, 'x'), access: m.access, roles });
    }
  }
  return calls;
}

/** Calls that check a role beyond the menu, as this test expects them to be declared (route table, routes, schema actions). */
const ROLE_CHECKED: Record<string, readonly string[]> = {
  'POST /ccim-main/api/workBill/queryCcWarnMsgByDept': ['admin', 'supervisor'],
  'PUT /ccim-main/api/skillGroupLinkMgt/secret': ['admin'],
};

const flatten = (items: { url: string; children: unknown[] }[]): string[] => items.flatMap((i) => [i.url, ...flatten(i.children as never)]);

for (const dialect of DIALECTS) {
  describe(`every staff route against every role (${dialect})`, () => {
    let t: TestApp;
    const users: Record<string, { token: string; menu: Set<string> }> = {};
    beforeAll(async () => {
      t = await createTestApp(dialect);
      for (const [role, username] of [['admin', 'admin'], ['supervisor', 'supervisor'], ['agent', 'agent1']] as const) {
        const token = await t.login(username);
        const menu = (await t.call('POST', '/sso/api/queryCurrentUserMenu', { token })).body.data;
        users[role] = { token, menu: new Set(flatten(menu)) };
      }
    });
    afterAll(() => t?.close());

    it('refuses anonymous callers with 401 and lets each role call exactly what its menu grants', async () => {
      const calls = staffCalls(t);
      expect(calls.length).toBeGreaterThan(100);
      // The declarations carry the role checks this test knows of.
      for (const [key, roles] of Object.entries(ROLE_CHECKED)) expect(calls.find((c) => `${c.method} ${c.path}` === key)?.roles, key).toEqual(roles);
      const wrong: string[] = [];
      for (const c of calls) {
        const key = `${c.method} ${c.path}`;
        const anonymous = await t.call(c.method, c.path, { body: c.method === 'GET' ? undefined : {} });
        if (anonymous.status !== 401) wrong.push(`${key} anonymous: ${anonymous.status}`);
        for (const [role, u] of Object.entries(users)) {
          const byMenu = c.access === 'staff' || c.access.some((r) => u.menu.has(r));
          const allowed = byMenu && (c.roles?.includes(role) ?? true);
          const r = await t.call(c.method, c.path, { token: u.token, body: c.method === 'GET' ? undefined : {} });
          const refused = r.status === 401 || r.status === 403;
          if (allowed === refused) wrong.push(`${key} as ${role}: ${r.status} (${allowed ? 'allowed' : 'refused'} by its declaration)`);
        }
      }
      expect(wrong).toEqual([]);
    });
  });
}
