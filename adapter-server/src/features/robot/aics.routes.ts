import type { Response } from 'express';
import { route, type RouteSpec } from '../../http/routes';
import type { AppContext } from '../../context';
import type { Config } from '../../config';
import { bodyValidator } from '../../http/validation';
import type { ConversationLoop } from '../conversations/conversation-loop';
import type { RobotIndexes } from './robot-indexes';
import { visitorAuth } from '../conversations/visitor-identity';
import { composeFromQa } from './ai-answer';
import { askAiChat, recordAiAnswer } from './ai-chat.service';

const chatBody = bodyValidator<{ question: string; chatId?: string; tz?: string }>({
  type: 'object',
  additionalProperties: false,
  required: ['question'],
  // tz: the page's IANA time zone, for the times an answer writes (a parcel's tracks).
  properties: { question: { type: 'string', minLength: 1, maxLength: 1000 }, chatId: { type: 'string', minLength: 1, maxLength: 40 }, tz: { type: 'string', minLength: 1, maxLength: 64 } },
});

const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });

const send = (res: Response, event: string, data: unknown) => res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);

async function streamRemote(cfg: NonNullable<Config['aics']>, context: string, question: string, emit: (delta: string) => void, signal: AbortSignal): Promise<void> {
  const r = await fetch(`${cfg.url}/chat/completions`, {
    method: 'POST',
    signal,
    headers: { 'content-type': 'application/json', ...(cfg.key ? { authorization: `Bearer ${cfg.key}` } : {}) },
    body: JSON.stringify({
      model: cfg.model,
      stream: true,
      messages: [
        { role: 'system', content: `You are the customer-service assistant of an express and freight company. Answer briefly in the user's language. Reference answers:\n${context}` },
        { role: 'user', content: question },
      ],
    }),
  });
  if (!r.ok || !r.body) throw new Error(`AI endpoint answered ${r.status}`);
  const decoder = new TextDecoder();
  let buf = '';
  for await (const chunk of r.body) {
    buf += decoder.decode(chunk as Uint8Array, { stream: true });
    let nl: number;
    while ((nl = buf.indexOf('\n')) >= 0) {
      const line = buf.slice(0, nl).trim();
      buf = buf.slice(nl + 1);
      if (!line.startsWith('data:') || line === 'data: [DONE]') continue;
      const delta = (JSON.parse(line.slice(5)) as { choices?: { delta?: { content?: string } }[] }).choices?.[0]?.delta?.content;
      if (delta) emit(delta);
    }
  }
}

/**
 * `aics/chat`: the AI chat's answer streamed as server-sent events (`delta` events, then `done`). By default
 * the answer is composed from the QA base and streamed word by word; with AICS_URL an OpenAI-compatible
 * endpoint writes it, given the best QA answer as context.
 */
export function aicsRoutes(ctx: AppContext, loop: ConversationLoop, robot: RobotIndexes): RouteSpec[] {
  const r: RouteSpec[] = [];
  const visitor = visitorAuth(ctx.db.kysely, loop.visitorTokens);
  r.push(route({ method: 'post', path: '/aics/chat', use: [visitor], body: chatBody, handler: async (req, res, { body }) => {
    const { question, chatId, tz } = body;
    const masked = (await robot.words.mask(question)).text;
    // With a chatId the exchange is kept (a refusal still answers as JSON: nothing is streamed yet).
    const asked = chatId ? await askAiChat(ctx.db.kysely, req.visitor!, chatId, masked) : null;
    let full = '';
    const emit = (delta: string) => {
      full += delta;
      send(res, 'delta', { delta });
    };
    const aborted = new AbortController();
    res.on('close', () => aborted.abort());
    res.status(200).set({ 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-cache', 'X-Accel-Buffering': 'no' });
    res.flushHeaders();
    const composed = await composeFromQa(robot.brain, loop.waybills, masked, tz);
    const cfg = ctx.config.aics;
    try {
      if (cfg) await streamRemote(cfg, composed, masked, emit, aborted.signal);
      else {
        for (const seg of segmenter.segment(composed)) {
          if (aborted.signal.aborted) break;
          emit(seg.segment);
          // Yield between tokens so they leave as separate chunks rather than one buffered write.
          await new Promise((resolve) => setImmediate(resolve));
        }
      }
      const answered = asked && !aborted.signal.aborted ? await recordAiAnswer(ctx.db.kysely, asked, full) : null;
      send(res, 'done', asked ? { chatId: asked.chatId, questionId: asked.id, answerId: answered?.id ?? null } : {});
    } catch (err) {
      ctx.log('aics chat failed', err);
      send(res, 'error', { msg: 'The assistant is unavailable; please try again or ask for a human agent' });
    }
    res.end();
  } }));
  return r;
}
