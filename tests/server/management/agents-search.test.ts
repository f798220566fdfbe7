import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../helpers/test-app';
import { mgmtApp, type MgmtApp } from './helpers';

/** Issue 32: the Agents list's one search box finds an agent by nickname, employee code or sign-on name. */
for (const dialect of DIALECTS) {
  describe(`agent list search (${dialect})`, () => {
    let t: MgmtApp;
    beforeAll(async () => {
      t = await mgmtApp(dialect);
    });
    afterAll(() => t?.close());

    const found = async (q: string, more: Record<string, unknown> = {}) => {
      const r = await t.api('POST', '/agentMgt/list', { pageNum: 1, pageSize: 10, q, sortField: 'username', sortOrder: 'asc', ...more });
      expect(r.body.status).toBe(0);
      return (r.body.data.records as { username: string }[]).map((a) => a.username);
    };

    it('finds an employee code, a nickname and the sign-on name, ignoring ASCII case', async () => {
      expect(await found('E2003')).toEqual(['E2003']);
      expect(await found('e200')).toEqual(['E2001', 'E2002', 'E2003', 'E2004', 'E2005', 'E2006']);
      expect(await found('刘洋')).toEqual(['E2003']);
      // "Liu Yang" is only in the sign-on user's name, not in the agent's nickname.
      expect(await found('liu yang')).toEqual(['E2003']);
      expect(await found('nobody')).toEqual([]);
    });

    it('takes % and _ literally and combines with the other filters', async () => {
      expect(await found('%')).toEqual([]);
      expect(await found('_')).toEqual([]);
      expect(await found('E200', { status: 1, username: 'E2005' })).toEqual(['E2005']);
      expect(await found('  ')).toHaveLength(6);
    });
  });
}
