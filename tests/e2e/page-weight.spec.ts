import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, test } from './journey';
import { DEMO_PASSWORD } from './pages/shell';

/** The bytes as they travel (a browser decodes them; here we want to see the encoding). */
const raw = (url: string, encoding: string) =>
  new Promise<{ encoding: string | undefined; vary: string | undefined; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': encoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ encoding: res.headers['content-encoding'], vary: res.headers.vary, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });

test('the back office opens on the small sign-in page, prefetches the application while the user types, then opens', async ({ page, baseURL }) => {
  const assets: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/assets/')) assets.push(r.url());
  });
  await page.addInitScript(() => localStorage.setItem('ccim_locale', 'en'));
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Customer service back-office' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/sso/login');
  // Nothing of the application was downloaded to show the sign-in page.
  expect(assets).toEqual([]);

  const entry = (fs.readFileSync(path.resolve('dist/index.html'), 'utf8').match(/src="(\/assets\/main-[^"]+\.js)"/) ?? [])[1];
  expect(entry).toBeTruthy();
  const prefetched = page.waitForRequest((r) => r.url() === `${baseURL}${entry}`);
  await page.getByLabel('User name').fill('supervisor');
  await prefetched;
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('user-name')).toBeVisible();

  // The entry as it travels: brotli for a browser that accepts it, decoding to exactly the built file.
  const built = fs.readFileSync(path.resolve(`dist${entry}`));
  const br = await raw(`${baseURL}${entry}`, 'gzip, deflate, br');
  expect(br.encoding).toBe('br');
  expect(br.vary).toMatch(/Accept-Encoding/i);
  expect(zlib.brotliDecompressSync(br.body).equals(built)).toBe(true);
  expect(br.body.length).toBeLessThan(built.length / 2);
  const gz = await raw(`${baseURL}${entry}`, 'gzip');
  expect(gz.encoding).toBe('gzip');
  expect(zlib.gunzipSync(gz.body).equals(built)).toBe(true);
});
