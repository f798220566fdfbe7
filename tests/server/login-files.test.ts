import http from 'node:http';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** A raw GET: fetch would decode the body itself, and the point here is what goes over the wire. */
function get(url: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('the sign-in page’s script and style, served like the built assets (sqlite)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(() => t?.close());

  it('names them by a hash of their content, caches them for a year and sends them compressed', async () => {
    const page = (await get(`${t.url}/sso/login`)).body.toString();
    const js = page.match(/<script src="(\/sso\/login\.[\w-]+\.js)">/)?.[1];
    const css = page.match(/<link rel="stylesheet" href="(\/sso\/login\.[\w-]+\.css)">/)?.[1];
    expect(js).toBeDefined();
    expect(css).toBeDefined();

    const plain = await get(`${t.url}${js}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toMatch(/javascript/);
    expect(plain.body.toString()).toContain("getElementById('texts')");

    const br = await get(`${t.url}${js}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(br.headers['cache-control']).toMatch(/max-age=31536000.*immutable/);
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    expect(zlib.brotliDecompressSync(br.body).equals(plain.body)).toBe(true);

    const gz = await get(`${t.url}${css}`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['content-type']).toMatch(/text\/css/);
    expect(gz.headers['cache-control']).toMatch(/immutable/);
    expect(zlib.gunzipSync(gz.body).toString()).toContain('box-sizing');
  });

  it('still answers the plain name, compressed and revalidated by its ETag', async () => {
    const first = await get(`${t.url}/sso/login.js`, { 'accept-encoding': 'br' });
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.etag).toBeTruthy();
    const again = await get(`${t.url}/sso/login.js`, { 'accept-encoding': 'br', 'if-none-match': first.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });
});
