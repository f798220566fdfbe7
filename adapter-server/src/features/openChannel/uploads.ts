import fs from 'node:fs/promises';
import path from 'node:path';
import type { RequestHandler } from 'express';
import multer from 'multer';
import sharp, { type Metadata } from 'sharp';
import { newId } from '../../db/ids';
import { AppError, badRequest } from '../../http/envelope';

/** Largest upload accepted; images are re-encoded and usually shrink well below it. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const MAX_EDGE = 2048;
const ALLOWED = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);
const FORMATS = new Set(['jpeg', 'png', 'gif', 'webp']);
export const UPLOAD_URL_PREFIX = '/uploads/';
const NAME_RE = /^[0-9a-z]{20}\.(webp|jpg)$/;

const parser = multer({ storage: multer.memoryStorage(), limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5 } }).single('file');

/** multer as a middleware that answers the envelope: too large is 413, anything else about the form 400. */
export const imageUpload: RequestHandler = (req, res, next) => {
  parser(req, res, (err: unknown) => {
    if (!err) return next();
    if (err instanceof multer.MulterError) {
      if (err.code === 'LIMIT_FILE_SIZE') return next(new AppError(413, `The image is too large (limit ${MAX_IMAGE_BYTES / 1024 / 1024} MB)`));
      return next(badRequest(`Invalid upload: ${err.message}`, [{ field: err.field ?? 'file', message: err.message }]));
    }
    next(err);
  });
};

export interface StoredImage {
  url: string;
  width: number;
  height: number;
  size: number;
}

/**
 * Only real images of an allowed type pass: the declared type is checked, then sharp must decode the bytes as
 * one of the allowed formats. The image is re-encoded (WebP when it has transparency, JPEG otherwise), turned
 * upright and stripped of metadata, so what we serve is never the uploaded bytes.
 */
export async function storeImage(uploadDir: string, file: Express.Multer.File | undefined): Promise<StoredImage> {
  if (!file) throw badRequest('Invalid upload: file is required', [{ field: 'file', message: 'is required' }]);
  if (!ALLOWED.has(file.mimetype)) throw badRequest('Only JPEG, PNG, GIF or WebP images can be sent', [{ field: 'file', message: 'is not an allowed image type' }]);
  let meta: Metadata;
  try {
    meta = await sharp(file.buffer, { limitInputPixels: 40_000_000 }).metadata();
  } catch {
    throw badRequest('The file is not a readable image', [{ field: 'file', message: 'is not an image' }]);
  }
  if (!meta.format || !FORMATS.has(meta.format)) throw badRequest('Only JPEG, PNG, GIF or WebP images can be sent', [{ field: 'file', message: 'is not an allowed image type' }]);
  const pipeline = sharp(file.buffer, { limitInputPixels: 40_000_000 }).rotate().resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true });
  const ext = meta.hasAlpha ? 'webp' : 'jpg';
  const { data, info } = await (ext === 'webp' ? pipeline.webp({ quality: 82 }) : pipeline.jpeg({ quality: 82, mozjpeg: true })).toBuffer({ resolveWithObject: true });
  await fs.mkdir(uploadDir, { recursive: true });
  const name = `${newId()}.${ext}`;
  await fs.writeFile(path.join(uploadDir, name), data);
  return { url: UPLOAD_URL_PREFIX + name, width: info.width, height: info.height, size: data.length };
}

/** An image message may only point at an image we stored. */
export async function checkOurImage(uploadDir: string, url: string): Promise<void> {
  const name = url.startsWith(UPLOAD_URL_PREFIX) ? url.slice(UPLOAD_URL_PREFIX.length) : '';
  const exists = NAME_RE.test(name) && (await fs.stat(path.join(uploadDir, name)).then((s) => s.isFile(), () => false));
  if (!exists) throw badRequest('Invalid image: upload it with uploadImg first', [{ field: 'url', message: 'is not an uploaded image' }]);
}
