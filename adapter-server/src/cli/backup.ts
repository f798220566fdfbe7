import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { backup } from '../ops/backup';

/** `npm run backup -- --out FILE`: the database of DATABASE_URL and the files of UPLOAD_DIR, while the server runs. */
const { values } = parseArgs({ options: { out: { type: 'string' } } });
if (!values.out) {
  console.error('Usage: npm run backup -- --out FILE.tar.gz   (reads DATABASE_URL and UPLOAD_DIR like the server)');
  process.exit(2);
}
const config = loadConfig();
try {
  await backup({ databaseUrl: config.databaseUrl, uploadDir: config.uploadDir, out: values.out });
  console.log(`Backed up to ${values.out}`);
} catch (err) {
  console.error(`Backup failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
