import { describe, expect, it } from 'vitest';
import { resourcesSchema } from '../../../src/common/resources';
import { checkSchema, SchemaError } from '../../../adapter-server/src/schema/load';
import { createTestApp } from '../../helpers/test-app';

const clone = () => JSON.parse(JSON.stringify(resourcesSchema));

function problemsOf(doc: unknown): string[] {
  try {
    checkSchema(doc);
  } catch (e) {
    if (e instanceof SchemaError) return e.problems;
    throw e;
  }
  return [];
}

describe('resources.schema.json', () => {
  it('passes its meta-schema and the cross-checks', () => {
    expect(problemsOf(resourcesSchema)).toEqual([]);
  });

  it('names the resource and the field of a broken field definition', () => {
    const doc = clone();
    const q = doc.resources.robotQaMgt.fields.find((f: { name: string }) => f.name === 'question');
    delete q.maxLength;
    q.type = 'strnig';
    const problems = problemsOf(doc);
    expect(problems.some((p) => p.startsWith('resource robotQaMgt, field question'))).toBe(true);
  });

  it('names a list column that is not a declared field', () => {
    const doc = clone();
    doc.resources.sensitiveWordsMgt.list.columns.push('wrod');
    expect(problemsOf(doc)).toContain('resource sensitiveWordsMgt, field wrod: named by list.columns but not declared');
  });

  it('names an unknown enum and an unknown referenced resource', () => {
    const doc = clone();
    const f = doc.resources.noticeMgt.fields.find((x: { name: string }) => x.name === 'status');
    f.enum = 'noticeState';
    doc.resources.robotQaMgt.fields.find((x: { name: string }) => x.name === 'links').reference.resource = 'robotLinks';
    const problems = problemsOf(doc);
    expect(problems).toContain('resource noticeMgt, field status: unknown enum noticeState');
    expect(problems).toContain('resource robotQaMgt, field links: references unknown resource robotLinks');
  });

  it('declares a route for each of the fifteen management routes of docs/product.md', () => {
    const routes = new Set(Object.values(resourcesSchema.resources).flatMap((r) => [r.route, r.editorRoute]).filter(Boolean));
    for (const route of [
      '/agentMgt', '/blacklistMgt', '/noticeMgt', '/noticeMgt/addOrEditor', '/quickReplyMgt', '/quickReplyMgtPerson', '/robotLinkMgt',
      '/robotNoAnswerMgt', '/robotNoIntention', '/robotQaMgt', '/robotSatisfaction', '/sensitiveWordsMgt', '/sessionServiceConfig',
      '/skillGroupAgentMgt', '/skillGroupLinkMgt',
    ]) {
      expect(routes.has(route), route).toBe(true);
    }
  });
});

/** Every management call of api-contract.md, as written there (kept here so the test reads no document). */
export const API_MANAGEMENT_CALLS = [
  'POST agentMgt/list', 'PUT agentMgt/forceOffline', 'PUT agentMgt/enableDisable', 'PUT agentMgt/updateMaxUsers',
  'PUT agentMgt/calibrationUsersCount', 'GET agent/listAll',
  'POST sessionServiceConfig/get', 'PUT sessionServiceConfig/edit',
  'POST robotQaMgt/add', 'DELETE robotQaMgt/del', 'PUT robotQaMgt/edit', 'POST robotQaMgt/list', 'POST robotQaMgt/refreshCache',
  'GET robotQaMgt/listLink', 'POST robotQaMgt/splitKeyword', 'GET robotQaMgt/listTask', 'POST robotQaMgt/export',
  'GET robotQaMgt/importTemplate', 'POST robotQaMgt/import',
  'POST robotLinkMgt/add', 'PUT robotLinkMgt/edit', 'DELETE robotLinkMgt/del', 'GET robotLinkMgt/listAll',
  'PUT skillGroupLinkMgt/edit', 'GET skillGroupLinkMgt/listAll', 'GET skillGroupLinkMgt/listSelector',
  'POST skillGroupAgentMgt/add', 'DELETE skillGroupAgentMgt/del', 'PUT skillGroupAgentMgt/remove', 'GET skillGroupAgentMgt/listAll',
  'GET skillGroupAgentMgt/listEdit',
  'POST robotNoAnswerMgt/list', 'PUT robotNoAnswerMgt/edit', 'DELETE robotNoAnswerMgt/del', 'POST robotNoAnswerMgt/task/list',
  'GET robotNoAnswerMgt/task/selectTaskList', 'PUT robotNoAnswerMgt/task/edit',
  'POST robotNoIntention/list', 'POST robotSatisfaction/list',
  'POST blacklistMgt/list', 'DELETE blacklistMgt/del',
  'POST sensitiveWordsMgt/add', 'DELETE sensitiveWordsMgt/del', 'PUT sensitiveWordsMgt/edit', 'POST sensitiveWordsMgt/list',
  'POST quickReplyMgt/list', 'POST quickReplyMgt/add', 'PUT quickReplyMgt/edit', 'DELETE quickReplyMgt/del', 'GET quickReplyMgt/listCommon',
  'GET quickReplyMgt/listPerson',
  'GET quickReplyTypeMgt/listTree', 'POST quickReplyTypeMgt/add', 'PUT quickReplyTypeMgt/edit', 'DELETE quickReplyTypeMgt/del',
  'POST quickReplyTypeMgt/refresh/cache',
  'GET noticeMgt/page', 'POST noticeMgt/add', 'PUT noticeMgt/push/{id}', 'PUT noticeMgt/edit/{id}', 'DELETE noticeMgt/delete/{id}',
];

describe('the schema and the server cover every management call of api-contract.md', () => {
  it('mounts each call: none answers 404 or 405', async () => {
    const t = await createTestApp('sqlite');
    try {
      const token = await t.login('admin');
      const missing: string[] = [];
      for (const call of API_MANAGEMENT_CALLS) {
        const [method, path] = call.split(' ');
        const r = await t.call(method, `/ccim-main/api/${path.replace('{id}', 'nope')}`, { token, body: method === 'GET' ? undefined : {} });
        if (r.status === 404 || r.status === 405 || r.status >= 500) missing.push(`${call} → ${r.status} ${JSON.stringify(r.body)}`);
      }
      expect(missing).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
