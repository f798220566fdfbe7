import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../helpers/test-app';
import { fieldsOf, mgmtApp, type MgmtApp } from './helpers';

/** Issue 19, defect 7: a blank sensitive word and an over-long task title are refused with a message, never stored cut. */
for (const dialect of DIALECTS) {
  describe(`small refusals (${dialect})`, () => {
    let t: MgmtApp;
    beforeAll(async () => {
      t = await mgmtApp(dialect);
    });
    afterAll(() => t?.close());

    it('refuses a sensitive word of only spaces, on create and on edit', async () => {
      const blank = await t.api('POST', '/sensitiveWordsMgt/add', { word: '   ', category: 'other' });
      expect(blank.status).toBe(400);
      expect(blank.body.data.errors).toEqual([{ field: 'word', message: 'must not be blank' }]);
      const ok = await t.api('POST', '/sensitiveWordsMgt/add', { word: '  e2e空格词  ', category: 'other' });
      expect(ok.body.data.word).toBe('e2e空格词');
      expect(fieldsOf(await t.api('PUT', '/sensitiveWordsMgt/edit', { id: ok.body.data.id, word: ' \t ', category: 'other' }))).toEqual(['word']);
    });

    it('refuses a task title over 100 characters and keeps one of 100 whole', async () => {
      const long = await t.api('PUT', '/robotNoAnswerMgt/task/edit', { title: '题'.repeat(101) });
      expect(long.status).toBe(400);
      expect(long.body.data.errors).toEqual([{ field: 'title', message: 'must be at most 100 characters' }]);
      const whole = await t.api('PUT', '/robotNoAnswerMgt/task/edit', { title: '题'.repeat(100) });
      expect(whole.body.data.title).toBe('题'.repeat(100));
    });
  });
}
