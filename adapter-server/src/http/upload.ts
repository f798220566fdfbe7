import multer from 'multer';
import type { RequestHandler } from 'express';
import { badRequest } from './envelope';
import { addTranslations } from './i18n';

const TOO_LARGE = 'The file is too large';
const MISSING = 'Choose a file to upload';
addTranslations({ [TOO_LARGE]: '文件过大', [MISSING]: '请选择要上传的文件' });

/**
 * One uploaded file in memory (field `file`), at most `maxBytes`; multer's own errors become a 400 with the
 * field named, and a request without the file is refused the same way.
 */
export function singleFileUpload(maxBytes: number): RequestHandler {
  const parse = multer({ storage: multer.memoryStorage(), limits: { fileSize: maxBytes, files: 1, fields: 5 } }).single('file');
  return (req, res, next) => {
    parse(req, res, (err: unknown) => {
      if (err instanceof multer.MulterError) {
        const message = err.code === 'LIMIT_FILE_SIZE' ? TOO_LARGE : err.message;
        return next(badRequest(message, [{ field: 'file', message }]));
      }
      if (err) return next(err);
      if (!req.file) return next(badRequest(MISSING, [{ field: 'file', message: 'is required' }]));
      next();
    });
  };
}
