import { Router, type Request, type RequestHandler, type Response } from 'express';
import { forbidden } from './envelope';
import type { UploadHandler } from './upload';
import type { BodyValidator, QueryValidator } from './validation';

/**
 * Routes declared as data. A feature exports its routes as `RouteSpec`s; the route table mounts them (with their
 * callers and access); `routerOf` builds the Express router from them, and the API description
 * (routes/openapi.ts) and the access matrix test read the very same declarations.
 */

export type Method = 'get' | 'post' | 'put' | 'delete' | 'patch';

/** A staff role, as the sign-on puts the caller on the request. */
type Role = NonNullable<Request['user']>['role'];

/** The parameters a path names (`/vote/:msgId` → `{ msgId: string }`). */
type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string } & PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Request['params'] & { [K in Name]: string }
    : Request['params'];

/** What the handler receives: the body and the query as their validators checked them (undefined when not declared). */
interface RouteInput<B, Q> {
  body: B;
  query: Q;
}

export interface RouteSpec<B = unknown, Q = unknown, P extends string = string> {
  method: Method;
  /** Express path relative to the mount, e.g. `/get/:id`. */
  path: P;
  /** One line for the API description. */
  summary?: string;
  /** The only staff roles that may call it, on top of what the mount's access grants (403 for any other role, before the input is read). */
  roles?: readonly Role[];
  /** Middleware the route runs before anything else (the caller's authentication where the mount has none). */
  use?: readonly RequestHandler[];
  /** A multipart upload parsed before the body is checked (its file field is described from it). */
  upload?: UploadHandler;
  /**
   * What a success answers when it is not the JSON envelope: an xlsx file, or (`xlsxOrJob`) the file or, for an
   * export past `EXPORT_JOB_ROWS` rows, a background job (HTTP 202, the envelope with the job).
   */
  file?: 'xlsx' | 'xlsxOrJob';
  /** Checked before the handler runs: a 400 with field errors when the body does not match. */
  body?: BodyValidator<B>;
  /** Checked before the handler runs (after the body): a 400 with field errors when the query does not match. */
  query?: QueryValidator<Q>;
  handler(req: Request<PathParams<P>>, res: Response, input: RouteInput<B, Q>): unknown;
}

/** Declares one route; the handler's input takes the types of the declared validators, its parameters those of the path. */
export const route = <B = undefined, Q = undefined, P extends string = string>(spec: RouteSpec<B, Q, P>): RouteSpec => spec as unknown as RouteSpec;

/** A 403 for a signed-in caller whose role is not among `roles`. */
export function roleGuard(roles: readonly Role[]): RequestHandler {
  return (req, _res, next) => next(req.user && roles.includes(req.user.role) ? undefined : forbidden());
}

/** The same routes under a sub-path, with middleware run before their own (the sub-path's authentication). */
export function under(prefix: string, specs: readonly RouteSpec[], use: readonly RequestHandler[] = []): RouteSpec[] {
  return specs.map((s) => ({ ...s, path: s.path === '/' ? prefix : `${prefix}${s.path}`, use: [...use, ...(s.use ?? [])] }));
}

/**
 * The Express router of a list of declarations: per route its middleware, role guard, upload, then the body and
 * query checks and the handler. The last handler carries its declaration (`spec`) for the tests that walk Express.
 */
export function routerOf(specs: readonly RouteSpec[]): Router {
  const router = Router();
  for (const spec of specs) {
    const run: RequestHandler = (req, res) => {
      // A multipart body comes without a prototype; the checks see a plain object.
      const body = spec.body ? spec.body(spec.upload ? { ...(req.body as object) } : req.body) : undefined;
      const query = spec.query ? spec.query(req.query) : undefined;
      return spec.handler(req, res, { body, query }) as void;
    };
    const chain: RequestHandler[] = [...(spec.use ?? [])];
    if (spec.roles) chain.push(roleGuard(spec.roles));
    if (spec.upload) chain.push(spec.upload);
    router[spec.method](spec.path, ...chain, Object.assign(run, { spec }));
  }
  return router;
}
