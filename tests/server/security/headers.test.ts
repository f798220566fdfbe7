import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DIALECTS, type TestApp } from '../../helpers/test-app';

/** A built bundle's two pages, as `npm run build` writes them: scripts by address only. */
function fakeDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ccim-dist-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  for (const page of ['index', 'visitor']) {
    fs.writeFileSync(path.join(dir, `${page}.html`), `<!doctype html><div id="root"></div><script type="module" src="/assets/${page}.js"></script>`);
  }
  return dir;
}

const directive = (csp: string | null, name: string) => (csp ?? '').split(';').map((d) => d.trim()).find((d) => d.startsWith(`${name} `)) ?? '';

for (const dialect of DIALECTS) {
  describe(`security headers (${dialect})`, () => {
    let t: TestApp;
    let prod: TestApp;
    const dist = fakeDist();
    beforeAll(async () => {
      t = await createTestApp(dialect, { env: { STATIC_DIR: dist, VISITOR_FRAME_ANCESTORS: 'https://shop.example, https://m.example' } });
      prod = await createTestApp(dialect, { env: { NODE_ENV: 'production' } });
    });
    afterAll(async () => {
      await t?.close();
      await prod?.close();
      fs.rmSync(dist, { recursive: true, force: true });
    });

    it('sends a policy without inline script, nosniff and a referrer policy on API answers', async () => {
      for (const r of [await t.call('GET', '/healthz'), await t.call('POST', '/ccim-main/api/agentMgt/list', { body: {} })]) {
        const csp = r.headers.get('content-security-policy');
        expect(directive(csp, 'script-src')).toBe("script-src 'self'");
        expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
        expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
        expect(directive(csp, 'object-src')).toBe("object-src 'none'");
        expect(r.headers.get('x-content-type-options')).toBe('nosniff');
        expect(r.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
        expect(r.headers.get('strict-transport-security')).toBeNull();
      }
    });

    it('serves the sign-in page with no inline script and its script and style as files', async () => {
      const page = await t.call('GET', '/sso/login');
      expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      const scripts = [...(page.body as string).matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
      expect(scripts.length).toBeGreaterThan(0);
      for (const [, attrs, body] of scripts) expect(/src=/.test(attrs) ? body : attrs).toMatch(/^$|type="application\/json"/);
      expect(page.body).not.toMatch(/<style|\son[a-z]+=/i);
      const js = await fetch(`${t.url}/sso/login.js`);
      expect(js.headers.get('content-type')).toMatch(/javascript/);
      expect(await js.text()).toContain("fetch('/sso/api/login'");
      expect((await fetch(`${t.url}/sso/login.css`)).headers.get('content-type')).toMatch(/text\/css/);
    });

    it('lets only the configured sites frame the visitor pages, and nobody the back office', async () => {
      const visitor = await fetch(`${t.url}/newhuang/chat`);
      expect(await visitor.text()).toContain('/assets/visitor.js');
      expect(directive(visitor.headers.get('content-security-policy'), 'frame-ancestors')).toBe("frame-ancestors 'self' https://shop.example https://m.example");
      expect(visitor.headers.get('x-frame-options')).toBeNull();
      const evaluation = await fetch(`${t.url}/evaluate/abc`);
      expect(directive(evaluation.headers.get('content-security-policy'), 'frame-ancestors')).toContain('https://shop.example');
      const back = await fetch(`${t.url}/agentMgt`);
      expect(await back.text()).toContain('/assets/index.js');
      expect(directive(back.headers.get('content-security-policy'), 'frame-ancestors')).toBe("frame-ancestors 'none'");
      expect(back.headers.get('x-frame-options')).toBe('DENY');
    });

    it('sends HSTS only in production', async () => {
      const r = await prod.call('GET', '/healthz');
      expect(r.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
      expect(r.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
    });
  });
}
