import type { Router } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DIALECTS, type TestApp } from '../../helpers/test-app';

interface Call {
  method: string;
  path: string;
  access: 'staff' | readonly string[];
}

/** Every route of every staff mount of the route table, as Express holds it. */
function staffCalls(t: TestApp): Call[] {
  const calls: Call[] = [];
  for (const m of t.app.routes.staff) {
    for (const r of m.routers as unknown as Router[]) {
      for (const layer of (r as unknown as { stack?: { route?: { path: string; methods: Record<string, boolean> } }[] }).stack ?? []) {
        if (!layer.route) continue;
        for (const method of Object.keys(layer.route.methods)) calls.push({ method: method.toUpperCase(), path: `/ccim-main/api${m.path}${layer.route.path}`.replace(/:[A-Za-z]+/g, 'x'), access: m.access });
      }
    }
  }
  return calls;
}

/** Calls that check a role beyond the menu, declared where they are mounted (route table, handlers). */
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
      const wrong: string[] = [];
      for (const c of calls) {
        const key = `${c.method} ${c.path}`;
        const anonymous = await t.call(c.method, c.path, { body: c.method === 'GET' ? undefined : {} });
        if (anonymous.status !== 401) wrong.push(`${key} anonymous: ${anonymous.status}`);
        for (const [role, u] of Object.entries(users)) {
          const byMenu = c.access === 'staff' || c.access.some((r) => u.menu.has(r));
          const allowed = byMenu && (ROLE_CHECKED[key]?.includes(role) ?? true);
          const r = await t.call(c.method, c.path, { token: u.token, body: c.method === 'GET' ? undefined : {} });
          const refused = r.status === 401 || r.status === 403;
          if (allowed === refused) wrong.push(`${key} as ${role}: ${r.status} (${allowed ? 'allowed' : 'refused'} by its declaration)`);
        }
      }
      expect(wrong).toEqual([]);
    });
  });
}
