import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DIALECTS, type TestApp } from '../../helpers/test-app';
import { API } from './fixture';

for (const dialect of DIALECTS) {
  describe(`waybill lookups (${dialect})`, () => {
    let t: TestApp;
    let token: string;
    const post = (path: string, body: unknown, tk = token) => t.call('POST', `${API}/${path}`, { token: tk, body });

    beforeAll(async () => {
      t = await createTestApp(dialect);
      token = await t.login('agent1');
    });
    afterAll(() => t?.close());

    it('shows an agent the whole waybill, unmasked, with tracks, problems, outlet and warnings', async () => {
      const info = await post('waybill/wayBillInfo', { waybillNo: 'kd100200300403' });
      expect(info.body).toMatchObject({ status: 0, data: { waybillNo: 'KD100200300403', type: 'kd', senderPhone: '13500135005', status: 'exception' } });
      const detail = await post('waybill/getWayBillInfoDetail', { waybillNo: 'KD100200300403' });
      expect(detail.body.data.tracks.length).toBeGreaterThan(2);
      expect(detail.body.data.problems[0]).toMatchObject({ problemCode: 'P03', status: 'open' });
      expect(detail.body.data.sendOutlet).toMatchObject({ code: 'HZ002', name: { zh: '杭州西湖营业部' } });
      expect(detail.body.data.warnings[0]).toMatchObject({ level: 3, deptCode: 'HUB' });
    });

    it('answers tracks newest first, the latest track, and the route through the cities', async () => {
      const tracks = (await post('waybill/queryYmWaybillTracks', { waybillNo: 'KY2024000101' })).body.data;
      expect(tracks.type).toBe('ky');
      const ats = tracks.tracks.map((x: { at: number }) => x.at);
      expect(ats).toEqual([...ats].sort((a: number, b: number) => b - a));
      const info = (await post('waybill/trackInfo', { waybillNo: 'KY2024000101' })).body.data;
      expect(info).toMatchObject({ status: 'in_transit', trackCount: tracks.tracks.length, lastTrack: tracks.tracks[0] });
      const route = (await post('waybill/routDetilInfo', { waybillNo: 'KY2024000101' })).body.data.route;
      expect(route.map((n: { city: string }) => n.city)).toEqual(['深圳', '长沙', '武汉']);
      expect(route[2].leftAt).toBeNull();
    });

    it('says plainly when a waybill or an outlet does not exist', async () => {
      const r = await post('waybill/wayBillInfo', { waybillNo: 'KD999999999999' });
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ status: -1, msg: 'No waybill KD999999999999 was found' });
      expect((await post('waybill/queryOrgDetail', { orgCode: 'NOPE' })).body).toMatchObject({ status: -1, msg: 'No outlet NOPE was found' });
    });

    it('pages problem records and finds outlets by keyword and type', async () => {
      const page = (await post('waybill/queryProblemInfoPage', { pageNum: 1, pageSize: 2 })).body.data;
      expect(page).toMatchObject({ total: 4, pageNum: 1, pageSize: 2 });
      expect(page.records).toHaveLength(2);
      const open = (await post('waybill/queryProblemInfoPage', { waybillNo: 'KD100200300401', status: 'closed' })).body.data;
      expect(open.total).toBe(1);
      expect((await post('waybill/queryOrgDetail', { orgCode: 'SZ101' })).body.data).toMatchObject({ type: 'ky', city: '深圳', manager: '邓伟' });
      const all = (await post('orgInfo/queryAllNetOrgInfo', {})).body.data;
      expect(all.length).toBe(30);
      const freight = (await post('orgInfo/queryAllNetOrgInfo', { type: 'ky' })).body.data;
      expect(freight.every((o: { type: string }) => o.type === 'ky')).toBe(true);
      const shanghai = (await post('orgInfo/queryAllNetOrgInfo', { keyword: '上海' })).body.data;
      expect(shanghai.map((o: { code: string }) => o.code)).toEqual(['SH001', 'SH002', 'SH101']);
      const anyCase = (await post('orgInfo/queryAllNetOrgInfo', { keyword: 'qingPU' })).body.data;
      expect(anyCase.map((o: { code: string }) => o.code)).toEqual(['SH101']);
    });

    it('tells express from freight and checks the format', async () => {
      const check = async (no: string) => (await t.call('GET', `${API}/workbench/checkWaybillType?waybillNo=${encodeURIComponent(no)}`, { token })).body.data;
      expect(await check('KD100200300401')).toEqual({ waybillNo: 'KD100200300401', valid: true, type: 'kd', exists: true });
      expect(await check('9012345678')).toEqual({ waybillNo: '9012345678', valid: true, type: 'ky', exists: true });
      expect(await check('ky123456789012')).toEqual({ waybillNo: 'KY123456789012', valid: true, type: 'ky', exists: false });
      expect(await check('13800138000')).toMatchObject({ valid: false, type: null });
      expect(await check('hello')).toMatchObject({ valid: false, type: null });
      const missing = await t.call('GET', `${API}/workbench/checkWaybillType`, { token });
      expect(missing.status).toBe(400);
      expect(missing.body.data.errors).toEqual([{ field: 'waybillNo', message: 'is required' }]);
    });

    it('refuses bad input with 400 and the fields at fault', async () => {
      const noNo = await post('waybill/wayBillInfo', {});
      expect(noNo.status).toBe(400);
      expect(noNo.body.data.errors).toEqual([{ field: 'waybillNo', message: 'is required' }]);
      const bad = await post('waybill/queryYmWaybillTracks', { waybillNo: '../etc/passwd' });
      expect(bad.body.data.errors).toEqual([{ field: 'waybillNo', message: 'is not in the expected format' }]);
      const paging = await post('waybill/queryProblemInfoPage', { pageNum: 0, pageSize: 501 });
      expect(paging.body.data.errors.map((e: { field: string }) => e.field).sort()).toEqual(['pageNum', 'pageSize']);
      const extra = await post('orgInfo/queryAllNetOrgInfo', { type: 'air' });
      expect(extra.body.data.errors).toEqual([{ field: 'type', message: 'must be one of kd, ky' }]);
      expect((await post('dictData/findDictData', {})).status).toBe(400);
    });

    it('serves dictionaries, type codes and complaint departments', async () => {
      const depts = (await post('dictData/findDictData', { dictType: 'complaint_dept' })).body.data;
      expect(depts[0]).toMatchObject({ code: 'CS', name: { en: 'Customer service centre', zh: '客服中心' } });
      expect((await post('dictData/findDictData', { dictType: 'nothing_here' })).body.data).toEqual([]);
      const big = (await t.call('GET', `${API}/workBill/queryWorkBillBigType`, { token })).body.data;
      expect(big.map((b: { code: string }) => b.code)).toEqual(['CMP', 'QRY', 'CLM', 'URG']);
      const small = (await t.call('GET', `${API}/workBill/queryWorkBillSmallType?bigType=CLM`, { token })).body.data;
      expect(small.map((b: { code: string }) => b.code)).toEqual(['CLM01', 'CLM02', 'CLM03']);
      expect((await t.call('GET', `${API}/workBill/queryWorkBillSmallType`, { token })).status).toBe(400);
      const dept = (await t.call('GET', `${API}/workBill/queryComplaintDept`, { token })).body.data;
      expect(dept).toHaveLength(5);
    });

    it('lists abnormal records, warnings by waybill and sales work orders', async () => {
      const ab = (await post('workBill/queryAbnormalInfoPage', { waybillNo: '9012345678' })).body.data;
      expect(ab).toMatchObject({ total: 1, records: [{ abnormalCode: 'A01', orgCode: 'TJ001' }] });
      const warns = (await post('workBill/queryCcWarnMsgByWaybill', { waybillNo: 'SF1234567890' })).body.data;
      expect(warns).toHaveLength(1);
      const sales = (await post('workBill/findSaleWorkOrderList', { phone: '13800138001' })).body.data;
      expect(sales.records[0]).toMatchObject({ orderNo: 'SO20240001', waybillNo: 'KD100200300401' });
      expect((await post('workBill/findSaleWorkOrderList', { phone: 'abc' })).status).toBe(400);
    });

    it('keeps department warnings for supervisors', async () => {
      expect((await post('workBill/queryCcWarnMsgByDept', { deptCode: 'DLV' })).status).toBe(403);
      const sup = await t.login('supervisor');
      const r = await post('workBill/queryCcWarnMsgByDept', { deptCode: 'DLV' }, sup);
      expect(r.body.data).toMatchObject({ total: 2, pageNum: 1, pageSize: 20 });
      expect((await post('workBill/queryCcWarnMsgByDept', {}, sup)).status).toBe(400);
    });

    it('refuses callers without a token', async () => {
      expect((await t.call('POST', `${API}/waybill/wayBillInfo`, { body: { waybillNo: 'KD100200300401' } })).status).toBe(401);
      expect((await t.call('GET', `${API}/workbench/checkWaybillType?waybillNo=KD100200300401`)).status).toBe(401);
    });
  });
}
