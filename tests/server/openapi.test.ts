import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DIALECTS, type TestApp } from '../helpers/test-app';

type Handler = (...args: never[]) => unknown;

interface Layer {
  rawPath?: unknown;
  route?: { path: unknown; methods: Record<string, boolean>; stack: { handle: Handler }[] };
  handle: { stack?: Layer[] };
}

/**
 * Every route Express really has, walked here independently of the generator: the request listener of the
 * HTTP server is the Express application, its router's layers are the mounts and routes. `keep` picks routes by
 * their handlers.
 */
function mountedRoutes(t: TestApp, keep: (handlers: Handler[]) => boolean = () => true): string[] {
  const app = t.app.express as unknown as { router: { stack: Layer[] } };
  const out: string[] = [];
  const walk = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      const at = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? prefix + layer.rawPath : prefix;
      if (layer.route) {
        const p = typeof layer.route.path === 'string' && layer.route.path !== '/' ? prefix + layer.route.path : prefix;
        if (!keep(layer.route.stack.map((s) => s.handle))) continue;
        for (const [m, on] of Object.entries(layer.route.methods)) if (on) out.push(`${m} ${p.replace(/\{\*(\w+)\}/g, '{$1}').replace(/:(\w+)/g, '{$1}')}`);
      } else if (Array.isArray(layer.handle.stack)) walk(layer.handle.stack, at);
    }
  };
  walk(app.router.stack, '');
  return out;
}

/** The declaration routes/openapi.ts reads, as `routerOf` leaves it on the handler Express runs last. */
type Declared = Handler & { spec?: { body?: unknown; upload?: unknown; handler: Handler } };
const declarationOf = (handlers: Handler[]) => (handlers[handlers.length - 1] as Declared).spec;

/**
 * The mounted routes that take a body: a declared body validator or upload, or a handler that reads `req.body`
 * or `req.file` itself (its source as Express holds it, not the generator's bookkeeping).
 */
const bodyTakingRoutes = (t: TestApp) =>
  mountedRoutes(t, (handlers) => {
    const spec = declarationOf(handlers);
    return !!spec && (!!spec.body || !!spec.upload || /\breq\.(body|file)\b/.test(Function.prototype.toString.call(spec.handler)));
  });

type Doc = { openapi: string; paths: Record<string, Record<string, any>> };

