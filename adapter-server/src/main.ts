import { createApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/dialect';
import { seedDemo } from './db/seed/index';
import { DEMO_USERS } from './db/seed/platform.seed';

const config = loadConfig();
const db = openDatabase(config.databaseUrl);
const app = await createApp({ db, config });
if (config.seedDemo) {
  const seeded = await seedDemo(db.kysely, config.demoPassword);
  if (seeded) console.log('[ccim] new database filled with demo data');
}
app.http.listen(config.port, () => {
  const url = `http://localhost:${config.port}`;
  console.log(`[ccim] serving ${url} (APP_ENV=${config.appEnv}, database ${db.dialect})`);
  if (config.seedDemo) {
    console.log(`[ccim] demo sign-in names: ${DEMO_USERS.map((u) => u.username).join(', ')}`);
    console.log(`[ccim] demo password: ${config.demoPassword}`);
  }
  console.log(`[ccim] visitor chat: ${url}/newhuang/chat`);
});

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await app.close();
  await db.destroy();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
