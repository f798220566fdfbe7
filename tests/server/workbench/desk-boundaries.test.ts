import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DIALECTS, type TestApp } from '../../helpers/test-app';
import { API } from './fixture';

/** Every desk call of api-contract.md (workbench, waybill, work bill, outlets, files, dictionaries) with its method. */
const CALLS: [method: 'GET' | 'POST' | 'PUT', path: string][] = [
  ['GET', 'workbench/listSession'],
  ['GET', 'workbench/listTransferAgent'],
  ['GET', 'workbench/listMsg'],
  ['GET', 'workbench/listMoreMsg'],
  ['GET', 'workbench/listQuickReply'],
  ['GET', 'workbench/pub/listQuickReply'],
  ['POST', 'workbench/invitationSatisfaction'],
  ['GET', 'workbench/checkWaybillType'],
  ['PUT', 'workbench/readMsg'],
  ['PUT', 'workbench/clear'],
  ['PUT', 'workbench/confirmTransfer'],
  ['PUT', 'workbench/clickQuickReply'],
  ['PUT', 'workbench/pullBlock'],
  ['POST', 'workbench/msg/revocation'],
  ['POST', 'workbench/sendImgUrlMsg'],
  ['POST', 'workbench/uploadImg'],
  ['POST', 'workbench/sendImgMsg'],
  ['POST', 'waybill/queryYmWaybillTracks'],
  ['POST', 'waybill/queryProblemInfoPage'],
  ['POST', 'waybill/trackInfo'],
  ['POST', 'waybill/routDetilInfo'],
  ['POST', 'waybill/wayBillInfo'],
  ['POST', 'waybill/getWayBillInfoDetail'],
  ['POST', 'waybill/queryOrgDetail'],
  ['POST', 'workBill/queryAbnormalInfoPage'],
  ['POST', 'workBill/queryCcWarnMsgByDept'],
  ['POST', 'workBill/queryCcWarnMsgByWaybill'],
  ['GET', 'workBill/queryWorkBillBigType'],
  ['GET', 'workBill/queryWorkBillSmallType'],
  ['POST', 'workBill/createWorkBill'],
  ['POST', 'workBill/queryWorkBillPage'],
  ['POST', 'workBill/queryWorkBillProcessing'],
  ['PUT', 'workBill/inValidWorkBill'],
  ['PUT', 'workBill/urgeWorkBill'],
  ['POST', 'workBill/findSaleWorkOrderList'],
  ['GET', 'workBill/queryComplaintDept'],
  ['POST', 'orgInfo/queryAllNetOrgInfo'],
  ['POST', 'baseoss/filesystem/getFileInfos'],
  ['GET', 'baseoss/filesystem/downloadFile'],
  ['POST', 'dictData/findDictData'],
];
const JSON_BODY = CALLS.filter(([m, p]) => m !== 'GET' && !/uploadImg|sendImgMsg/.test(p));

for (const dialect of DIALECTS) {
  describe(`desk call boundaries (${dialect})`, () => {
    let t: TestApp;
    let agent: string;
    let supervisor: string;

    beforeAll(async () => {
      t = await createTestApp(dialect);
      agent = await t.login('agent1');
      supervisor = await t.login('supervisor');
    });
    afterAll(() => t?.close());

    it('answers 401 with the envelope to every call without a token, and never 404', async () => {
      for (const [method, path] of CALLS) {
        const r = await t.call(method, `${API}/${path}`, method === 'GET' ? {} : { body: {} });
        expect({ path, status: r.status, envelope: r.body?.status }).toEqual({ path, status: 401, envelope: -1 });
      }
    });

    it('refuses a body field it does not know with 400 and the field at fault', async () => {
      for (const [method, path] of JSON_BODY) {
        // Department warnings are a supervisor's call (an agent is refused before the body is read).
        const token = path === 'workBill/queryCcWarnMsgByDept' ? supervisor : agent;
        const r = await t.call(method, `${API}/${path}`, { token, body: { sneaky: 'x' } });
        expect({ path, status: r.status }).toEqual({ path, status: 400 });
        expect(r.body.status).toBe(-1);
        expect(r.body.data.errors.length).toBeGreaterThan(0);
        expect(JSON.stringify(r.body)).not.toMatch(/at .*\.ts:\d+/);
      }
    });

    it('refuses malformed waybill numbers and paging on the record lists', async () => {
      const post = (path: string, body: unknown) => t.call('POST', `${API}/${path}`, { token: agent, body });
      const abnormal = await post('workBill/queryAbnormalInfoPage', { waybillNo: 'KD 1002;--', pageSize: 501 });
      expect(abnormal.body.data.errors.map((e: { field: string }) => e.field).sort()).toEqual(['pageSize', 'waybillNo']);
      expect((await post('workBill/queryCcWarnMsgByWaybill', {})).body.data.errors).toEqual([{ field: 'waybillNo', message: 'is required' }]);
      for (const path of ['waybill/trackInfo', 'waybill/routDetilInfo', 'waybill/getWayBillInfoDetail']) {
        const r = await post(path, { waybillNo: '<script>' });
        expect({ path, errors: r.body.data.errors }).toEqual({ path, errors: [{ field: 'waybillNo', message: 'is not in the expected format' }] });
      }
      expect((await post('waybill/queryOrgDetail', {})).status).toBe(400);
    });
  });
}
