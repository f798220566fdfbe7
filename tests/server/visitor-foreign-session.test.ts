import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientMsgId, convert, newVisitor } from '../helpers/conversation';
import { createTestApp, DIALECTS, type TestApp } from '../helpers/test-app';

const OPEN = '/ccim-main/api/openChannel';

for (const dialect of DIALECTS) {
  describe(`a visitor's calls on someone else's session (${dialect})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(dialect);
    });
    afterAll(() => t?.close());

    it('are refused with 403 and the envelope, exactly as a session that does not exist, and audited', async () => {
      const owner = await newVisitor(t);
      const { sessionId } = await convert(owner);
      const other = await newVisitor(t);
      for (const id of [sessionId, 'no-such-session-id']) {
        const calls = [
          await other.call('GET', `${OPEN}/listMoreMsg?sessionId=${id}&beforeSeq=10`),
          await other.call('GET', `${OPEN}/listCurrentSessionMsg?sessionId=${id}`),
          await other.call('GET', `/ccim-robot/api/im/queueWait?sessionId=${id}`),
          await other.call('POST', `${OPEN}/sendTemplateMsg`, { sessionId: id, templateType: 'waybill', waybillNo: 'YT1234567890123', clientMsgId: clientMsgId() }),
        ];
        for (const r of calls) {
          expect(r.status).toBe(403);
          expect(r.body).toEqual({ status: -1, msg: 'No such session', data: null });
        }
      }
      const audited = await t.db.kysely.selectFrom('audit_log').select('target').where('action', '=', 'forbidden').execute();
      expect(audited.map((a) => a.target)).toContain(`GET ${OPEN}/listMoreMsg`);
      // The owner is served as before.
      expect((await owner.call('GET', `${OPEN}/listCurrentSessionMsg?sessionId=${sessionId}`)).status).toBe(200);
    });
  });
}
