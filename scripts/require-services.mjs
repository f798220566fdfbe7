// The server tests run on SQLite and on PostgreSQL (and Redis for the multi-instance tests): bring the
// services up when they do not answer, and fail rather than skip when they cannot be had.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const script = fileURLToPath(new URL('./services-up.sh', import.meta.url));
try {
  execFileSync('bash', [script], { stdio: 'inherit' });
} catch {
  console.error('PostgreSQL or Redis could not be reached on 127.0.0.1; the server tests need both.');
  process.exit(1);
}
