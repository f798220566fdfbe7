import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../helpers/test-app';
import { fieldsOf, mgmtApp, type MgmtApp } from './helpers';

for (const dialect of DIALECTS) {
  describe(`skill groups and channel links (${dialect})`, () => {
    let t: MgmtApp;
    let agents: { id: string; username: string }[];
    beforeAll(async () => {
      t = await mgmtApp(dialect);
      agents = (await t.api('GET', '/agent/listAll')).body.data;
    });
    afterAll(() => t?.close());

    it('lists all groups with their members', async () => {
      const r = await t.api('GET', '/skillGroupAgentMgt/listAll');
      expect(r.body.data).toHaveLength(4);
      expect(r.body.data[0].agentIds).toHaveLength(6);
      expect(r.body.data[0].agentNames[0]).toMatch(/\(E2001\)$/);
    });

    it('adds a group with members, reads it for editing, saves it, removes a member and deletes it', async () => {
      const add = await t.api('POST', '/skillGroupAgentMgt/add', { name: '大件快运 Heavy freight', description: '大件', agentIds: [agents[2].id, agents[3].id] });
      expect(add.body).toMatchObject({ status: 0, data: { name: '大件快运 Heavy freight', enabled: true, agentIds: [agents[2].id, agents[3].id] } });
      const id = add.body.data.id;
      const edit = await t.api('GET', `/skillGroupAgentMgt/listEdit?id=${id}`);
      expect(edit.body.data).toMatchObject({ id, agentIds: [agents[2].id, agents[3].id] });
      const save = await t.api('POST', '/skillGroupAgentMgt/add', { id, name: 'Heavy freight', description: '', enabled: false, agentIds: [agents[4].id, agents[2].id] });
      expect(save.body.data).toMatchObject({ id, name: 'Heavy freight', enabled: false });
      expect(save.body.data.agentIds.sort()).toEqual([agents[2].id, agents[4].id].sort());
      expect((await t.api('PUT', '/skillGroupAgentMgt/remove', { skillGroupId: id, agentId: agents[4].id })).body.status).toBe(0);
      expect((await t.api('GET', `/skillGroupAgentMgt/listEdit?id=${id}`)).body.data.agentIds).toEqual([agents[2].id]);
      expect((await t.api('PUT', '/skillGroupAgentMgt/remove', { skillGroupId: id, agentId: agents[4].id })).body.status).toBe(-1);
      expect((await t.api('DELETE', '/skillGroupAgentMgt/del', { id })).body).toMatchObject({ status: 0, data: { deleted: 1 } });
      expect((await t.api('GET', '/skillGroupAgentMgt/listAll')).body.data).toHaveLength(4);
    });

    it('refuses bad input, a duplicate name and deleting a group that serves a channel', async () => {
      expect(fieldsOf(await t.api('POST', '/skillGroupAgentMgt/add', { description: 'x' }))).toEqual(['name']);
      expect(fieldsOf(await t.api('POST', '/skillGroupAgentMgt/add', { name: 'x'.repeat(65) }))).toEqual(['name']);
      expect(fieldsOf(await t.api('POST', '/skillGroupAgentMgt/add', { name: 'Ghosts', agentIds: ['nobody'] }))).toEqual(['agentIds']);
      const groups = (await t.api('GET', '/skillGroupAgentMgt/listAll')).body.data;
      const dup = await t.api('POST', '/skillGroupAgentMgt/add', { name: groups[0].name });
      expect(dup.body).toMatchObject({ status: -2, data: { errors: [{ field: 'name', message: 'already exists' }] } });
      const del = await t.api('DELETE', '/skillGroupAgentMgt/del', { id: groups[0].id });
      expect(del.body).toMatchObject({ status: -1, msg: expect.stringContaining('serves a channel') });
      expect(fieldsOf(await t.api('PUT', '/skillGroupAgentMgt/remove', { skillGroupId: groups[0].id }))).toEqual(['agentId']);
    });

    it('lists the four channels with their groups, offers the groups, and relinks a channel', async () => {
      const all = (await t.api('GET', '/skillGroupLinkMgt/listAll')).body.data;
      expect(all.map((l: any) => l.id)).toEqual([100, 200, 300, 400]);
      expect(all[1].skillGroupName).toMatch(/Shopping platform/);
      const selector = (await t.api('GET', '/skillGroupLinkMgt/listSelector')).body.data;
      expect(selector).toHaveLength(4);
      const target = selector.find((g: any) => g.name.includes('Hotline'));
      const r = await t.api('PUT', '/skillGroupLinkMgt/edit', { id: 200, skillGroupId: target.id, fallbackGroupId: null });
      expect(r.body.data).toMatchObject({ id: 200, skillGroupId: target.id, skillGroupName: target.name, fallbackGroupId: null });
      expect(fieldsOf(await t.api('PUT', '/skillGroupLinkMgt/edit', { id: 500, skillGroupId: target.id }))).toEqual(['id']);
      expect(fieldsOf(await t.api('PUT', '/skillGroupLinkMgt/edit', { id: 100, skillGroupId: 'nope' }))).toEqual(['skillGroupId']);
    });

    it('answers 403 to an agent', async () => {
      expect((await t.api('GET', '/skillGroupAgentMgt/listAll', undefined, t.agent)).status).toBe(403);
      expect((await t.api('PUT', '/skillGroupLinkMgt/edit', { id: 100, skillGroupId: 'x' }, t.agent)).status).toBe(403);
    });
  });
}
