import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/dialect';
import { migrateToLatest } from '../db/migrate';
import { restore } from '../ops/backup';

/**
 * `npm run restore -- FILE`: into the empty database of DATABASE_URL and the folder UPLOAD_DIR, with the server
 * stopped; then the migrations of this version run, so a backup of an older version comes back up to date.
 */
const { positionals } = parseArgs({ allowPositionals: true });
if (positionals.length !== 1) {
  console.error('Usage: npm run restore -- FILE.tar.gz   (into the empty database of DATABASE_URL and UPLOAD_DIR)');
  process.exit(2);
}
const config = loadConfig();
try {
  await restore({ databaseUrl: config.databaseUrl, uploadDir: config.uploadDir, file: positionals[0] });
  const db = openDatabase(config.databaseUrl);
  try {
    await migrateToLatest(db.kysely);
  } finally {
    await db.destroy();
  }
  console.log(`Restored ${positionals[0]}`);
} catch (err) {
  console.error(`Restore failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
