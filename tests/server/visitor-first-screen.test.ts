import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noticeVersion, type VisitorBoot } from '../../src/common/visitorShell';
import { createTestApp, DIALECTS, type TestApp } from '../helpers/test-app';

/** The built visitor page as Vite leaves it: a placeholder first screen in #root, ended by its marker. */
const TEMPLATE =
  '<!doctype html><html lang="zh-CN"><head><title>x</title><script type="module" src="/assets/visitor-1.js"></script></head>' +
  '<body><div id="root"><p>placeholder</p></div><!--/root--></body></html>';

const bootOf = (html: string): VisitorBoot => JSON.parse(/<script type="application\/json" id="ccim-boot">(.*?)<\/script>/.exec(html)![1]) as VisitorBoot;

for (const dialect of DIALECTS) {
  describe(`the visitor page's first screen, drawn by the server (${dialect})`, () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ccim-first-screen-'));
    let t: TestApp;
    let admin: string;
    beforeAll(async () => {
      fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
      fs.writeFileSync(path.join(dir, 'visitor.html'), TEMPLATE);
      t = await createTestApp(dialect, { env: { STATIC_DIR: dir } });
      admin = await t.login('admin');
    });
    afterAll(async () => {
      await t?.close();
      fs.rmSync(dir, { recursive: true, force: true });
    });

    const page = async (url: string, headers: Record<string, string> = {}) => {
      const res = await fetch(`${t.url}${url}`, { headers });
      expect(res.status).toBe(200);
      expect(res.headers.get('vary')).toMatch(/Cookie/);
      return res.text();
    };

    it('draws the header, the pushed announcement as escaped plain text and the boot data, in the visitor language', async () => {
      const add = await t.call('POST', '/ccim-main/api/noticeMgt/add', { token: admin, body: { title: 'Depot <closed>', content: '<p>Pickups resume on <b>Monday</b> & later.</p>' } });
      const id = add.body.data.id as string;
      expect((await t.call('PUT', `/ccim-main/api/noticeMgt/push/${id}`, { token: admin })).body.status).toBe(0);

      const en = await page('/newhuang/chat', { 'accept-language': 'en-US,en;q=0.9' });
      expect(en).toContain('<html lang="en">');
      expect(en).toContain('<h1>Customer service</h1>');
      expect(en).toContain('<div class="notice" role="note"><span><strong>Announcement</strong> Depot &lt;closed&gt;: Pickups resume on Monday &amp; later.</span>');
      expect(en).toContain('<p class="muted center">Loading…</p>');
      expect(en).not.toContain('placeholder');
      // The scripts stay as built; the boot data carries what the app would have asked for, with no way to end its element.
      expect(en).toContain('src="/assets/visitor-1.js"');
      const boot = bootOf(en);
      expect(boot.config).toMatchObject({ apiHost: '', socketHost: '' });
      expect(boot.notice).toMatchObject({ id, title: 'Depot <closed>', content: '<p>Pickups resume on <b>Monday</b> &amp; later.</p>' });
      expect(en).not.toContain('<closed>');
      expect((await t.call('GET', '/ccim-robot/api/im/homeAnnouncement', { headers: { 'x-visitor-token': (await t.call('GET', '/ccim-robot/api/im/getCurrentUser?channel=100')).body.data.visitorToken } })).body.data).toEqual(boot.notice);

      // Chinese from the browser's language, or from the visitor's own choice (cookie) over it.
      const zh = await page('/newhuang/chat', { 'accept-language': 'zh-CN,zh;q=0.9' });
      expect(zh).toContain('<html lang="zh-CN">');
      expect(zh).toContain('<strong>公告</strong>');
      expect(await page('/newhuang/chat', { 'accept-language': 'zh-CN', cookie: 'ccim_locale=en' })).toContain('<strong>Announcement</strong>');

      // Dismissed in this browser (the cookie names this version): not drawn, still in the boot data.
      const dismissed = await page('/newhuang/chat', { cookie: `other=1; ccim_notice_dismissed=${encodeURIComponent(noticeVersion(boot.notice!))}` });
      expect(dismissed).not.toContain('class="notice"');
      expect(bootOf(dismissed).notice?.id).toBe(id);
      // An older version dismissed, or a cookie that does not decode: drawn.
      expect(await page('/newhuang/chat', { cookie: `ccim_notice_dismissed=${id}:1:abc` })).toContain('class="notice"');
      expect(await page('/newhuang/chat', { cookie: 'ccim_notice_dismissed=%E0%A4%A' })).toContain('class="notice"');
      // The AI chat draws none, but carries it for the classic chat it may hand over to.
      const ai = await page('/newhuang/aiChat', { 'accept-language': 'en' });
      expect(ai).not.toContain('class="notice"');
      expect(bootOf(ai).notice?.id).toBe(id);
      await t.call('DELETE', `/ccim-main/api/noticeMgt/delete/${id}`, { token: admin });
    });

    it('draws no announcement on the AI chat and the evaluation page, each under its own title', async () => {
      const ai = await page('/newhuang/aiChat', { 'accept-language': 'en' });
      expect(ai).toContain('<h1>AI assistant</h1>');
      expect(ai).not.toContain('class="notice"');
      const evaluate = await page('/evaluate/s-1', { 'accept-language': 'zh' });
      expect(evaluate).toContain('<h1>服务评价</h1>');
      expect(bootOf(evaluate).notice).toBeNull();
    });
  });
}
