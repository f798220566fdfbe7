import path from 'node:path';

/** The folder under `UPLOAD_DIR` that holds the background exports' files (made again on demand, so left out of backups). */
export const EXPORTS_DIR = '.exports';

/** A finished job's file. */
export const exportFile = (uploadDir: string, id: string) => path.join(uploadDir, EXPORTS_DIR, `${id}.xlsx`);
