import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../adapter-server/src/db/ids';
import { DIALECTS } from '../helpers/test-app';
import { mgmtApp, type MgmtApp } from './management/helpers';

const TRACK_EN = 'How do I track my parcel';
const TRACK_ZH = '怎么查询我的快递到哪了';

for (const dialect of DIALECTS) {
  describe(`the public help centre (${dialect})`, () => {
    let t: MgmtApp;
    const page = async (path: string, lang = 'en-GB,en;q=0.9') => {
      const res = await fetch(t.url + path, { headers: { 'accept-language': lang } });
      return { status: res.status, html: await res.text(), type: res.headers.get('content-type') ?? '' };
    };
    const idOf = async (question: string) => (await t.db.kysely.selectFrom('robot_qa').select('id').where('question', '=', question).executeTakeFirstOrThrow()).id;
    beforeAll(async () => {
      t = await mgmtApp(dialect);
    });
    afterAll(() => t?.close());

    it('lists the published entries of the page language by topic, in the language the browser or the link asks for', async () => {
      const en = await page('/help');
      expect(en.status).toBe(200);
      expect(en.type).toContain('text/html');
      expect(en.html).toContain('<html lang="en">');
      expect(en.html).toMatch(/<h2 id="topic-4">Tracking a parcel<\/h2><ul class="topics">.*How do I track my parcel/);
      expect(en.html).not.toContain(TRACK_ZH);
      const zh = await page('/help', 'zh-CN,zh;q=0.9');
      expect(zh.html).toContain('<html lang="zh-CN">');
      expect(zh.html).toContain('<h1>帮助中心</h1>');
      expect(zh.html).toContain(TRACK_ZH);
      expect(zh.html).not.toContain(TRACK_EN);
      // The link's language wins over the browser's; the language switch keeps the channel.
      const asked = await page('/help?lang=en&chat=%2Fysm', 'zh-CN');
      expect(asked.html).toContain(TRACK_EN);
      expect(asked.html).toContain('href="/help?lang=zh&amp;chat=%2Fysm"');
      expect(asked.html).toContain('<input type="hidden" name="chat" value="/ysm">');
      expect(asked.html).toContain('<body style="--brand:#6a1b9a">');
      expect(asked.html).toContain('<a href="/ysm">Chat with us</a>');
      expect((await page('/help?lang=fr')).status).toBe(400);
      expect((await page('/help?chat=https%3A%2F%2Fevil.example')).status).toBe(400);
    });

    it('gives each entry a page of its own with its title, description and a way to a person', async () => {
      const id = await idOf(TRACK_EN);
      const p = await page(`/help/${id}?lang=en`);
      expect(p.status).toBe(200);
      expect(p.html).toContain(`<title>${TRACK_EN} · Help centre</title>`);
      expect(p.html).toMatch(/<meta name="description" content="Send me your waybill number and I will show the latest tracking events\./);
      expect(p.html).toContain(`<link rel="canonical" href="/help/${id}">`);
      expect(p.html).toContain('<b>waybill number</b>');
      expect(p.html).toContain('<a href="/newhuang/chat">Chat with us</a>');
      // Chinese words around an English article: the page is in Chinese, the article says its own language.
      const zh = await page(`/help/${id}?lang=zh`);
      expect(zh.html).toContain('<a href="/newhuang/chat">在线咨询</a>');
      expect(zh.html).toContain('<article lang="en">');
    });

    it('shows no entry an admin unpublished or disabled, nor one out of its validity, and escapes what it shows', async () => {
      const id = await idOf(TRACK_EN);
      const row = await t.db.kysely.selectFrom('robot_qa').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      const edited = await t.api('PUT', '/robotQaMgt/edit', { id, question: row.question, answer: row.answer, classify: row.classify, published: false });
      expect(edited.body).toMatchObject({ status: 0, data: { published: false, enabled: true } });
      expect((await page('/help?lang=en')).html).not.toContain(TRACK_EN);
      const gone = await page(`/help/${id}?lang=en`);
      expect(gone.status).toBe(404);
      expect(gone.html).toContain('This article does not exist or is no longer published.');
      expect((await t.api('PUT', '/robotQaMgt/edit', { id, question: row.question, answer: row.answer, classify: row.classify, published: true })).body.status).toBe(0);
      expect((await page(`/help/${id}`)).status).toBe(200);

      await t.db.kysely.updateTable('robot_qa').set({ enabled: 0 }).where('id', '=', id).execute();
      expect((await page(`/help/${id}`)).status).toBe(404);
      await t.db.kysely.updateTable('robot_qa').set({ enabled: 1, valid_to: Date.now() - 1000 }).where('id', '=', id).execute();
      expect((await page(`/help/${id}`)).status).toBe(404);
      await t.db.kysely.updateTable('robot_qa').set({ valid_to: null }).where('id', '=', id).execute();

      const odd = newId();
      const at = Date.now();
      await t.db.kysely
        .insertInto('robot_qa')
        .values({ id: odd, question: 'Is <b>this</b> "quoted"', similar_questions: '[]', keywords: '[]', answer: '<p>Yes.</p><script>alert(1)</script>', classify: 0, links: JSON.stringify([{ id: 'l', title: 'Rates <x>', url: 'https://example.com/rates' }, { id: 'm', title: 'bad', url: 'javascript:alert(1)' }]), enabled: 1, published: 1, valid_from: null, valid_to: null, hits: 0, created_at: at, updated_at: at })
        .execute();
      const p = await page(`/help/${odd}`);
      expect(p.html).toContain('<h1>Is &lt;b&gt;this&lt;/b&gt; &quot;quoted&quot;</h1>');
      expect(p.html).not.toContain('<script>alert');
      expect(p.html).toContain('<a href="https://example.com/rates" rel="noopener noreferrer" target="_blank">Rates &lt;x&gt;</a>');
      expect(p.html).not.toContain('javascript:');
      expect((await page(`/help/${'x'.repeat(41)}`)).status).toBe(404);
    });

    it('answers a search in the customer’s own words with the robot’s ranking, and sends what the base does not hold to a person', async () => {
      const found = await page(`/help?lang=en&q=${encodeURIComponent('where has my package got to')}`);
      expect(found.status).toBe(200);
      expect(found.html).toContain('<h1>Results for “where has my package got to”</h1>');
      expect(found.html).toContain(TRACK_EN);
      expect(found.html).toContain('value="where has my package got to"');
      const zh = await page(`/help?lang=zh&q=${encodeURIComponent('快递现在到哪里了')}`);
      expect(zh.html).toContain(TRACK_ZH);
      expect(found.html).toContain('<h2 id="best">Best answer</h2>');
      // An entry's own wording is answered at once, as the robot does.
      const own = await page(`/help?lang=en&q=${encodeURIComponent(TRACK_EN)}`);
      expect(own.html).toMatch(/<h2 id="best">Best answer<\/h2><article lang="en"><h3><a [^>]+>How do I track my parcel<\/a>/);
      // Small talk finds nothing; a question the base does not hold gets no answer, only close topics at most.
      const hello = await page('/help?lang=en&q=hello');
      expect(hello.html).toContain('We found no article that answers this.');
      expect(hello.html).not.toMatch(/href="\/help\/[^"?]+\?/);
      const pizza = await page(`/help?lang=en&q=${encodeURIComponent('do you sell pizza with extra cheese')}`);
      expect(pizza.html).toContain('We are not sure any article answers this exactly.');
      expect(pizza.html).not.toContain('Best answer');
      expect(pizza.html).not.toContain('class="answer"');
      expect((await page(`/help?q=${'x'.repeat(201)}`)).status).toBe(400);
    });
  });
}
