import fs from 'node:fs';

import { route, type RouteSpec } from '../../http/routes';
import type { AppContext } from '../../context';
import { notFound, ok } from '../../http/envelope';
import { singleFileUpload } from '../../http/upload';
import { bodyValidator, queryValidator } from '../../http/validation';
import { fileForDownload, fileInfos, MAX_ATTACHMENT_BYTES, saveAttachment, storagePath } from './files.service';

const ID = { type: 'string', minLength: 1, maxLength: 40 } as const;
const infosBody = bodyValidator<{ ids?: string[]; workBillId?: string }>({
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: { ids: { type: 'array', minItems: 1, maxItems: 100, items: ID }, workBillId: ID },
});
const downloadQuery = queryValidator<{ id: string }>({ type: 'object', additionalProperties: false, required: ['id'], properties: { id: ID } });

/** `baseoss/filesystem/`: work bill attachments, addressed by id only; paths never come from the client. */
export function filesystemRoutes(ctx: AppContext): RouteSpec[] {
  const db = ctx.db.kysely;
  const r: RouteSpec[] = [];
  r.push(route({ method: 'post', path: '/upload', upload: singleFileUpload(MAX_ATTACHMENT_BYTES), handler: async (req, res) => {
    ok(res, await saveAttachment(db, ctx.config.uploadDir, req.user!, req.file!));
  } }));
  r.push(route({ method: 'post', path: '/getFileInfos', body: infosBody, handler: async (req, res, { body }) => ok(res, await fileInfos(db, req.user!, body)) }));
  r.push(route({ method: 'get', path: '/downloadFile', query: downloadQuery, handler: async (req, res, { query }) => {
    const f = await fileForDownload(db, req.user!, query.id);
    const file = storagePath(ctx.config.uploadDir, f.storage_key);
    if (!fs.existsSync(file)) throw notFound('The file is no longer stored');
    res.set({
      'Content-Type': f.mime,
      'Content-Length': String(f.size),
      'Content-Disposition': `attachment; filename="${encodeURIComponent(f.name)}"; filename*=UTF-8''${encodeURIComponent(f.name)}`,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    });
    fs.createReadStream(file).pipe(res);
  } }));
  return r;
}
