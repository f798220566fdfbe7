import type { Request, RequestHandler } from 'express';
import type { ConversationLoop } from './conversation-loop';
import { visitorTokenOf } from './visitor-identity';

/**
 * The calls (paths under their mount) that are a visitor's message, like a chat message on the socket: they
 * count toward the same message limits and flood pause.
 */
const MESSAGE_CALLS = new Set(['/im/answer', '/aics/chat', '/aics/chat/answer', '/sendImgUrlMsg', '/sendImgMsg', '/sendTemplateMsg']);
/** The calls that look parcels up (by waybill, order or phone number): limited on their own, lower. */
const LOOKUP_CALLS = /^\/(im\/queryOrderAndWaybill|qa\/do(Waybill|Delivery|CollectMoney|Address|SendOrg|OrderDelivery|BillReceipt)|aics\/flow\/claim)$/;

/** The message's `clientMsgId` when the JSON body has one (a multipart body is not read yet: its sends all count). */
function clientMsgIdOf(req: Request): string | undefined {
  const id = (req.body as { clientMsgId?: unknown } | undefined)?.clientMsgId;
  return typeof id === 'string' && id.length <= 64 ? id : undefined;
}

async function limit(loop: ConversationLoop, req: Request): Promise<void> {
  const address = req.ip ?? '';
  const token = visitorTokenOf(req);
  // A call without a valid token is refused by the route's own check (401); it still counts for its address.
  const visitorId = token ? await loop.visitorTokens.verify(token) : null;
  await loop.visitorLimits.call(address, visitorId);
  if (LOOKUP_CALLS.test(req.path)) await loop.visitorLimits.lookup(address, visitorId);
  if (visitorId && req.method === 'POST' && MESSAGE_CALLS.has(req.path)) await loop.visitorLimits.messageOrPause(visitorId, clientMsgIdOf(req));
}

/**
 * Every HTTP call of the visitor pages (`/ccim-robot/api`, `/ccim-main/api/openChannel`) under the visitor
 * limits the socket has (per visitor and per address, in Redis when REDIS_URL is set): past them 429 with
 * `Retry-After` and the envelope, in the caller's language.
 */
export function visitorCallLimits(loop: ConversationLoop): RequestHandler {
  return (req, _res, next) => void limit(loop, req).then(() => next(), next);
}
