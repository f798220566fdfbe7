import fs from 'node:fs/promises';
import path from 'node:path';
import multer from 'multer';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import type { Executor } from '../../db/database';
import { newId } from '../../db/ids';
import { AppError, badRequest, forbidden } from '../../http/envelope';
import { addTranslations } from '../../http/i18n';
import { guardedUpload, type UploadHandler } from '../../http/upload';
import { recordUpload, uploadedBy, visitorHasImage } from './upload.repository';

/** Largest upload accepted; images are re-encoded and usually shrink well below it. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const MAX_EDGE = 2048;
const ALLOWED = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);
const FORMATS = new Set(['jpeg', 'png', 'gif', 'webp']);
export const UPLOAD_URL_PREFIX = '/uploads/';
export const UPLOAD_NAME_RE = /^[0-9a-z]{20}\.(webp|jpg)$/;

const parser = multer({ storage: multer.memoryStorage(), limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5 } }).single('file');

/** multer as a middleware that answers the envelope: too large is 413, anything else about the form 400. */
export const imageUpload: UploadHandler = guardedUpload(
  parser,
  (err) =>
    err.code === 'LIMIT_FILE_SIZE'
      ? new AppError(413, `The image is too large (limit ${MAX_IMAGE_BYTES / 1024 / 1024} MB)`)
      : badRequest(`Invalid upload: ${err.message}`, [{ field: err.field ?? 'file', message: err.message }]),
  { field: 'file', required: false, maxBytes: MAX_IMAGE_BYTES },
);

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
  let encoded: { data: Buffer; info: OutputInfo };
  try {
    encoded = await (ext === 'webp' ? pipeline.webp({ quality: 82 }) : pipeline.jpeg({ quality: 82, mozjpeg: true })).toBuffer({ resolveWithObject: true });
  } catch {
    // The header read fine but the pixels do not (a truncated or corrupt file): the sender's fault, not ours.
    throw badRequest('The file is not a readable image', [{ field: 'file', message: 'is not an image' }]);
  }
  const { data, info } = encoded;
  await fs.mkdir(uploadDir, { recursive: true });
  const name = `${newId()}.${ext}`;
  await fs.writeFile(path.join(uploadDir, name), data);
  return { url: UPLOAD_URL_PREFIX + name, width: info.width, height: info.height, size: data.length };
}

/** An image message may only point at an image we stored. */
export async function checkOurImage(uploadDir: string, url: string): Promise<void> {
  const name = url.startsWith(UPLOAD_URL_PREFIX) ? url.slice(UPLOAD_URL_PREFIX.length) : '';
  const exists = UPLOAD_NAME_RE.test(name) && (await fs.stat(path.join(uploadDir, name)).then((s) => s.isFile(), () => false));
  if (!exists) throw badRequest('Invalid image: upload it with uploadImg first', [{ field: 'url', message: 'is not an uploaded image' }]);
}

/** Stores an uploaded image and records who uploaded it (`visitor:<id>` or `staff:<user id>`). */
export async function storeUpload(db: Executor, uploadDir: string, file: Express.Multer.File | undefined, uploader: string): Promise<StoredImage> {
  const img = await storeImage(uploadDir, file);
  await recordUpload(db, img.url.slice(UPLOAD_URL_PREFIX.length), uploader);
  return img;
}

const NOT_YOURS = 'You can only send images you uploaded yourself';
addTranslations({ [NOT_YOURS]: '只能发送您自己上传的图片' });

/** A visitor sends only an image they uploaded, or one already in their own chats. */
export async function checkVisitorImage(db: Executor, uploadDir: string, visitorId: string, url: string): Promise<void> {
  await checkOurImage(uploadDir, url);
  const name = url.slice(UPLOAD_URL_PREFIX.length);
  if (!(await uploadedBy(db, name, `visitor:${visitorId}`)) && !(await visitorHasImage(db, visitorId, url))) {
    throw forbidden(NOT_YOURS);
  }
}
