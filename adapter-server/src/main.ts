import { createApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/dialect';
import { isDatabaseUnavailable } from './db/unavailable';
import { seedDemo } from './seed/index';
import { startupBanner } from './startup-banner';
import { createLogger } from './log';

// A database blip may reject a promise nobody awaits (a background pass caught mid-query): that is logged and
// the next pass tries again. Any other unhandled rejection is a bug whose state is unknown: the process ends.
const config = loadConfig();
const logger = createLogger(config);
process.on('unhandledRejection', (err) => {
  logger.error({ err }, 'unhandled rejection');
  if (!isDatabaseUnavailable(err)) process.exit(1);
});

const db = openDatabase(config.databaseUrl, { poolSize: config.databasePoolSize, onPoolError: (err) => logger.error({ err }, 'database connection lost') });
const app = await createApp({ db, config, logger });
if (config.seedDemo) {
  const seeded = await seedDemo(db.kysely, config.demoPassword);
  if (seeded) console.log('[ccim] new database filled with demo data');
}
app.http.listen(config.port, () => {
  for (const line of startupBanner(config, db.dialect)) console.log(line);
});

/** A stop that takes longer than this after the drain (a database that never answers) ends the process anyway. */
const STOP_DEADLINE_MS = 10_000;

// SIGTERM (a rolling restart, `docker stop`, systemd): with other instances running, the clients are first asked to
// move to them (`realtime/drain.ts`, at most DRAIN_SECONDS); SIGINT (Ctrl-C) stops at once. A second signal
// ends the drain where it is.
const cut = new AbortController();
let stopping = false;
const stop = async (signal: NodeJS.Signals) => {
  if (stopping) return cut.abort();
  stopping = true;
  if (signal === 'SIGTERM') {
    logger.info(`stopping: with other instances running, clients get up to ${config.drainSeconds} s to move to them`);
    const r = await app.drain(config.drainSeconds * 1000, cut.signal);
    if (r.drained) logger.info(`drained: ${r.moving - r.left} of ${r.moving} sockets moved, ${r.left} closed now`);
  }
  setTimeout(() => {
    logger.error(`not stopped within ${STOP_DEADLINE_MS / 1000} s; exiting`);
    process.exit(1);
  }, STOP_DEADLINE_MS).unref();
  // The sockets left close (clients reconnect by themselves), then the message writer stores what it was handed.
  await app.close();
  await db.destroy();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
