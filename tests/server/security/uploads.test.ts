import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { convert, newVisitor, type TestVisitor } from '../../helpers/conversation';
import { createTestApp, DIALECTS, type TestApp } from '../../helpers/test-app';

const MAIN = '/ccim-main/api';

/** A raw multipart body, so a test can send what FormData never would. */
function rawForm(filename: string, bytes: Buffer, boundary = 'b0undary', nameParam = `filename="${filename}"`): Buffer {
  return Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; ${nameParam}\r\nContent-Type: image/png\r\n\r\n`, 'latin1'),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
}

for (const dialect of DIALECTS) {
  describe(`uploads (${dialect})`, () => {
    let t: TestApp;
    let png: Buffer;
    let owner: TestVisitor;
    let stranger: TestVisitor;
    let sessionId: string;
    let url: string;

    const post = (path: string, token: string, body: string | Buffer | FormData, contentType?: string) =>
      fetch(`${t.url}${MAIN}${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, ...(contentType ? { 'content-type': contentType } : {}) }, body }).then(
        async (r) => ({ status: r.status, body: (await r.json()) as { status: number; msg: string; data: any } }),
      );
    const uploadImg = (token: string, bytes: Buffer, name = 'photo.png') => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), name);
      return post('/openChannel/uploadImg', token, form);
    };
    const get = (path: string, headers: Record<string, string> = {}) => fetch(`${t.url}${path}`, { headers }).then((r) => r.status);

    beforeAll(async () => {
      t = await createTestApp(dialect, { env: { UPLOAD_QUOTA_COUNT: '8', UPLOAD_QUOTA_BYTES: '300000' } });
      png = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#36c' } }).png().toBuffer();
      owner = await newVisitor(t);
      stranger = await newVisitor(t);
      sessionId = (await convert(owner)).sessionId;
      const up = await uploadImg(owner.token, png);
      url = up.body.data.url;
      const sent = await owner.call('POST', `${MAIN}/openChannel/sendImgUrlMsg`, { sessionId, url });
      expect(sent.body.status).toBe(0);
    });
    afterAll(async () => {
      [owner, stranger].forEach((v) => v?.socket.disconnect());
      await t?.close();
    });

    it('refuses an image to a request with no sign-in', async () => {
      expect(await get(url)).toBe(401);
    });

    it('refuses an image to another visitor, by token or by their own image ticket', async () => {
      expect(await get(url, { 'x-visitor-token': stranger.token })).toBe(403);
      const theirs = await stranger.call('GET', `${MAIN}/openChannel/listCurrentSessionMsg`);
      expect(await get(`${url}?ticket=${encodeURIComponent(theirs.body.data.imageTicket)}`)).toBe(403);
    });

    it('refuses a visitor who sends another visitor\'s image into their own chat (and so could read it)', async () => {
      const theirSession = (await convert(stranger)).sessionId;
      const stolen = await stranger.call('POST', `${MAIN}/openChannel/sendImgUrlMsg`, { sessionId: theirSession, url });
      expect(stolen.status).toBe(403);
      expect(stolen.body.msg).toBe('You can only send images you uploaded yourself');
      expect(await get(url, { 'x-visitor-token': stranger.token })).toBe(403);
      const own = await uploadImg(stranger.token, png);
      expect((await stranger.call('POST', `${MAIN}/openChannel/sendImgUrlMsg`, { sessionId: theirSession, url: own.body.data.url })).body.status).toBe(0);
    });

    it('serves the image to the visitor of the session, by token or by the ticket their page carries', async () => {
      expect(await get(url, { 'x-visitor-token': owner.token })).toBe(200);
      const current = await owner.call('GET', `${MAIN}/openChannel/listCurrentSessionMsg`);
      const ticket: string = current.body.data.imageTicket;
      expect(await get(`${url}?ticket=${encodeURIComponent(ticket)}`)).toBe(200);
      const [visitorId, exp, mac] = ticket.split('.');
      expect(await get(`${url}?ticket=${visitorId}.${Number(exp) + 1}.${mac}`)).toBe(401);
      expect(await get(`${url}?ticket=${stranger.id}.${exp}.${mac}`)).toBe(401);
    });

    it('serves every image to signed-in staff by bearer or by the sign-on cookie', async () => {
      const token = await t.login('agent1');
      expect(await get(url, { authorization: `Bearer ${token}` })).toBe(200);
      expect(await get(url, { cookie: `ccim_token=${token}` })).toBe(200);
      expect(await get(url, { cookie: 'ccim_token=forged' })).toBe(401);
      const served = await fetch(`${t.url}${url}`, { headers: { authorization: `Bearer ${token}` } });
      expect(served.headers.get('cache-control')).toMatch(/^private/);
    });

    it('answers an unknown or malformed image name with 404', async () => {
      expect(await get('/uploads/..%2f..%2fpackage.json', { 'x-visitor-token': owner.token })).toBe(404);
      expect(await get('/uploads/0000000000000000000a.jpg', { 'x-visitor-token': owner.token })).toBe(403);
    });

    it('refuses a malformed multipart body, a broken image and a NUL in the file name with 400', async () => {
      const noBoundary = await post('/openChannel/uploadImg', owner.token, 'garbage', 'multipart/form-data');
      expect(noBoundary).toMatchObject({ status: 400, body: { status: -1, msg: 'The upload is not a valid multipart form' } });
      const cut = rawForm('a.png', png).subarray(0, 60);
      expect((await post('/openChannel/uploadImg', owner.token, cut, 'multipart/form-data; boundary=b0undary')).status).toBe(400);
      const rawNul = await post('/openChannel/uploadImg', owner.token, rawForm('a\u0000.png', png), 'multipart/form-data; boundary=b0undary');
      expect(rawNul).toMatchObject({ status: 400, body: { msg: 'The upload is not a valid multipart form' } });
      const encodedNul = rawForm('', png, 'b0undary', "filename*=utf-8''a%00.png");
      const nul = await post('/openChannel/uploadImg', owner.token, encodedNul, 'multipart/form-data; boundary=b0undary');
      expect(nul).toMatchObject({ status: 400, body: { msg: 'The file name contains invalid characters' } });
      const broken = await uploadImg(owner.token, png.subarray(0, png.length - 20));
      expect(broken).toMatchObject({ status: 400, body: { msg: 'The file is not a readable image' } });
      const staff = await t.login('agent2');
      const attachment = await post('/baseoss/filesystem/upload', staff, 'garbage', 'multipart/form-data');
      expect(attachment.status).toBe(400);
      const nulAttachment = await post('/baseoss/filesystem/upload', staff, rawForm('', png, 'b0undary', "filename*=utf-8''x%00.pdf"), 'multipart/form-data; boundary=b0undary');
      expect(nulAttachment.status).toBe(400);
    });

    it('refuses uploads past the hourly count with 429 and a clear message, per user', async () => {
      const v = await newVisitor(t);
      for (let i = 0; i < 8; i++) expect((await uploadImg(v.token, png)).status).toBe(200);
      const over = await uploadImg(v.token, png);
      expect(over).toMatchObject({ status: 429, body: { status: -1, msg: 'Upload quota reached: too many files this hour, try again later' } });
      expect(over.body.data.retryAfterSeconds).toBeGreaterThan(0);
      expect((await uploadImg(stranger.token, png)).status).toBe(200);
      v.socket.disconnect();
    });

    it('refuses uploads past the hourly bytes with 429', async () => {
      const v = await newVisitor(t);
      const noisy = await sharp(randomBytes(200 * 200 * 3), { raw: { width: 200, height: 200, channels: 3 } }).png().toBuffer();
      expect(noisy.length).toBeGreaterThan(100_000);
      expect((await uploadImg(v.token, noisy)).status).toBe(200);
      expect((await uploadImg(v.token, noisy)).status).toBe(200);
      const over = await uploadImg(v.token, noisy);
      expect(over).toMatchObject({ status: 429, body: { msg: 'Upload quota reached: too many bytes this hour, try again later' } });
      v.socket.disconnect();
    });
  });
}

for (const dialect of DIALECTS) {
  describe(`upload quota across instances (${dialect})`, () => {
    let a: TestApp;
    let b: TestApp;
    beforeAll(async () => {
      const env = { REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379', UPLOAD_QUOTA_COUNT: '2' };
      a = await createTestApp(dialect, { env });
      b = await createTestApp(dialect, { env, db: a.db, seed: false });
    });
    afterAll(async () => {
      await b?.close();
      await a?.close();
    });

    it('counts a visitor’s uploads in Redis, so a second instance refuses past the quota', async () => {
      const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#0a0' } }).png().toBuffer();
      const v = await newVisitor(a);
      const upload = async (t: TestApp) => {
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'p.png');
        return (await fetch(`${t.url}${MAIN}/openChannel/uploadImg`, { method: 'POST', headers: { authorization: `Bearer ${v.token}` }, body: form })).status;
      };
      expect(await upload(a)).toBe(200);
      expect(await upload(b)).toBe(200);
      expect(await upload(a)).toBe(429);
      expect(await upload(b)).toBe(429);
      v.socket.disconnect();
    });
  });
}
