/**
 * JSON Schemas of the realtime payloads that several events share (`eventSpecs.ts` uses them per event). They
 * describe `events.ts`'s types for programs in other languages; the AsyncAPI document is built from them.
 */
export type JsonSchema = Readonly<Record<string, unknown>>;

const int = { type: 'integer' } as const;
const str = { type: 'string' } as const;
const bool = { type: 'boolean' } as const;
const epochMs = { type: 'integer', description: 'epoch milliseconds' } as const;

/** An object with these properties, the `required` ones always present; others may be added later. */
export const obj = (properties: Record<string, JsonSchema>, required: string[] = Object.keys(properties)): JsonSchema => ({
  type: 'object',
  properties,
  required,
});

export const sessionId = { type: 'string', description: 'the chat session' } as const;
export const author = { enum: [0, 1, 2, 3], description: '0 system, 1 agent, 2 customer (visitor), 3 robot' } as const;

export const chatMessage = obj(
  {
    id: str,
    sessionId,
    seq: { type: 'integer', minimum: 1, description: 'per-session sequence number' },
    author,
    type: { type: 'string', description: 'text, image, template, system or note (staff only: an agent\'s internal note, or of author 0 an automation rule\'s line, extra.code "automation")' },
    content: str,
    clientMsgId: { type: ['string', 'null'], description: 'the sender\'s id for idempotent resends' },
    createdAt: epochMs,
    revoked: bool,
    agentId: { type: ['string', 'null'] },
    agentName: { type: 'string', description: 'staff histories only: the writing agent\'s name' },
    extra: { type: ['object', 'null'] },
  },
  ['id', 'sessionId', 'seq', 'author', 'type', 'content', 'clientMsgId', 'createdAt'],
);

export const sendMessage = obj(
  {
    sessionId,
    clientMsgId: { type: 'string', minLength: 1, description: 'unique per message: a resend under the same id is stored once' },
    content: { type: 'string', minLength: 1 },
    note: { type: 'boolean', description: 'staff only: an internal note the visitor never sees' },
    suggestion: {
      ...obj({ source: { enum: ['qa', 'quickReply', 'waybill'] }, id: str, edited: bool, ignored: bool }, ['source', 'id', 'edited']),
      description:
        'staff only: the suggested reply (workbench/suggestReplies) the message started from, and whether it was edited; with ignored: true, the first one offered for the visitor\'s latest message, which the agent passed over to type their own reply',
    },
  },
  ['sessionId', 'clientMsgId', 'content'],
);

export const syncRequest = obj({ sessionId, afterSeq: { type: 'integer', minimum: 0, description: 'the last sequence the client holds' } });
export const typingIn = obj({ sessionId, typing: bool });
export const typingOut = obj({ sessionId, author, typing: bool });
export const readIn = obj({ sessionId, seq: int });
export const readOut = obj({ sessionId, author, seq: int });
export const revoked = obj({ sessionId, messageId: str });
export const requestError = obj({ event: str, msg: str });
export const serverMoving = obj({ deadlineSeconds: { type: 'integer', minimum: 1, description: 'the most this connection is still served' } });
export const sessionRef = obj({ sessionId }, ['sessionId']);
export const nothing = { type: 'object', additionalProperties: false } as const;

/** The acknowledgement envelope `{status, msg, data}`: status 0 with `data`, -1 refused, -2 a warning. */
export const ack = (data: JsonSchema): JsonSchema =>
  obj({ status: { enum: [0, -1, -2] }, msg: str, data: { anyOf: [data, { type: 'null' }] } });

export const allStatus = obj({ queueCount: int, priorityQueueCount: int, readyCount: int, inSessionCount: int, busyCount: int });
export const evaluationReceived = obj({
  sessionId,
  satisfaction: { type: 'integer', minimum: 1, maximum: 5 },
  categories: { type: 'object', additionalProperties: { type: 'array', items: str }, description: 'category → reason codes' },
  comment: str,
});
const nullableMs = { type: ['integer', 'null'], description: 'epoch milliseconds' } as const;
/** A chat's SLA (features/sla): the policy holding it and when each open clock runs out; null when no policy holds it. */
const chatSla = {
  anyOf: [obj({ policyName: str, firstResponseDueAt: nullableMs, resolutionDueAt: nullableMs }, ['policyName', 'firstResponseDueAt', 'resolutionDueAt']), { type: 'null' }],
} as const;
export const slaBreach = obj(
  { sessionId, kind: { enum: ['firstResponse', 'resolution'] }, policyName: str, dueAt: epochMs, breachedAt: epochMs, visitorNickname: str, agentNickname: { type: ['string', 'null'] } },
  ['sessionId', 'kind', 'policyName', 'dueAt', 'breachedAt', 'visitorNickname', 'agentNickname'],
);
export const supervision = obj(
  {
    queue: { type: 'array', items: obj({ sessionId, visitorNickname: str, channel: int, skillGroupName: str, queuedAt: { type: ['integer', 'null'] }, priority: bool, level: { enum: [0, 1, 2] }, ruleName: { type: ['string', 'null'] }, preview: str, sla: chatSla }) },
    queueTotal: int,
    chats: { type: 'array', items: obj({ sessionId, visitorNickname: str, channel: int, agentId: str, preview: str, sla: chatSla }) },
    agents: { type: 'array', items: obj({ id: str, nickname: str, username: str, status: int, currentUsers: int, maxUsers: int }) },
    at: epochMs,
  },
);
