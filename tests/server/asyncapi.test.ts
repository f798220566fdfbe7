import Ajv from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NAMESPACES } from '../../src/common/eventSpecs';
import { clientMsgId, convert, newVisitor, readyAgent, request } from '../helpers/conversation';
import { createTestApp, DIALECTS, EVENT_WAIT_MS, nextEvent, type TestApp } from '../helpers/test-app';

type Doc = { asyncapi: string; channels: Record<string, { address: string; messages: Record<string, { payload: object }> }>; operations: Record<string, any> };

/** What socket.io's server-side sockets listen to of their own accord. */
const RESERVED = new Set(['disconnect', 'disconnecting', 'error', 'newListener', 'removeListener']);

/** The events the server's sockets of a namespace really listen to (handlers registered on them). */
function listened(t: TestApp, nsp: string): string[] {
  const names = new Set<string>();
  for (const socket of t.app.io.of(nsp).sockets.values()) for (const n of socket.eventNames()) if (typeof n === 'string' && !RESERVED.has(n)) names.add(n);
  return [...names].sort();
}

for (const dialect of DIALECTS) {
  describe(`AsyncAPI description of the sockets (${dialect})`, () => {
    let t: TestApp;
    let doc: Doc;
    const ajv = new Ajv({ strict: false });
    beforeAll(async () => {
      t = await createTestApp(dialect);
      const r = await t.call('GET', '/ccim-main/api/asyncapi.json');
      expect(r.status).toBe(200);
      doc = r.body;
    });
    afterAll(() => t.close());

    it('is an AsyncAPI 3 document whose every operation names messages of its channel, each with a payload schema', () => {
      expect(doc.asyncapi).toBe('3.0.0');
      expect(Object.values(doc.channels).map((c) => c.address).sort()).toEqual(['/', '/visitor']);
      const resolve = (ref: string) => ref.replace('#/', '').split('/').reduce<any>((at, key) => at?.[key], doc);
      for (const [id, op] of Object.entries(doc.operations)) {
        expect(['send', 'receive'], id).toContain(op.action);
        expect(resolve(op.channel.$ref), id).toBeDefined();
        for (const m of [...op.messages, ...(op.reply?.messages ?? [])]) expect(() => ajv.compile(resolve(m.$ref).payload), `${id} ${m.$ref}`).not.toThrow();
      }
      const declared = Object.values(NAMESPACES).reduce((n, ns) => n + Object.keys(ns.server).length + Object.keys(ns.client).length, 0);
      expect(Object.keys(doc.operations)).toHaveLength(declared);
    });

    it('describes every event the server listens to on both namespaces, and what it sends and answers fits the schemas', async () => {
      const fits = (schema: object, value: unknown) => {
        const check = ajv.compile(schema);
        expect(check(value), JSON.stringify(check.errors)).toBe(true);
      };
      const agent = await readyAgent(t, 'agent1');
      const supervisor = await t.staffSocket(await t.login('supervisor'));
      const v = await newVisitor(t);
      const newSession = nextEvent(agent.socket, 'newSession');
      const assigned = nextEvent(v.socket, 'assigned');
      const { sessionId } = await convert(v);
      fits(NAMESPACES.staff.server.newSession!.payload, await newSession);
      fits(NAMESPACES.visitor.server.assigned!.payload, await assigned);

      const atAgent = nextEvent(agent.socket, 'chatMessage', EVENT_WAIT_MS, (m) => m.author === 2);
      const ack = await request(v.socket, 'chatMessage', { sessionId, clientMsgId: clientMsgId(), content: 'Where is my parcel?' });
      expect(ack.status).toBe(0);
      fits(NAMESPACES.visitor.client.chatMessage!.ack!, ack);
      fits(NAMESPACES.staff.server.chatMessage!.payload, await atAgent);

      const atVisitor = nextEvent(v.socket, 'chatMessage', EVENT_WAIT_MS, (m) => m.author === 1);
      fits(NAMESPACES.staff.client.chatMessage!.ack!, await request(agent.socket, 'chatMessage', { sessionId, clientMsgId: clientMsgId(), content: 'Let me check.' }));
      fits(NAMESPACES.visitor.server.chatMessage!.payload, await atVisitor);
      fits(NAMESPACES.staff.client.sync!.ack!, await request(agent.socket, 'sync', { sessionId, afterSeq: 0 }));
      fits(NAMESPACES.staff.client.unwatchSession!.ack!, await request(supervisor, 'unwatchSession', {}));

      // A handler added to either namespace without its entry in src/common/eventSpecs.ts fails here.
      expect(listened(t, '/')).toEqual(Object.keys(NAMESPACES.staff.client).sort());
      expect(listened(t, '/visitor')).toEqual(Object.keys(NAMESPACES.visitor.client).sort());
    });
  });
}
