import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstMatch, holds } from '../../../adapter-server/src/features/routingRules/routing-decision';
import type { Condition } from '../../../src/common/routingRules';
import { DIALECTS } from '../../helpers/test-app';
import { fieldsOf, mgmtApp, type MgmtApp } from './helpers';

const c = (field: Condition['field'], op: Condition['op'], value: string): Condition => ({ field, op, value });

describe('routing rule conditions', () => {
  const facts = {
    channel: ['100'], entry: ['ky'], lang: ['zh'], lastQuestion: ['我要申请理赔 CLAIM for a broken parcel'], robotClassify: ['4'],
    waybillProduct: ['ky', 'kd'], waybillStatus: ['exception', 'delivered'], hour: ['22'],
  };
  it.each([
    [c('channel', 'eq', '100'), true], [c('channel', 'ne', '100'), false], [c('channel', 'in', '200, 100'), true], [c('channel', 'in', '200,300'), false],
    [c('entry', 'eq', 'ky'), true], [c('entry', 'eq', 'kd'), false], [c('entry', 'ne', 'kd'), true], [c('entry', 'in', 'kd，ky'), true],
    [c('lang', 'eq', 'zh'), true], [c('lang', 'ne', 'zh'), false], [c('lang', 'in', 'en'), false],
    [c('lastQuestion', 'contains', 'claim'), true], [c('lastQuestion', 'contains', 'Ｃｌａｉｍ'), true], [c('lastQuestion', 'contains', '理赔'), true],
    [c('lastQuestion', 'contains', 'refund'), false], [c('lastQuestion', 'eq', 'claim'), false], [c('lastQuestion', 'ne', 'hello'), true],
    [c('robotClassify', 'eq', '4'), true], [c('robotClassify', 'in', '2,3'), false], [c('robotClassify', 'ne', '3'), true],
    // Several waybills: eq/in hold when any does, ne when none does.
    [c('waybillProduct', 'eq', 'kd'), true], [c('waybillProduct', 'ne', 'kd'), false], [c('waybillStatus', 'in', 'exception'), true],
    [c('waybillStatus', 'eq', 'in_transit'), false], [c('waybillStatus', 'ne', 'in_transit'), true],
    [c('hour', 'eq', '22'), true], [c('hour', 'in', '0,1,2,22,23'), true], [c('hour', 'ne', '22'), false],
  ])('%o holds: %s', (cond, expected) => {
    expect(holds(cond, facts)).toBe(expected);
  });

  it('a missing fact never holds but for ne; the first rule by order whose conditions all hold decides', () => {
    expect(holds(c('waybillStatus', 'eq', 'exception'), {})).toBe(false);
    expect(holds(c('waybillStatus', 'ne', 'exception'), {})).toBe(true);
    const rules = [
      { id: 'a', name: 'freight claims', conditions: [c('entry', 'eq', 'ky'), c('lastQuestion', 'contains', 'nope')], skillGroupId: null, priority: 1 },
      { id: 'b', name: 'claims', conditions: [c('lastQuestion', 'contains', 'claim')], skillGroupId: 'g', priority: 2 },
      { id: 'c', name: 'everything freight', conditions: [c('entry', 'eq', 'ky')], skillGroupId: null, priority: 0 },
    ];
    expect(firstMatch(rules, facts)?.id).toBe('b');
    expect(firstMatch(rules, { entry: ['kd'] })).toBeUndefined();
  });
});

for (const dialect of DIALECTS) {
  describe(`routing rules resource (${dialect})`, () => {
    let t: MgmtApp;
    const add = (body: object, token?: string, headers?: Record<string, string>) =>
      t.call('POST', '/ccim-main/api/routingRuleMgt/add', { token: token ?? t.supervisor, body, headers });
    beforeAll(async () => {
      t = await mgmtApp(dialect);
    });
    afterAll(() => t?.close());

    it('lists the demo rules in order and creates, edits and deletes a rule', async () => {
      const list = (await t.api('POST', '/routingRuleMgt/list', { pageNum: 1, pageSize: 50 })).body.data.records;
      expect(list.map((r: any) => [r.name, r.priority])).toEqual([['Claims first (English)', 2], ['理赔优先（中文）', 2], ['Freight parcel with an exception', 1]]);
      expect(list[0].conditions).toEqual([{ field: 'lastQuestion', op: 'contains', value: 'claim' }]);
      const group = (await t.db.kysely.selectFrom('skill_groups').select('id').executeTakeFirstOrThrow()).id;
      const made = await add({ name: '  Night freight ', sort: 5, conditions: [{ field: 'entry', op: 'eq', value: ' ky ' }, { field: 'hour', op: 'in', value: '22,23,0' }], skillGroupId: group, priority: 1 });
      expect(made.body).toMatchObject({ status: 0, data: { name: 'Night freight', enabled: true, skillGroupId: group, priority: 1, conditions: [{ field: 'entry', op: 'eq', value: 'ky' }, { field: 'hour', op: 'in', value: '22,23,0' }] } });
      const id = made.body.data.id;
      const edited = await t.api('PUT', '/routingRuleMgt/edit', { id, name: 'Night freight', enabled: false, conditions: [{ field: 'channel', op: 'ne', value: '300' }], skillGroupId: null, priority: 0 });
      expect(edited.body).toMatchObject({ status: 0, data: { enabled: false, skillGroupId: null, priority: 0 } });
      expect((await t.api('DELETE', '/routingRuleMgt/del', { id })).body.status).toBe(0);
      // Admins manage them too; agents may not (their menu has no /routingRuleMgt).
      expect((await add({ name: 'by admin', conditions: [{ field: 'lang', op: 'eq', value: 'en' }] }, t.admin)).body.status).toBe(0);
      expect((await add({ name: 'by agent', conditions: [{ field: 'lang', op: 'eq', value: 'en' }] }, t.agent)).status).toBe(403);
    });

    it('refuses an invalid rule field by field, in English and Chinese', async () => {
      const ok = { name: 'x', conditions: [{ field: 'lang', op: 'eq', value: 'en' }] };
      expect(fieldsOf(await add({ ...ok, name: '   ' }))).toEqual(['name']);
      expect(fieldsOf(await add({ ...ok, conditions: [] }))).toEqual(['conditions']);
      expect(fieldsOf(await add({ ...ok, conditions: [{ field: 'vipLevel', op: 'eq', value: '1' }] }))).toEqual(['conditions.0.field']);
      expect(fieldsOf(await add({ ...ok, priority: 3 }))).toEqual(['priority']);
      expect(fieldsOf(await add({ ...ok, skillGroupId: 'nope' }))).toEqual(['skillGroupId']);
      const several = await add({
        name: ' ',
        conditions: [
          { field: 'entry', op: 'contains', value: 'k' },
          { field: 'entry', op: 'eq', value: 'sea' },
          { field: 'hour', op: 'in', value: '8, 25' },
          { field: 'lastQuestion', op: 'contains', value: '  ' },
          { field: 'lastQuestion', op: 'contains', value: 'refund' },
        ],
      });
      expect(fieldsOf(several)).toEqual(['name', 'conditions.0.op', 'conditions.1.value', 'conditions.2.value', 'conditions.3.value']);
      expect(several.body.data.errors[2]).toEqual({ field: 'conditions.1.value', message: 'must be one of kd, ky' });
      const zh = await add({ ...ok, conditions: [{ field: 'entry', op: 'contains', value: 'k' }] }, undefined, { 'accept-language': 'zh-CN' });
      expect(zh.body.msg).toBe('请求参数无效：conditions.0.op 不适用于该字段');
    });
  });
}
