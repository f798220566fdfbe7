import { route, type RouteSpec } from '../../http/routes';
import { AUTHOR } from '../../../../src/common/events';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { bodyValidator } from '../../http/validation';
import type { ConversationLoop } from '../conversations/conversation-loop';
import { imageUpload, storeUpload } from '../openChannel/uploads';
import { agentSession, callerAgent } from './workbench.service';

const formBody = bodyValidator<{ sessionId: string; clientMsgId?: string }>({
  type: 'object',
  additionalProperties: false,
  required: ['sessionId'],
  properties: {
    sessionId: { type: 'string', minLength: 1, maxLength: 40 },
    clientMsgId: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.:-]+$' },
  },
});

/** `workbench/sendImgMsg` (legacy): upload and send in one multipart call, through the same image pipeline. */
export function legacyImageRoutes(ctx: AppContext, loop: ConversationLoop): RouteSpec[] {
  const db = ctx.db.kysely;
  const r: RouteSpec[] = [];
  r.push(route({ method: 'post', path: '/sendImgMsg', upload: imageUpload, body: formBody, handler: async (req, res, { body: b }) => {
    const agent = await callerAgent(db, req.user!);
    await agentSession(db, agent.id, b.sessionId);
    const img = await storeUpload(ctx.db.kysely, ctx.config.uploadDir, req.file, `staff:${req.user!.id}`);
    const a = await loop.post({
      sessionId: b.sessionId,
      author: AUTHOR.agent,
      type: 'image',
      content: img.url,
      clientMsgId: b.clientMsgId ?? null,
      agentId: agent.id,
      extra: { url: img.url, width: img.width, height: img.height },
      guard: { statuses: ['active'], agentId: agent.id },
    });
    ok(res, a.message);
  } }));
  return r;
}
