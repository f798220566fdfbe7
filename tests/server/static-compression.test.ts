import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** A raw GET: fetch would decode the body itself, and the point here is what goes over the wire. */
function get(url: string, headers: Record<string, string> = {}, method = 'GET', body?: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('the built files and answers, compressed (sqlite)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ccim-static-'));
  // A bundle the way the build leaves it: the file, and beside it the same bytes in brotli and gzip.
  const bundle = Buffer.from(`console.log(${JSON.stringify('运单 waybill '.repeat(400))});\n`);
  let t: TestApp;

  beforeAll(async () => {
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'assets', 'main-abc123.js'), bundle);
    fs.writeFileSync(path.join(dir, 'assets', 'main-abc123.js.br'), zlib.brotliCompressSync(bundle));
    fs.writeFileSync(path.join(dir, 'assets', 'main-abc123.js.gz'), zlib.gzipSync(bundle));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><script type="module" src="/assets/main-abc123.js"></script><div id="root"></div>');
    fs.writeFileSync(path.join(dir, 'visitor.html'), '<!doctype html><div id="visitor"></div>');
    t = await createTestApp('sqlite', { env: { STATIC_DIR: dir } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('sends the brotli file to a browser that accepts it, the gzip one otherwise, the plain one to the rest', async () => {
    const br = await get(`${t.url}/assets/main-abc123.js`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toMatch(/immutable/);
    expect(br.body.length).toBeLessThan(bundle.length / 4);
    expect(zlib.brotliDecompressSync(br.body).equals(bundle)).toBe(true);

    const gz = await get(`${t.url}/assets/main-abc123.js`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).equals(bundle)).toBe(true);

    const plain = await get(`${t.url}/assets/main-abc123.js`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(bundle)).toBe(true);
  });

  it('compresses JSON answers above 4 KB and leaves smaller ones alone', async () => {
    const token = await t.login('admin');
    const menu = await get(`${t.url}/sso/api/queryCurrentUserMenu`, { 'accept-encoding': 'gzip', authorization: `Bearer ${token}` }, 'POST');
    expect(menu.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(menu.body).toString()).status).toBe(0);
    // An agent's menu, between 1 and 4 KB: worth less than the compressing costs.
    const agentToken = await t.login('agent1');
    const mid = await get(`${t.url}/sso/api/queryCurrentUserMenu`, { 'accept-encoding': 'gzip', authorization: `Bearer ${agentToken}` }, 'POST');
    expect(mid.headers['content-encoding']).toBeUndefined();
    expect(mid.body.length).toBeGreaterThan(1024);
    expect(mid.body.length).toBeLessThan(4096);
    const small = await get(`${t.url}/healthz`, { 'accept-encoding': 'gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString()).status).toBe(0);
  });

  it('never compresses the AI chat event stream (a compressor would hold its events back)', async () => {
    const visitorToken = (await t.call('GET', '/ccim-robot/api/im/getCurrentUser?channel=100')).body.data.visitorToken as string;
    const res = await get(
      `${t.url}/ccim-robot/api/aics/chat`,
      { 'accept-encoding': 'gzip, br', 'content-type': 'application/json', 'x-visitor-token': visitorToken },
      'POST',
      JSON.stringify({ question: '运费怎么算的？' }),
    );
    expect(res.headers['content-type']).toMatch(/text\/event-stream/);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString()).toContain('event: done');
  });

  it('sends a browser without a session to the sign-in page before it downloads the back office', async () => {
    const away = await get(`${t.url}/workbench?tab=1`);
    expect(away.status).toBe(302);
    expect(away.headers.location).toBe('/sso/login?redirect=%2Fworkbench%3Ftab%3D1');
    // The sign-in page is small and names the application's first files, to prefetch while the user types.
    const login = await get(`${t.url}${away.headers.location}`);
    expect(login.status).toBe(200);
    expect(login.body.toString()).toContain('<script type="application/json" id="prefetch">["/assets/main-abc123.js"]</script>');
    expect(login.body.toString()).not.toMatch(/<script[^>]+src="\/assets\//);

    const token = await t.login('agent1');
    const inside = await get(`${t.url}/workbench`, { cookie: `ccim_token=${token}` });
    expect(inside.status).toBe(200);
    expect(inside.body.toString()).toContain('main-abc123.js');
    // A signed-out (revoked) session's cookie is sent to sign in again.
    await t.call('POST', '/sso/api/logout', { token });
    expect((await get(`${t.url}/workbench`, { cookie: `ccim_token=${token}` })).status).toBe(302);
    // Visitor pages need no staff session.
    const visitor = await get(`${t.url}/newhuang/chat`);
    expect(visitor.status).toBe(200);
    expect(visitor.body.toString()).toContain('id="visitor"');
  });

  it('answers a file that is not there with 404, never with a page or the sign-in redirect', async () => {
    for (const file of ['/favicon.ico', '/robots.txt', '/newhuang/logo.png', '/assets/gone-123.js']) {
      const res = await get(`${t.url}${file}`, { accept: 'image/avif,image/webp,*/*' });
      expect({ file, status: res.status }).toEqual({ file, status: 404 });
    }
  });
});
