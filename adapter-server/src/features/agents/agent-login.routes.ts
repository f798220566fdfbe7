import { route, type RouteSpec } from '../../http/routes';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { bodyValidator } from '../../http/validation';
import { agentAnswer, agentLogin, agentLogout, changeStatus } from './agent.service';

const loginBody = bodyValidator<{ fullOrgName: string; nickname: string; username: string }>({
  type: 'object',
  additionalProperties: false,
  required: ['fullOrgName', 'nickname', 'username'],
  properties: {
    fullOrgName: { type: 'string', maxLength: 255 },
    nickname: { type: 'string', maxLength: 64 },
    username: { type: 'string', minLength: 1, maxLength: 64 },
  },
});
const idBody = bodyValidator<{ id: string }>({
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 40 } },
});
const statusBody = bodyValidator<{ id: string; status: 2 | 3 }>({
  type: 'object',
  additionalProperties: false,
  required: ['id', 'status'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 40 }, status: { type: 'integer', enum: [2, 3] } },
});

/** `agentLogin/`: POST login, PUT logout, PUT status (api-contract.md). */
export function agentLoginRoutes(ctx: AppContext): RouteSpec[] {
  const db = ctx.db.kysely;
  const r: RouteSpec[] = [];
  r.push(route({ method: 'post', path: '/login', body: loginBody, handler: async (req, res, { body }) => {
    const agent = await agentLogin(db, req.user!, body);
    ctx.events.emit('status.changed', { reason: 'agent.login' });
    ok(res, await agentAnswer(db, agent));
  } }));
  r.push(route({ method: 'put', path: '/logout', body: idBody, handler: async (req, res, { body }) => {
    const agent = await agentLogout(db, req.user!, body.id);
    ctx.events.emit('agent.status_changed', { agentId: agent.id, status: agent.status });
    ok(res, await agentAnswer(db, agent));
  } }));
  r.push(route({ method: 'put', path: '/status', body: statusBody, handler: async (req, res, { body }) => {
    const agent = await changeStatus(db, req.user!, body.id, body.status);
    ctx.events.emit('agent.status_changed', { agentId: agent.id, status: agent.status });
    ok(res, await agentAnswer(db, agent));
  } }));
  return r;
}
