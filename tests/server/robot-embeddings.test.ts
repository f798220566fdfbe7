import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../adapter-server/src/config';
import { newVisitor } from '../helpers/conversation';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * A small OpenAI-compatible embeddings server: texts about complaints (and the asked word) point one way,
 * everything else another, so the meaning picks the complaint entry among the robot's candidates.
 */
function embeddingsServer(mode: 'ok' | 'fail' | 'slow') {
  const seen: { auth?: string; model?: string; input: string[] }[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const parsed = JSON.parse(body) as { model: string; input: string[] };
      seen.push({ auth: req.headers.authorization, model: parsed.model, input: parsed.input });
      if (req.url !== '/v1/embeddings' || mode === 'fail') {
        res.writeHead(500).end('{"error":"down"}');
        return;
      }
      const answer = () => {
        const data = parsed.input.map((text, index) => ({ object: 'embedding', index, embedding: /投诉|complain|^快递员$/i.test(text) ? [1, 0, 0] : [0, 1, 0] }));
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ object: 'list', data, model: parsed.model }));
      };
      if (mode === 'slow') setTimeout(answer, 1500);
      else answer();
    });
  });
  return {
    seen,
    start: () => new Promise<string>((ok) => server.listen(0, '127.0.0.1', () => ok(`http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`))),
    stop: () => new Promise<void>((ok) => (server.closeAllConnections(), server.close(() => ok()))),
  };
}

type Reply = { kind: string; answer: { extra: { question?: string; suggestions?: { question: string }[] } } };

describe('robot embeddings layer (EMBEDDINGS_URL)', () => {
  const ask = async (t: TestApp, question: string) => {
    const v = await newVisitor(t);
    const r = await v.call('POST', '/ccim-robot/api/im/answer', { question, channel: 100 });
    expect(r.status).toBe(200);
    expect(r.body.status).toBe(0);
    return r.body.data as Reply;
  };

  it('is off by default: the lexical ranking only offers suggestions for a bare word', async () => {
    const t = await createTestApp('sqlite');
    try {
      expect((await ask(t, '快递员')).kind).toBe('suggest');
    } finally {
      await t.close();
    }
  });

  describe('with a server', () => {
    const srv = embeddingsServer('ok');
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp('sqlite', { env: { EMBEDDINGS_URL: await srv.start(), EMBEDDINGS_MODEL: 'test-embed', EMBEDDINGS_KEY: 'k1', EMBEDDINGS_TIMEOUT_MS: '5000' } });
    });
    afterAll(async () => {
      await t?.close();
      await srv.stop();
    });

    it('re-ranks the candidates by meaning, so the clearly meant entry is answered', async () => {
      const r = await ask(t, '快递员');
      expect(r.kind, JSON.stringify(r.answer.extra)).toBe('answer');
      expect(r.answer.extra.question).toBe('怎么投诉快递员');
      expect(srv.seen[0]).toMatchObject({ auth: 'Bearer k1', model: 'test-embed' });
      expect(srv.seen[0].input[0]).toBe('快递员');
      // The entries' texts are kept: asked again, only nothing new is sent.
      const calls = srv.seen.length;
      await ask(t, '快递员');
      expect(srv.seen.length).toBe(calls);
    });
  });

  for (const mode of ['fail', 'slow'] as const) {
    describe(`with a server that ${mode === 'fail' ? 'fails' : 'answers too late'}`, () => {
      const srv = embeddingsServer(mode);
      let t: TestApp;
      beforeAll(async () => {
        t = await createTestApp('sqlite', { env: { EMBEDDINGS_URL: await srv.start(), EMBEDDINGS_TIMEOUT_MS: '200' } });
      });
      afterAll(async () => {
        await t?.close();
        await srv.stop();
      });

      it('answers on the lexical ranking', async () => {
        const r = await ask(t, '快递员');
        expect(r.kind).toBe('suggest');
        expect(srv.seen.length).toBe(1);
        expect((await ask(t, 'How long does delivery take')).kind).toBe('answer');
      });
    });
  }

  it('reads its settings from the environment, and refuses a malformed address', () => {
    expect(loadConfig({}).embeddings).toBeUndefined();
    expect(loadConfig({ EMBEDDINGS_URL: 'http://127.0.0.1:11434/v1/', EMBEDDINGS_MODEL: 'nomic-embed-text' }).embeddings).toEqual({
      url: 'http://127.0.0.1:11434/v1',
      model: 'nomic-embed-text',
      key: undefined,
      timeoutMs: 300,
    });
    expect(() => loadConfig({ EMBEDDINGS_URL: 'not a url' })).toThrow(/EMBEDDINGS_URL/);
  });
});
