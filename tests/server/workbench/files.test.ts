import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DIALECTS, type TestApp } from '../../helpers/test-app';
import { API } from './fixture';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

for (const dialect of DIALECTS) {
  describe(`work bill attachments (${dialect})`, () => {
    let t: TestApp;
    let agent1: string;
    let agent2: string;

    const upload = async (token: string, bytes: Buffer, name: string) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), name);
      const res = await fetch(`${t.url}${API}/baseoss/filesystem/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
      return { status: res.status, body: (await res.json()) as any };
    };

    beforeAll(async () => {
      t = await createTestApp(dialect, { env: { UPLOAD_DIR: `data/test-uploads/${dialect}-${Date.now()}` } });
      [agent1, agent2] = await Promise.all([t.login('agent1'), t.login('agent2')]);
    });
    afterAll(() => t?.close());

    it('uploads an image, attaches it to a new work bill, and serves it by id only', async () => {
      const up = await upload(agent1, PNG, '../../破损照片.png');
      expect(up.body).toMatchObject({ status: 0, data: { name: '破损照片.png', mime: 'image/png', size: PNG.length, workBillId: null } });
      const fileId = up.body.data.id;
      const bill = await t.call('POST', `${API}/workBill/createWorkBill`, {
        token: agent1,
        body: { waybillNo: 'KD100200300403', bigType: 'CLM', smallType: 'CLM01', complaintDept: 'CLM', description: 'Broken cups', fileIds: [fileId] },
      });
      expect(bill.body.status).toBe(0);
      const infos = await t.call('POST', `${API}/baseoss/filesystem/getFileInfos`, { token: agent1, body: { workBillId: bill.body.data.id } });
      expect(infos.body.data).toEqual([expect.objectContaining({ id: fileId, workBillId: bill.body.data.id })]);
      const processing = await t.call('POST', `${API}/workBill/queryWorkBillProcessing`, { token: agent1, body: { id: bill.body.data.id } });
      expect(processing.body.data.files).toHaveLength(1);
      const dl = await fetch(`${t.url}${API}/baseoss/filesystem/downloadFile?id=${fileId}`, { headers: { authorization: `Bearer ${agent1}` } });
      expect(dl.status).toBe(200);
      expect(dl.headers.get('content-type')).toBe('image/png');
      expect(dl.headers.get('content-disposition')).toContain("filename*=UTF-8''%E7%A0%B4");
      expect(Buffer.from(await dl.arrayBuffer()).equals(PNG)).toBe(true);
      // The public image folder never serves attachments: they are only reachable through downloadFile.
      expect((await fetch(`${t.url}/uploads/.workbill/${fileId}`)).status).toBe(404);
    });

    it("refuses files that are not images or PDF, and another agent's files", async () => {
      const html = await upload(agent1, Buffer.from('<script>alert(1)</script>'), 'x.png');
      expect(html.status).toBe(400);
      expect(html.body.data.errors).toEqual([{ field: 'file', message: 'is not an image or PDF' }]);
      const mine = (await upload(agent1, PNG, 'a.png')).body.data.id;
      expect((await t.call('POST', `${API}/baseoss/filesystem/getFileInfos`, { token: agent2, body: { ids: [mine] } })).status).toBe(403);
      const dl = await fetch(`${t.url}${API}/baseoss/filesystem/downloadFile?id=${mine}`, { headers: { authorization: `Bearer ${agent2}` } });
      expect(dl.status).toBe(403);
      const attach = await t.call('POST', `${API}/workBill/createWorkBill`, {
        token: agent2,
        body: { waybillNo: 'KD100200300403', bigType: 'CLM', smallType: 'CLM01', complaintDept: 'CLM', description: 'x', fileIds: [mine] },
      });
      expect(attach.status).toBe(400);
      expect(attach.body.data.errors[0].field).toBe('fileIds');
    });

    it('never takes a path: bad ids are 400, unknown ids 404', async () => {
      const traversal = await t.call('GET', `${API}/baseoss/filesystem/downloadFile?id=${encodeURIComponent('x'.repeat(41))}`, { token: agent1 });
      expect(traversal.status).toBe(400);
      expect((await t.call('GET', `${API}/baseoss/filesystem/downloadFile?id=..%2F..%2Fetc%2Fpasswd`, { token: agent1 })).status).toBe(404);
      expect((await t.call('GET', `${API}/baseoss/filesystem/downloadFile`, { token: agent1 })).status).toBe(400);
      expect((await t.call('POST', `${API}/baseoss/filesystem/getFileInfos`, { token: agent1, body: {} })).status).toBe(400);
    });
  });
}
