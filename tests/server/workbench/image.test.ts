import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { convert, newVisitor, readyAgent, type TestAgent, type TestVisitor } from '../../helpers/conversation';
import { createTestApp, DIALECTS, EVENT_WAIT_MS, nextEvent, type TestApp } from '../../helpers/test-app';
import { API } from './fixture';

for (const dialect of DIALECTS) {
  describe(`legacy sendImgMsg (${dialect})`, () => {
    let t: TestApp;
    let a1: TestAgent;
    let a2: TestAgent;
    let visitor: TestVisitor;
    let sessionId: string;
    let png: Buffer;

    const send = async (token: string, fields: Record<string, string>, bytes: Buffer) => {
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) form.append(k, v);
      form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'photo.png');
      const res = await fetch(`${t.url}${API}/workbench/sendImgMsg`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
      return { status: res.status, body: (await res.json()) as { status: number; msg: string; data: { errors?: unknown[]; type?: string; content?: string } } };
    };

    beforeAll(async () => {
      t = await createTestApp(dialect);
      png = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#c00' } }).png().toBuffer();
      a1 = await readyAgent(t, 'agent1');
      a2 = await readyAgent(t, 'agent2', { ready: false });
      visitor = await newVisitor(t);
      const assigned = nextEvent(a1.socket, 'newSession');
      sessionId = (await convert(visitor)).sessionId;
      await assigned;
    });
    afterAll(() => t?.close());

    it('uploads and sends an image in one call; the visitor receives it', async () => {
      const got = nextEvent(visitor.socket, 'chatMessage', EVENT_WAIT_MS, (m: { type?: string; content?: string }) => m.type === 'image');
      const r = await send(a1.token, { sessionId, clientMsgId: 'img-1' }, png);
      expect(r.body).toMatchObject({ status: 0, data: { type: 'image' } });
      expect(r.body.data.content).toMatch(/^\/uploads\//);
      expect((await got).content).toBe(r.body.data.content);
    });

    it("refuses a non-image, a missing session id and another agent's session", async () => {
      expect((await send(a1.token, { sessionId }, Buffer.from('not an image'))).status).toBe(400);
      const missing = await send(a1.token, {}, png);
      expect(missing.status).toBe(400);
      expect(missing.body.data.errors).toEqual([{ field: 'sessionId', message: 'is required' }]);
      expect(await send(a2.token, { sessionId }, png)).toMatchObject({ status: 403, body: { status: -1, msg: 'No such session' } });
    });
  });
}
