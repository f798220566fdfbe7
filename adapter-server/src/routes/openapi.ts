import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import express, { type RequestHandler } from 'express';
import type { ResourceDef, ResourcesSchema } from '../../../src/common/resources';
import type { MultipartFile } from '../http/upload';
import { route, type RouteSpec } from '../http/routes';
import { declaredCalls, inputSchema, type Mounted } from '../schema/crud.router';
import { fieldSchema, type JsonSchema } from '../schema/json-schema';
import { loadSchema } from '../schema/load';
import { API_TOKEN_SCOPES, inScopes } from '../sso/api-tokens';
import { openApiPath, operationsOf, type Caller } from './openapi-routes';
import type { RouteTable } from './route-table';

/**
 * The OpenAPI 3.1 description of the API, generated at run time from the declarations the application is built
 * from: every route of the route table (http/routes.ts declarations under their mounts), who may call it (the
 * caller of an open mount, the menu routes of a staff mount turned into roles, the roles a mount or a route
 * declares), what it takes (the schemas its body and query validators carry, its upload; `resources.schema.json`
 * for the schema-driven calls) and what it answers (the envelope, with the resource's record for the CRUD calls).
 */

// ---- the document

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const envelopeOf = (data: JsonSchema | null) => ({
  allOf: [ref('Envelope'), { type: 'object', properties: { status: { const: 0 }, data: data ?? {} } }],
});

/** The `$comment` the schema file keeps on a resource (not part of its type). */
const commentOf = (r: ResourceDef): string => ((r as { $comment?: unknown }).$comment as string | undefined) ?? '';

function recordSchema(schema: ResourcesSchema, r: ResourceDef): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  for (const f of r.fields) {
    if (f.hidden) continue;
    const s = fieldSchema(schema, f, false);
    properties[f.name] = f.readOnly ? { ...s, readOnly: true } : s;
  }
  const comment = commentOf(r);
  return { type: 'object', properties, ...(comment ? { description: comment } : {}) };
}

function crudResponse(m: Mounted): JsonSchema | null {
  const record = ref(`resource.${m.resourceName}`);
  switch (m.kind) {
    case 'list':
      return m.endpoint.unpaged
        ? { type: 'array', items: record }
        : { type: 'object', properties: { records: { type: 'array', items: record }, total: { type: 'integer' }, pageNum: { type: 'integer' }, pageSize: { type: 'integer' } } };
    case 'getOne':
    case 'create':
    case 'update':
    case 'save':
      return record;
    case 'delete':
      return { type: 'object', properties: { deleted: { type: 'integer' } } };
    default:
      return null;
  }
}

/** A multipart form: the file (binary, at most its size) beside the text fields its body validator checks. */
function multipartSchema(upload: MultipartFile, fields: object | undefined): JsonSchema {
  const f = (fields ?? {}) as { properties?: Record<string, JsonSchema>; required?: string[] };
  return {
    type: 'object',
    properties: {
      ...f.properties,
      [upload.field]: { type: 'string', contentEncoding: 'binary', description: `The file, at most ${upload.maxBytes} bytes` },
    },
    required: [...(f.required ?? []), ...(upload.required ? [upload.field] : [])],
  };
}

function queryParameters(s: object): object[] {
  const js = s as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(js.properties ?? {}).map(([name, schema]) => ({ name, in: 'query', required: (js.required ?? []).includes(name), schema }));
}

const STAFF_API = '/ccim-main/api';

/** The API token scopes (sso/api-tokens.ts) that reach a staff path (OpenAPI form, under `/ccim-main/api`). */
const tokenScopesOf = (p: string): string[] =>
  p.startsWith(`${STAFF_API}/`) ? Object.keys(API_TOKEN_SCOPES).filter((s) => inScopes([s], p.slice(STAFF_API.length))) : [];

