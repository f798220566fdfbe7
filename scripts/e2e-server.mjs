// Starts the real server for the browser tests on a fresh SQLite file with demo data, as one process
// (so Playwright stopping it stops the server).
import fs from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';

// One database and upload folder per port, so separate runs on one machine never share them.
const port = process.env.PORT ?? '3100';
const file = `data/e2e-${port}.sqlite`;
for (const f of [file, `${file}-wal`, `${file}-shm`]) fs.rmSync(f, { force: true });
// The database migrated, with the demo data and the suite's one setting (see e2e-prepare.ts), before the server opens it.
const prepared = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/e2e-prepare.ts', file], { stdio: 'inherit' });
if (prepared.status !== 0) process.exit(prepared.status ?? 1);
const child = spawn(process.execPath, ['--import', 'tsx', 'adapter-server/src/main.ts'], {
  stdio: 'inherit',
  env: { ...process.env, DATABASE_URL: `sqlite:${file}`, SEED_DEMO: 'true', UPLOAD_DIR: `data/e2e-uploads-${port}`, LOGIN_MAX_FAILURES: '20', VISITOR_NEW_PER_MINUTE: '100000', VISITOR_CALLS_PER_MINUTE: '10000000', VISITOR_ADDRESS_CALLS_PER_MINUTE: '10000000', VISITOR_LOOKUPS_PER_MINUTE: '1000000', QUEUE_REQUESTS_PER_MINUTE: '100000', WEBHOOK_ALLOW_LOOPBACK: 'true', SLA_SWEEP_SECONDS: '2', EXPORT_JOB_ROWS: '200' },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => process.exit(code ?? 0));
