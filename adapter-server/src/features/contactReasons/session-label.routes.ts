import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { route, type RouteSpec } from '../../http/routes';
import { bodyValidator, queryValidator } from '../../http/validation';
import { addSessionLabel, removeSessionLabel, sessionLabels, suggestLabels } from './session-label.service';

const ID = { type: 'string', minLength: 1, maxLength: 40 };
// Room for spaces the server tidies away; the label itself is checked after that (at most 40 characters).
const LABEL = { type: 'string', minLength: 1, maxLength: 200 };
const labelsQuery = queryValidator<{ sessionId: string }>({ type: 'object', additionalProperties: false, required: ['sessionId'], properties: { sessionId: ID } });
const labelBody = bodyValidator<{ sessionId: string; label: string }>({
  type: 'object',
  additionalProperties: false,
  required: ['sessionId', 'label'],
  properties: { sessionId: ID, label: LABEL },
});
const suggestQuery = queryValidator<{ prefix?: string }>({ type: 'object', additionalProperties: false, properties: { prefix: { type: 'string', maxLength: 200 } } });

/**
 * The workbench's free labels on a chat (issue 36): read, add and remove them (the chat's agent, or a supervisor or
 * administrator: the rule of its contact reasons), and the labels in use starting with what was typed.
 */
export function sessionLabelRoutes(ctx: AppContext): RouteSpec[] {
  const db = ctx.db.kysely;
  return [
    route({ method: 'get', path: '/sessionLabels', summary: "A chat's labels", query: labelsQuery, handler: async (req, res, { query: q }) => {
      ok(res, { sessionId: q.sessionId, labels: await sessionLabels(db, req.user!, q.sessionId) });
    } }),
    route({ method: 'post', path: '/sessionLabels', summary: 'Adds a label to a chat', body: labelBody, handler: async (req, res, { body: b }) => {
      ok(res, { sessionId: b.sessionId, labels: await addSessionLabel(db, req.user!, b.sessionId, b.label) });
    } }),
    route({ method: 'delete', path: '/sessionLabels', summary: 'Takes a label off a chat', body: labelBody, handler: async (req, res, { body: b }) => {
      ok(res, { sessionId: b.sessionId, labels: await removeSessionLabel(db, req.user!, b.sessionId, b.label) });
    } }),
    route({ method: 'get', path: '/labelSuggestions', summary: 'Labels in use starting with a prefix, most used first', query: suggestQuery, handler: async (_req, res, { query: q }) => {
      ok(res, { labels: await suggestLabels(db, q.prefix ?? '') });
    } }),
  ];
}