function securityOf(caller: Caller, tokenScopes: string[] = []): object[] {
  if (caller.kind === 'staff') return [{ staffBearer: [] }, { staffCookie: [] }, ...(tokenScopes.length ? [{ apiToken: tokenScopes }] : [])];
  if (caller.caller === 'visitor') return [{ visitorToken: [] }, { visitorBearer: [] }, { visitorCookie: [] }];
  if (caller.caller === 'sso') return [{}, { staffBearer: [] }, { staffCookie: [] }];
  if (caller.caller === 'metrics') return [{ metricsToken: [] }];
  return [];
}

function describeCaller(caller: Caller, roles: string[] | null): string {
  if ((caller.kind === 'open' && caller.caller === 'public')) return 'Who may call: anyone (public).';
  if (caller.kind === 'open' && caller.caller === 'metrics') return 'Who may call: a Prometheus scraper with `Authorization: Bearer <METRICS_TOKEN>` (404 while METRICS_TOKEN is unset). Answers the Prometheus text format, not the envelope.';
  if (caller.kind === 'open' && caller.caller === 'visitor') return 'Who may call: a visitor (visitor token: X-Visitor-Token, bearer or the ccim_visitor cookie).';
  if (caller.kind === 'open') return 'Who may call: the sign-on server decides (sign-in is public; the rest need the sign-on token).';
  return `Who may call: signed-in staff with the role ${roles?.join(', ') || '(none)'}.`;
}