for (const dialect of DIALECTS) {
  describe(`OpenAPI description (${dialect})`, () => {
    let t: TestApp;
    let doc: Doc;
    beforeAll(async () => {
      t = await createTestApp(dialect, { seed: false });
      const r = await t.call('GET', '/ccim-main/api/openapi.json');
      expect(r.status).toBe(200);
      doc = r.body;
    });
    afterAll(() => t.close());

    it('is a valid OpenAPI 3.1 document', async () => {
      const validator = new Validator();
      const result = await validator.validate(doc as never);
      expect(result.valid, JSON.stringify(result).slice(0, 3000)).toBe(true);
      expect(result.valid).toBe(true);
      expect(validator.version).toBe('3.1');
    });

    it('lists every route Express has mounted, with its method', () => {
      const routes = mountedRoutes(t);
      expect(routes.length).toBeGreaterThan(150);
      const missing = routes.filter((r) => {
        const [method, p] = r.split(' ');
        return !doc.paths[p]?.[method];
      });
      expect(missing).toEqual([]);
      // Every one of them is declared (http/routes.ts), which is what the document is read from.
      expect(mountedRoutes(t, (handlers) => !declarationOf(handlers))).toEqual([]);
    });

    it('describes the body of every route that takes one', () => {
      const routes = bodyTakingRoutes(t);
      expect(routes.length).toBeGreaterThan(90);
      const undescribed = routes.filter((r) => {
        const [method, p] = r.split(' ');
        const content = doc.paths[p]?.[method]?.requestBody?.content ?? {};
        const schema = content['application/json']?.schema ?? content['multipart/form-data']?.schema;
        return !schema || (schema.type !== 'object' && !schema.properties && !schema.allOf && !schema.oneOf);
      });
      expect(undescribed).toEqual([]);
      // Imported validators, validators wrapped in another call, and multipart uploads alike.
      const body = (method: string, p: string, type = 'application/json') => doc.paths[p][method].requestBody.content[type].schema;
      expect(body('post', '/ccim-main/api/sessionDetailReport/listSession').required).toEqual(['startDate', 'endDate']);
      expect(Object.keys(body('post', '/ccim-main/api/home/statistics').properties)).toEqual(['tz', 'tzOffset']);
      const upload = body('post', '/ccim-main/api/baseoss/filesystem/upload', 'multipart/form-data');
      expect(upload.required).toContain('file');
      expect(upload.properties.file).toMatchObject({ type: 'string', contentEncoding: 'binary' });
      const legacy = body('post', '/ccim-main/api/openChannel/sendImgMsg', 'multipart/form-data');
      expect(Object.keys(legacy.properties).sort()).toEqual(['clientMsgId', 'file', 'sessionId']);
    });

    it('says who may call each route, what it takes and that it answers the envelope', () => {
      const op = (method: string, p: string) => {
        const o = doc.paths[p]?.[method];
        expect(o, `${method} ${p}`).toBeTruthy();
        return o;
      };
      // Schema-driven, admins only, body from resources.schema.json.
      const add = op('post', '/ccim-main/api/webhookMgt/add');
      expect(add['x-roles']).toEqual(['admin']);
      expect(Object.keys(add.requestBody.content['application/json'].schema.properties)).toEqual(expect.arrayContaining(['name', 'url', 'events', 'enabled']));
      expect(JSON.stringify(add.responses['200'])).toContain('#/components/schemas/Envelope');
      expect(op('get', '/ccim-main/api/webhookMgt/get/{id}').parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'id', in: 'path', required: true })]));
      // API tokens: the screen's calls (admins only, never a token), and the scopes that reach a call.
      expect(op('post', '/ccim-main/api/apiTokenMgt/add')['x-roles']).toEqual(['admin']);
      expect(op('post', '/ccim-main/api/apiTokenMgt/add')['x-api-token-scopes']).toBeUndefined();
      expect(op('put', '/ccim-main/api/apiTokenMgt/revoke')['x-roles']).toEqual(['admin']);
      expect(op('post', '/ccim-main/api/robotQaMgt/list')['x-api-token-scopes']).toEqual(['manageQa']);
      expect(op('post', '/ccim-main/api/robotQaMgt/list').security).toEqual(expect.arrayContaining([{ apiToken: ['manageQa'] }]));
      expect(op('post', '/ccim-main/api/historySessionReport/details')['x-api-token-scopes']).toEqual(['readHistory']);
      // A record action limited by the schema's roles.
      expect(op('put', '/ccim-main/api/webhookMgt/delivery/resend')['x-roles']).toEqual(['admin']);
      // Hand-written routes: the schemas of their declared validators.
      const transfer = op('put', '/ccim-main/api/workbench/confirmTransfer');
      expect(transfer.requestBody.content['application/json'].schema.required).toEqual(['sessionId', 'toAgentId']);
      expect(transfer['x-roles']).toEqual(['admin', 'supervisor', 'agent']);
      const candidates = op('get', '/ccim-main/api/workbench/listTransferAgent');
      expect(candidates.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'sessionId', in: 'query', required: true })]));
      // Roles a route declares narrow the menu's.
      expect(op('post', '/ccim-main/api/workBill/queryCcWarnMsgByDept')['x-roles']).toEqual(['admin', 'supervisor']);
      // Reports: only the roles whose menu has the report.
      expect(op('post', '/ccim-main/api/agentKpiReport/list')['x-roles']).not.toContain('agent');
      // Visitors and the public.
      const convert = op('post', '/ccim-robot/api/im/convertAgent');
      expect(convert['x-caller']).toBe('visitor');
      expect(convert.security).toEqual(expect.arrayContaining([{ visitorToken: [] }]));
      expect(op('post', '/sso/api/login')['x-caller']).toBe('sso');
      expect(op('get', '/healthz')['x-caller']).toBe('public');
      // Most hand-written routes that read a body or query carry its schema.
      const ops = Object.values(doc.paths).flatMap((p) => Object.entries(p).map(([m, o]) => ({ m, o })));
      const withInput = ops.filter(({ o }) => o.requestBody || o.parameters?.some((x: { in: string }) => x.in === 'query'));
      expect(withInput.length).toBeGreaterThan(100);
    });

    it('serves a readable reference page (Swagger UI) reading the document', async () => {
      const page = await fetch(`${t.url}/api-docs/`);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('swagger-ui-bundle.js');
      const init = await (await fetch(`${t.url}/api-docs/init.js`)).text();
      expect(init).toContain('/ccim-main/api/openapi.json');
      const bundle = await fetch(`${t.url}/api-docs/swagger-ui-bundle.js`);
      expect(bundle.status).toBe(200);
      expect(bundle.headers.get('content-type')).toMatch(/javascript/);
      await bundle.arrayBuffer();
    });
  });
}
