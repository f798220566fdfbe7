import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { convert, newVisitor, readyAgent } from '../../helpers/conversation';
import { createTestApp, DIALECTS, nextEvent, type TestApp } from '../../helpers/test-app';

/**
 * An agent signs in again in a new tab (or browser) and later signs out of the old one: only the old session
 * ends. The new one keeps its workbench connection, its agent stays ready and is still handed visitors.
 */
for (const dialect of DIALECTS) {
  describe(`signing out of an old session leaves a newer one alone (${dialect})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(dialect);
    });
    afterAll(() => t?.close());

    const statusOf = async (agentId: string) => (await t.db.kysely.selectFrom('agents').select('status').where('id', '=', agentId).executeTakeFirstOrThrow()).status;

    it('the newer session stays signed in, connected and ready, and receives the next visitor', async () => {
      const oldTab = await readyAgent(t, 'agent6');
      const newTab = await readyAgent(t, 'agent6');
      expect(newTab.id).toBe(oldTab.id);
      const oldClosed = nextEvent<string>(oldTab.socket, 'disconnect');
      let newClosed = false;
      newTab.socket.on('disconnect', () => (newClosed = true));

      expect((await t.call('POST', '/sso/api/logout', { token: oldTab.token })).body.status).toBe(0);
      expect(await oldClosed).toBe('io server disconnect');
      expect((await t.call('GET', '/sso/api/profile', { token: oldTab.token })).status).toBe(401);

      // The revocation's listeners have run once a later event of the same bus reaches the new tab's socket.
      const v = await newVisitor(t);
      const assigned = nextEvent<{ sessionId: string }>(newTab.socket, 'newSession');
      const { sessionId } = await convert(v);
      expect((await assigned).sessionId).toBe(sessionId);
      expect((await t.call('GET', '/sso/api/profile', { token: newTab.token })).status).toBe(200);
      expect(await statusOf(newTab.id)).toBe(3);
      expect(newClosed).toBe(false);
    });

    it('signing out of the last session still takes the agent offline', async () => {
      const only = await readyAgent(t, 'agent5');
      expect((await t.call('POST', '/sso/api/logout', { token: only.token })).body.status).toBe(0);
      await expect.poll(() => statusOf(only.id)).toBe(1);
    });
  });
}
