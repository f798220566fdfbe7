import multer from 'multer';
import type { RequestHandler } from 'express';
import { badRequest, type AppError } from './envelope';
import { addTranslations } from './i18n';
import { quotaOf, uploaderOf } from './upload-quota';

const TOO_LARGE = 'The file is too large';
const MISSING = 'Choose a file to upload';
const BAD_FORM = 'The upload is not a valid multipart form';
const BAD_NAME = 'The file name contains invalid characters';
addTranslations({ [TOO_LARGE]: '文件过大', [MISSING]: '请选择要上传的文件', [BAD_FORM]: '上传内容不是有效的表单', [BAD_NAME]: '文件名包含无效字符' });

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * Runs a multer parser and answers every way a body can be wrong with a 400 (never a 500): multer's own
 * limits, a body busboy cannot read (no boundary, a cut-off part), a file name with NUL or another control
 * character. A parsed file then counts against its uploader's hourly quota (429 past it).
 */
/** What a multipart upload takes (read by the API description, routes/openapi.ts): the file's field, whether it must be there, its largest size. */
export interface MultipartFile {
  field: string;
  required: boolean;
  maxBytes: number;
}

export type UploadHandler = RequestHandler & { multipart: MultipartFile };

export function guardedUpload(parse: RequestHandler, multerError: (err: multer.MulterError) => AppError, file: MultipartFile): UploadHandler {
  const requireFile = file.required;
  const handler: RequestHandler = (req, res, next) => {
    parse(req, res, (err: unknown) => {
      if (err instanceof multer.MulterError) return next(multerError(err));
      if (err) return next(badRequest(BAD_FORM, [{ field: 'file', message: err instanceof Error ? err.message : String(err) }]));
      const file = req.file;
      if (!file) return next(requireFile ? badRequest(MISSING, [{ field: 'file', message: 'is required' }]) : undefined);
      if (CONTROL.test(file.originalname)) return next(badRequest(BAD_NAME, [{ field: 'file', message: 'has an invalid name' }]));
      const quota = quotaOf(req);
      if (!quota) return next();
      quota.take(uploaderOf(req), file.size).then(() => next(), next);
    });
  };
  return Object.assign(handler, { multipart: file });
}

/** One uploaded file in memory (field `file`), at most `maxBytes`; a request without the file is refused. */
export function singleFileUpload(maxBytes: number): UploadHandler {
  const parse = multer({ storage: multer.memoryStorage(), limits: { fileSize: maxBytes, files: 1, fields: 5 } }).single('file');
  return guardedUpload(
    parse,
    (err) => {
      const message = err.code === 'LIMIT_FILE_SIZE' ? TOO_LARGE : err.message;
      return badRequest(message, [{ field: 'file', message }]);
    },
    { field: 'file', required: true, maxBytes },
  );
}
