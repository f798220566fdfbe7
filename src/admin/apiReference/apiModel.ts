/**
 * The API reference's view of the two generated documents: the REST operations of the OpenAPI document grouped
 * by tag, and the socket events of the AsyncAPI document by namespace and direction. Only what the page shows.
 */
export type Schema = Readonly<Record<string, unknown>>;

export interface Operation {
  id: string;
  method: string;
  path: string;
  summary: string;
  description: string;
  /** Who may call: the staff roles, or the kind of caller (public, visitor, metrics, …). */
  callers: string[];
  parameters: { name: string; in: string; required: boolean; schema?: Schema; description?: string }[];
  body?: { contentType: string; schema: Schema };
  response?: { contentType: string; schema: Schema };
}

export interface RestGroup {
  tag: string;
  operations: Operation[];
}

export interface EventDoc {
  name: string;
  summary: string;
  payload: Schema;
  ack?: Schema;
}

export interface Namespace {
  name: string;
  address: string;
  description: string;
  /** What the server emits to the clients. */
  fromServer: EventDoc[];
  /** What the clients send (commands, some answered by acknowledgement). */
  fromClient: EventDoc[];
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
/** A JSON object of a document, read without trusting its shape. */
export type Json = Record<string, unknown>;

/** The object at a path of keys, or an empty one. */
export const at = (value: unknown, ...keys: (string | number)[]): Json => {
  let v = value;
  for (const k of keys) v = v && typeof v === 'object' ? (v as Record<string | number, unknown>)[k] : undefined;
  return v && typeof v === 'object' ? (v as Json) : {};
};
const str = (v: unknown, or = ''): string => (typeof v === 'string' ? v : or);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

const firstContent = (content: Json): { contentType: string; schema: Schema } | undefined => {
  const [contentType, media] = Object.entries(content)[0] ?? [];
  return contentType ? { contentType, schema: at(media, 'schema') } : undefined;
};

/** The operations of an OpenAPI 3.1 document, grouped by their first tag in the order the tags first appear. */
export function restGroups(doc: unknown): RestGroup[] {
  const groups = new Map<string, Operation[]>();
  for (const [path, item] of Object.entries(at(doc, 'paths'))) {
    for (const method of METHODS) {
      const op = at(item, method);
      if (!Object.keys(op).length) continue;
      const tag = str(list(op.tags)[0], '/');
      const roles = list(op['x-roles']).map((r) => str(r));
      const operation: Operation = {
        id: str(op.operationId, `${method} ${path}`),
        method,
        path,
        // An operation without its own summary gets `GET /path` from the generator: the row shows those already.
        summary: str(op.summary) === `${method.toUpperCase()} ${path}` ? '' : str(op.summary),
        description: str(op.description),
        callers: roles.length ? roles : [str(op['x-caller'], 'public')],
        parameters: list(op.parameters).map((p) => {
          const q = at(p);
          return { name: str(q.name), in: str(q.in), required: q.required === true, schema: q.schema ? at(q.schema) : undefined, description: str(q.description) || undefined };
        }),
        body: firstContent(at(op, 'requestBody', 'content')),
        response: firstContent(at(op, 'responses', '200', 'content')),
      };
      groups.set(tag, [...(groups.get(tag) ?? []), operation]);
    }
  }
  return [...groups].map(([tag, operations]) => ({ tag, operations }));
}

/** Keeps the operations whose method, path, summary or tag holds every word of the query (any case). */
export function filterGroups(groups: RestGroup[], query: string): RestGroup[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return groups;
  const hit = (g: RestGroup, o: Operation) => {
    const text = `${o.method} ${o.path} ${o.summary} ${g.tag}`.toLowerCase();
    return words.every((w) => text.includes(w));
  };
  return groups.map((g) => ({ ...g, operations: g.operations.filter((o) => hit(g, o)) })).filter((g) => g.operations.length > 0);
}

/** Follows a local `$ref` (`#/components/schemas/X`) within the document; anything else is returned as it is. */
export function resolve(doc: unknown, schema: Schema): Schema {
  const ref = schema.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return schema;
  const target = at(doc, ...ref.slice(2).split('/').map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~')));
  return Object.keys(target).length ? target : schema;
}

/** The namespaces of an AsyncAPI 3 document with their events, from its operations (send: server → client). */
export function namespaces(doc: unknown): Namespace[] {
  const out: Namespace[] = [];
  const last = (ref: unknown) => str(ref).split('/').pop() ?? '';
  for (const [name, ch] of Object.entries(at(doc, 'channels'))) {
    const channel = at(ch);
    const messages = at(channel, 'messages');
    const ns: Namespace = { name, address: str(channel.address, name), description: str(channel.description), fromServer: [], fromClient: [] };
    for (const o of Object.values(at(doc, 'operations'))) {
      const op = at(o);
      if (at(op, 'channel').$ref !== `#/channels/${name}`) continue;
      const message = at(messages, last(at(op, 'messages', 0).$ref));
      if (!message.name) continue;
      const ackId = last(at(op, 'reply', 'messages', 0).$ref);
      const ack = ackId ? at(messages, ackId, 'payload') : undefined;
      const event: EventDoc = { name: str(message.name), summary: str(op.summary) || str(message.summary), payload: at(message, 'payload'), ack };
      (op.action === 'send' ? ns.fromServer : ns.fromClient).push(event);
    }
    out.push(ns);
  }
  return out;
}
