import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp, type App } from '../../adapter-server/src/app';
import { loadConfig } from '../../adapter-server/src/config';
import { createLogger } from '../../adapter-server/src/log';
import { seedDemo } from '../../adapter-server/src/seed/index';
import { DEMO_PASSWORD, DIALECTS, openTestDb } from '../helpers/test-app';

/** The JSON lines the server wrote, parsed. */
class Lines extends Writable {
  readonly all: Record<string, any>[] = [];
  raw = '';
  override _write(chunk: Buffer, _enc: string, done: () => void) {
    this.raw += chunk.toString();
    for (const l of chunk.toString().split('\n').filter(Boolean)) this.all.push(JSON.parse(l));
    done();
  }
}

for (const dialect of DIALECTS) {
  describe(`structured logs (${dialect})`, () => {
    const lines = new Lines();
    let app: App;
    let url: string;
    let drop: () => Promise<void>;
    beforeAll(async () => {
      const opened = await openTestDb(dialect);
      drop = opened.drop;
      const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'info', STATIC_DIR: '', UPLOAD_DIR: 'data/test-uploads' } as NodeJS.ProcessEnv);
      config.staticDir = undefined;
      expect(config.logFormat).toBe('json');
      app = await createApp({ db: opened.db, config, logger: createLogger(config, lines) });
      await seedDemo(opened.db.kysely, DEMO_PASSWORD);
      await new Promise<void>((resolve) => app.http.listen(0, '127.0.0.1', resolve));
      url = `http://127.0.0.1:${(app.http.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      await app?.close();
      await drop?.();
    });

    it('writes one JSON line per request with its id, route, status and caller, never a password, token or body', async () => {
      const login = await fetch(`${url}/sso/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: DEMO_PASSWORD }) });
      const token = ((await login.json()) as { data: { token: string } }).data.token;
      const list = await fetch(`${url}/ccim-main/api/agentMgt/list`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: '{}' });
      const doc = await fetch(`${url}/ccim-main/api/openapi.json?secret=in-the-query`);
      expect(doc.status).toBe(200);
      expect(list.status).toBe(200);
      const id = list.headers.get('x-request-id');
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      await list.text();
      const line = await vi.waitFor(() => lines.all.find((l) => l.req?.id === id) ?? Promise.reject(new Error('no line yet')));
      expect(line).toMatchObject({ level: 30, service: 'ccim', req: { method: 'POST', path: '/ccim-main/api/agentMgt/list' }, res: { statusCode: 200 } });
      expect(line!.userId).toEqual(expect.any(String));
      expect(lines.all.find((l) => l.req?.path === '/sso/api/login')).toBeDefined();
      await doc.text();
      // Written when the answer has gone out, which may be just after the client has it.
      await vi.waitFor(() => expect(lines.all.find((l) => l.req?.id === doc.headers.get('x-request-id'))?.req.path).toBe('/ccim-main/api/openapi.json'));
      for (const secret of [DEMO_PASSWORD, token, 'in-the-query']) expect(lines.raw).not.toContain(secret);
    });

    it("keeps a proxy's request id and logs a refusal as a warning", async () => {
      const r = await fetch(`${url}/ccim-main/api/agentMgt/list`, { method: 'POST', headers: { 'x-request-id': 'haproxy-0001-abcd' } });
      expect(r.status).toBe(401);
      expect(r.headers.get('x-request-id')).toBe('haproxy-0001-abcd');
      await r.text();
      expect(await vi.waitFor(() => lines.all.find((l) => l.req?.id === 'haproxy-0001-abcd') ?? Promise.reject(new Error('no line yet')))).toMatchObject({ level: 40, res: { statusCode: 401 } });
    });
  });
}
