import { route, type RouteSpec } from '../http/routes';
import { NAMESPACES, type EventSpec } from '../../../src/common/eventSpecs';

const ref = (to: string) => ({ $ref: to });

/**
 * The AsyncAPI 3 description of the socket namespaces, built from the typed event map's specs
 * (`src/common/eventSpecs.ts`). Each namespace is a channel; what the server emits is a `send` operation, what it
 * receives a `receive` one, whose acknowledgement is its reply. Message names are the events' names.
 */
export function buildAsyncApi(): Record<string, unknown> {
  const channels: Record<string, unknown> = {};
  const operations: Record<string, unknown> = {};
  for (const [name, ns] of Object.entries(NAMESPACES)) {
    const messages: Record<string, unknown> = {};
    const add = (dir: 'server' | 'client', event: string, spec: EventSpec) => {
      const id = dir === 'server' ? event : `${event}Command`;
      messages[id] = { name: event, title: event, summary: spec.summary, payload: spec.payload };
      const op: Record<string, unknown> = {
        action: dir === 'server' ? 'send' : 'receive',
        channel: ref(`#/channels/${name}`),
        summary: spec.summary,
        messages: [ref(`#/channels/${name}/messages/${id}`)],
      };
      if (spec.ack) {
        messages[`${event}Ack`] = { name: `${event} acknowledgement`, summary: `The answer to ${event}: status 0 with data, -1 refused (msg says why), -2 a warning`, payload: spec.ack };
        op.reply = { channel: ref(`#/channels/${name}`), messages: [ref(`#/channels/${name}/messages/${event}Ack`)] };
      }
      operations[`${name}.${dir === 'server' ? 'emit' : 'on'}.${event}`] = op;
    };
    for (const [event, spec] of Object.entries(ns.server)) add('server', event, spec);
    for (const [event, spec] of Object.entries(ns.client)) add('client', event, spec);
    channels[name] = { address: ns.path, title: `Namespace ${ns.path}`, description: ns.description, messages };
  }
  return {
    asyncapi: '3.0.0',
    info: {
      title: 'ccim realtime API',
      version: '1',
      description: 'socket.io 4 at path /socket.io on the same origin as the HTTP API. Every payload is JSON; acknowledgements carry the envelope {status, msg, data}.',
    },
    defaultContentType: 'application/json',
    channels,
    operations,
  };
}

/** `GET /ccim-main/api/asyncapi.json`, mounted beside the OpenAPI document with the same access. */
export function asyncApiRoute(): RouteSpec[] {
  let doc: Record<string, unknown> | null = null;
  const r: RouteSpec[] = [];
  r.push(route({ method: 'get', path: '/', handler: (_req, res) => {
    doc ??= buildAsyncApi();
    res.set('Cache-Control', 'no-cache').json(doc);
  } }));
  return r;
}
