import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newVisitor, type TestVisitor } from '../helpers/conversation';
import { createTestApp, DIALECTS, type TestApp } from '../helpers/test-app';

const CJK = /[\u4e00-\u9fff]/;

for (const dialect of DIALECTS) {
  describe(`im/hot in the page's language (${dialect})`, () => {
    let t: TestApp;
    let v: TestVisitor;
    beforeAll(async () => {
      t = await createTestApp(dialect);
      v = await newVisitor(t);
    });
    afterAll(async () => {
      v?.socket.close();
      await t?.close();
    });

    const hot = async (query: string, headers: Record<string, string> = {}) => {
      const r = await t.call('GET', `/ccim-robot/api/im/hot${query}`, { headers: { 'x-visitor-token': v.token, ...headers } });
      return { status: r.status, body: r.body, questions: (Array.isArray(r.body.data) ? (r.body.data as { question: string }[]) : []).map((q) => q.question) };
    };

    it('lists the English questions for an English page and the Chinese ones for a Chinese page', async () => {
      const en = await hot('?lang=en');
      expect(en.questions.length).toBe(4);
      expect(en.questions.some((q) => CJK.test(q))).toBe(false);
      expect(en.questions).toContain('How long does delivery take');
      const zh = await hot('?lang=zh');
      expect(zh.questions.length).toBe(4);
      expect(zh.questions.every((q) => CJK.test(q))).toBe(true);
      expect(zh.questions).toContain('快递几天能到');
    });

    it('follows Accept-Language without a lang, and refuses an unknown language', async () => {
      expect((await hot('', { 'accept-language': 'zh-CN' })).questions.every((q) => CJK.test(q))).toBe(true);
      expect((await hot('', { 'accept-language': 'en' })).questions.some((q) => CJK.test(q))).toBe(false);
      const bad = await hot('?lang=fr');
      expect(bad.status).toBe(400);
      expect(bad.body.msg).toMatch(/lang/);
    });
  });
}