export function buildOpenApi(table: RouteTable, schema: ResourcesSchema = loadSchema()): Record<string, unknown> {
  const calls = new Map<string, Mounted>();
  for (const m of declaredCalls(schema)) calls.set(`${m.endpoint.method.toLowerCase()} /${m.endpoint.controller ?? m.r.controller}/${m.endpoint.path.replace('{id}', ':id')}`, m);
  const components: Record<string, JsonSchema> = {
    Envelope: {
      type: 'object',
      description: 'Every JSON answer (docs/api-contract.md): status 0 success, -1 error, -2 warning; msg in the caller\'s language (Accept-Language); data the result.',
      required: ['status', 'msg', 'data'],
      properties: { status: { type: 'integer', enum: [0, -1, -2] }, msg: { type: 'string' }, data: {} },
    },
    ExportJob: {
      type: 'object',
      description: 'A report export written in the background (features/exports): its owner follows it at exportJobs/list and downloads it at exportJobs/download.',
      required: ['id', 'report', 'fileName', 'status', 'rowsTotal', 'rowsDone', 'bytes', 'error', 'createdAt', 'finishedAt'],
      properties: {
        id: { type: 'string' },
        report: { type: 'string', description: 'The export: history, robot, groupSessions or channelSessions' },
        fileName: { type: 'string' },
        status: { type: 'string', enum: ['queued', 'running', 'done', 'failed'] },
        rowsTotal: { type: 'integer' },
        rowsDone: { type: 'integer' },
        bytes: { type: ['integer', 'null'] },
        error: { type: 'string', enum: ['', 'failed', 'stopped'] },
        createdAt: { type: 'integer', description: 'epoch ms' },
        finishedAt: { type: ['integer', 'null'], description: 'epoch ms' },
      },
    },
    FieldErrors: {
      type: 'object',
      properties: { errors: { type: 'array', items: { type: 'object', required: ['field', 'message'], properties: { field: { type: 'string' }, message: { type: 'string' } } } } },
    },
  };
  for (const [name, r] of Object.entries(schema.resources)) if (!r.extends) components[`resource.${name}`] = recordSchema(schema, r);

  const paths: Record<string, Record<string, unknown>> = {};
  const seen = new Set<string>();
  for (const op of operationsOf(table)) {
    const { path: p, params } = openApiPath(op.path);
    const key = `${op.method} ${p}`;
    if (seen.has(key)) continue; // Express answers with the first one
    seen.add(key);
    const crud = op.staffBase && op.path.startsWith('/ccim-main/api/') ? calls.get(`${op.method} ${op.path.slice('/ccim-main/api'.length)}`) : undefined;
    const roles = op.roles;

    const parameters: object[] = params.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
    let requestBody: object | undefined;
    let data: JsonSchema | null = null;
    let download = false;
    if (crud) {
      const input = inputSchema(schema, crud);
      const fromQuery = crud.endpoint.method === 'GET' || crud.endpoint.paramsIn === 'query';
      if (input && fromQuery) parameters.push(...queryParameters(input));
      else if (input) {
        const body = crud.endpoint.paramsIn === 'path' ? { ...input, properties: Object.fromEntries(Object.entries((input.properties ?? {}) as object).filter(([k]) => k !== 'id')), required: ((input.required ?? []) as string[]).filter((k) => k !== 'id') } : input;
        requestBody = { required: true, content: { 'application/json': { schema: body } } };
      }
      if (crud.kind === 'import') requestBody = { required: true, content: { 'multipart/form-data': { schema: { type: 'object', properties: { file: { type: 'string', contentEncoding: 'binary' } } } } } };
      data = crudResponse(crud);
      download = crud.kind === 'export' || crud.kind === 'template';
    } else {
      const spec = op.spec;
      download = !!spec?.file;
      if (spec?.query) parameters.push(...queryParameters(spec.query.schema));
      const upload = spec?.upload?.multipart;
      if (upload) requestBody = { required: true, content: { 'multipart/form-data': { schema: multipartSchema(upload, spec?.body?.schema) } } };
      else if (spec?.body) requestBody = { required: true, content: { 'application/json': { schema: spec.body.schema } } };
    }
    const tag = op.staffBase ?? (op.path.split('/').filter(Boolean).slice(0, op.path.startsWith('/ccim-') ? 3 : 1).join('/') || '/');
    const description = [
      describeCaller(op.caller, roles),
      crud ? `Declared in resources.schema.json: resource \`${crud.resourceName}\`, ${crud.kind}${crud.action ? ` \`${crud.action.name}\`` : ''}.` : '',
      crud ? commentOf(crud.r) : '',
    ].filter(Boolean).join('\n\n');
    const scrape = op.caller.kind === 'open' && op.caller.caller === 'metrics';
    const ok = scrape
      ? { description: 'The metrics in the Prometheus text format', content: { 'text/plain': { schema: { type: 'string' } } } }
      : download
      ? { description: 'The file', content: { 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { schema: { type: 'string', contentEncoding: 'binary' } } } }
      : { description: 'The envelope (status 0, or -1 / -2 when a business rule refused: HTTP 200 with the reason in msg)', content: { 'application/json': { schema: envelopeOf(data) } } };
    const tokenScopes = op.caller.kind === 'staff' ? tokenScopesOf(p) : [];
    const responses: Record<string, unknown> = { '200': ok };
    if (op.spec?.file === 'xlsxOrJob') responses['202'] = { description: 'The export is past EXPORT_JOB_ROWS rows: a background job writes it', content: { 'application/json': { schema: envelopeOf(ref('ExportJob')) } } };
    if (parameters.length > params.length || requestBody) responses['400'] = { $ref: '#/components/responses/BadRequest' };
    if (op.caller.kind === 'staff' || (op.caller.kind === 'open' && op.caller.caller === 'visitor')) responses['401'] = { $ref: '#/components/responses/Unauthorized' };
    if (op.caller.kind === 'staff') responses['403'] = { $ref: '#/components/responses/Forbidden' };
    (paths[p] ??= {})[op.method] = {
      operationId: `${op.method}${p.replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ?? '').toUpperCase())}`,
      summary: op.spec?.summary ?? `${op.method.toUpperCase()} ${p}`,
      description,
      tags: [tag],
      security: securityOf(op.caller, tokenScopes),
      'x-caller': op.caller.kind === 'staff' ? 'staff' : op.caller.caller,
      ...(roles ? { 'x-roles': roles } : {}),
      ...(tokenScopes.length ? { 'x-api-token-scopes': tokenScopes } : {}),
      ...(parameters.length ? { parameters } : {}),
      ...(requestBody ? { requestBody } : {}),
      responses,
    };
  }
  const envelopeError = (description: string, withErrors = false) => ({
    description,
    content: { 'application/json': { schema: { allOf: [ref('Envelope'), { type: 'object', properties: { status: { const: -1 }, ...(withErrors ? { data: ref('FieldErrors') } : {}) } }] } } },
  });
  return {
    openapi: '3.1.0',
    info: {
      title: 'ccim API',
      version: packageVersion(),
      description:
        'Generated at run time from the mounted routes, the route table and resources.schema.json. Staff calls live under /ccim-main/api (a sign-on token: bearer or the sign-on cookie; or, for scripts, an API token `ccim_pat_…` on the calls its scopes reach), visitor calls under /ccim-robot/api and /ccim-main/api/openChannel, the sign-on server under /sso/api. Every JSON answer is the envelope {status, msg, data}. `x-roles` lists the staff roles allowed.',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas: components,
      responses: {
        BadRequest: envelopeError('The input did not match its schema: msg names the first field, data.errors every one', true),
        Unauthorized: envelopeError('Not signed in, or the sign-in (or visitor identity) has expired'),
        Forbidden: envelopeError('The caller\'s role may not make this call'),
      },
      securitySchemes: {
        staffBearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The sign-on token from POST /sso/api/login' },
        staffCookie: { type: 'apiKey', in: 'cookie', name: 'ccim_token', description: '__Host-ccim_token with NODE_ENV=production' },
        apiToken: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'ccim_pat_…',
          description: 'An API token an admin made on the API tokens screen (`x-api-token-scopes` lists the scopes that reach a call; any other call answers 403)',
        },
        visitorToken: { type: 'apiKey', in: 'header', name: 'X-Visitor-Token' },
        metricsToken: { type: 'http', scheme: 'bearer', description: 'METRICS_TOKEN, for GET /metrics' },
        visitorBearer: { type: 'http', scheme: 'bearer' },
        visitorCookie: { type: 'apiKey', in: 'cookie', name: 'ccim_visitor' },
      },
    },
  };
}

function packageVersion(): string {
  try {
    return (JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../../package.json'), 'utf8')) as { version: string }).version;
  } catch {
    return '0.0.0';
  }
}

const REFERENCE_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>ccim API reference</title>
<link rel="stylesheet" href="swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="swagger-ui-bundle.js"></script>
<script src="swagger-ui-standalone-preset.js"></script>
<script src="init.js"></script>
</body>
</html>
`;

