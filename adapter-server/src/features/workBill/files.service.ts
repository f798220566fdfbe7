import fs from 'node:fs/promises';
import path from 'node:path';
import type { Executor } from '../../db/database';
import { newId } from '../../db/ids';
import { badRequest, forbidden, notFound } from '../../http/envelope';
import type { StaffUser } from '../../sso/sso.service';
import { findFiles, findWorkBill, insertFile, listFilesOfBill } from './work-bill.repository';
import { isManager } from './work-bill.service';
import type { FileInfo } from '../../../../src/common/waybillRecords';
import { toFileInfo } from './work-bill.views';

export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;

/** What the bytes say the file is; the browser's claimed type is never trusted. */
const SIGNATURES: { mime: string; test: (b: Buffer) => boolean }[] = [
  { mime: 'image/jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { mime: 'image/png', test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { mime: 'image/gif', test: (b) => b.subarray(0, 4).toString('latin1') === 'GIF8' },
  { mime: 'image/webp', test: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP' },
  { mime: 'application/pdf', test: (b) => b.subarray(0, 5).toString('latin1') === '%PDF-' },
];

export const sniffMime = (b: Buffer) => SIGNATURES.find((s) => s.test(b))?.mime ?? null;

// A dot directory: the public `/uploads` static handler ignores dot paths, so attachments are only served
// through `downloadFile` with its permission check.
const dirOf = (uploadDir: string) => path.resolve(uploadDir, '.workbill');
/** Storage keys are our ids, so a path is never built from anything the client sent. */
export const storagePath = (uploadDir: string, key: string) => path.join(dirOf(uploadDir), key);

/** multer hands the form's UTF-8 file name over decoded as latin1; undo that when it round-trips. */
const utf8Name = (name: string) => {
  const decoded = Buffer.from(name, 'latin1').toString('utf8');
  return decoded.includes('\uFFFD') ? name : decoded;
};

/**
 * Characters that change how a name reads without being seen: bidirectional overrides, embeddings and isolates
 * (`invoice\u202Efdp.exe` shows as `invoiceexe.pdf`), marks and zero-width characters. They are dropped.
 */
const INVISIBLE = /[\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;

const cleanName = (name: string) => {
  const base = path.basename(utf8Name(name).replace(INVISIBLE, '').replace(/\\/g, '/')).replace(/["<>|:*?]/g, '_');
  const printable = [...base].map((c) => (c.charCodeAt(0) < 32 ? '_' : c)).join('').trim();
  return (printable || 'attachment').slice(0, 200);
};

export async function saveAttachment(db: Executor, uploadDir: string, user: StaffUser, file: { originalname: string; buffer: Buffer }): Promise<FileInfo> {
  const mime = sniffMime(file.buffer);
  if (!mime) throw badRequest('Only images (JPEG, PNG, GIF, WebP) and PDF files can be attached', [{ field: 'file', message: 'is not an image or PDF' }]);
  const key = newId();
  await fs.mkdir(dirOf(uploadDir), { recursive: true });
  await fs.writeFile(storagePath(uploadDir, key), file.buffer, { flag: 'wx' });
  const row = { id: key, work_bill_id: null, name: cleanName(file.originalname), mime, size: file.buffer.length, storage_key: key, uploaded_by: user.id, created_at: Date.now() };
  await insertFile(db, row);
  return toFileInfo(row);
}

type FileRow = Awaited<ReturnType<typeof findFiles>>[number];

/** A user sees the files of work bills they may see, and their own uploads not yet attached. */
async function mayRead(db: Executor, user: StaffUser, f: FileRow): Promise<boolean> {
  if (isManager(user)) return true;
  if (!f.work_bill_id) return f.uploaded_by === user.id;
  const bill = await findWorkBill(db, f.work_bill_id);
  return bill?.created_by === user.id;
}

export async function fileInfos(db: Executor, user: StaffUser, q: { ids?: string[]; workBillId?: string }): Promise<FileInfo[]> {
  const rows = q.workBillId ? await listFilesOfBill(db, q.workBillId) : await findFiles(db, q.ids ?? []);
  const out: FileInfo[] = [];
  for (const f of rows) {
    if (!(await mayRead(db, user, f))) throw forbidden('This file is not yours');
    out.push(toFileInfo(f));
  }
  return out;
}

export async function fileForDownload(db: Executor, user: StaffUser, id: string): Promise<FileRow> {
  const [f] = await findFiles(db, [id]);
  if (!f) throw notFound('No such file');
  if (!(await mayRead(db, user, f))) throw forbidden('This file is not yours');
  return f;
}
