import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REJECTIONS_PER_MINUTE } from '../../adapter-server/src/audit/audit-log.failures';
import { createTestApp, DIALECTS, type TestApp } from '../helpers/test-app';

const SECRET_BODY = 'card 6222-0000-1111 (never in the log)';
/** An address of this run alone (the counters are per address). */
const freshAddress = () => `10.${[0, 1, 2].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;

for (const dialect of DIALECTS) {
  describe(`rejected requests in the audit log (${dialect})`, () => {
    let t: TestApp;
    let admin: string;
    const rowsFrom = (address: string) => t.db.kysely.selectFrom('audit_log').selectAll().where('address', '=', address).orderBy('created_at').orderBy('id').execute();
    beforeAll(async () => {
      t = await createTestApp(dialect);
      admin = await t.login('admin');
    });
    afterAll(() => t?.close());

    it('records a request that failed validation (400) with the caller and the path, never the body or the query', async () => {
      const address = freshAddress();
      const r = await t.call('POST', '/ccim-main/api/robotQaMgt/list?token=query-secret', { token: admin, body: { pageNo: SECRET_BODY }, headers: { 'x-forwarded-for': address } });
      expect(r.status).toBe(400);
      const rows = await rowsFrom(address);
      expect(rows.map((x) => [x.action, x.outcome, x.username, x.target])).toEqual([['invalid', 'failure', 'admin', 'POST /ccim-main/api/robotQaMgt/list']]);
      expect(JSON.stringify(rows)).not.toContain('6222');
      expect(JSON.stringify(rows)).not.toContain('query-secret');
    });

    it('records a call with a bad token (401), and a body that is not JSON (400)', async () => {
      const address = freshAddress();
      expect((await t.call('POST', '/ccim-main/api/robotQaMgt/list', { token: 'not-a-token', body: {}, headers: { 'x-forwarded-for': address } })).status).toBe(401);
      expect((await t.call('POST', '/ccim-robot/api/im/msg', { headers: { 'x-visitor-token': 'forged', 'x-forwarded-for': address }, body: {} })).status).toBe(401);
      expect((await t.call('POST', '/ccim-main/api/robotQaMgt/list', { token: admin, body: `{"x": "${SECRET_BODY}"`, headers: { 'x-forwarded-for': address } })).status).toBe(400);
      const rows = await rowsFrom(address);
      expect(rows.map((x) => [x.action, x.outcome, x.target])).toEqual([
        ['unauthorized', 'denied', 'POST /ccim-main/api/robotQaMgt/list'],
        ['unauthorized', 'denied', 'POST /ccim-robot/api/im/msg'],
        ['invalid', 'failure', 'POST /ccim-main/api/robotQaMgt/list'],
      ]);
      expect(JSON.stringify(rows)).not.toContain('6222');
    });

    it(`keeps at most ${REJECTIONS_PER_MINUTE} entries and one summary per address in a minute, however many are sent`, async () => {
      const flooder = freshAddress();
      const bad = (address: string) => t.call('GET', '/sso/api/profile', { token: 'forged', headers: { 'x-forwarded-for': address } });
      const answers = await Promise.all(Array.from({ length: 100 }, () => bad(flooder)));
      expect(answers.every((a) => a.status === 401)).toBe(true);
      const rows = await rowsFrom(flooder);
      expect(rows.filter((x) => x.action === 'unauthorized')).toHaveLength(REJECTIONS_PER_MINUTE);
      expect(rows.filter((x) => x.action === 'rejectionsSuppressed')).toHaveLength(1);
      expect(rows).toHaveLength(REJECTIONS_PER_MINUTE + 1);
      // Another address is still recorded.
      const other = freshAddress();
      await bad(other);
      expect((await rowsFrom(other)).map((x) => x.action)).toEqual(['unauthorized']);
    });
  });
}