const REFERENCE_INIT = `window.ui = SwaggerUIBundle({
  url: '/ccim-main/api/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
  layout: 'StandaloneLayout',
});
`;

/**
 * `GET /ccim-main/api/openapi.json` (the document, built once per process at the first call) and the reference
 * page at `/api-docs/` (Swagger UI from the swagger-ui-dist package; its starter script is a file, as the CSP allows
 * no inline script).
 */
export function apiDocsRoutes(table: () => RouteTable): { json: RouteSpec[]; page: { routes: RouteSpec[]; files: RequestHandler[] } } {
  let doc: Record<string, unknown> | null = null;
  const json = [
    route({
      method: 'get',
      path: '/',
      handler: (_req, res) => {
        doc ??= buildOpenApi(table());
        res.set('Cache-Control', 'no-cache').json(doc);
      },
    }),
  ];
  const require = createRequire(import.meta.url);
  const dist = path.dirname(require.resolve('swagger-ui-dist/package.json'));
  const routes = [
    route({
      method: 'get',
      path: '/',
      handler: (req, res) => {
        if (!req.originalUrl.split('?')[0].endsWith('/')) return res.redirect(301, `${req.baseUrl}/`);
        res.type('html').set('Cache-Control', 'no-cache').send(REFERENCE_PAGE);
      },
    }),
    route({ method: 'get', path: '/init.js', handler: (_req, res) => void res.type('js').set('Cache-Control', 'no-cache').send(REFERENCE_INIT) }),
  ];
  return { json, page: { routes, files: [express.static(dist, { index: false, maxAge: '1d' })] } };
}
