import { createServer } from 'vite';
import { createApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/dialect';
import { seedDemo } from './seed/index';

/**
 * `npm run dev`: the API server on PORT (3000) and Vite's dev server with hot reload on 5173, one process, so
 * stopping it stops both. Vite proxies the API, sign-on and socket paths to the server.
 */
const config = { ...loadConfig(), staticDir: undefined };
const db = openDatabase(config.databaseUrl);
const app = await createApp({ db, config });
if (config.seedDemo && (await seedDemo(db.kysely, config.demoPassword))) console.log('[ccim] new database filled with demo data');
await new Promise<void>((resolve) => app.http.listen(config.port, resolve));
const vite = await createServer({ server: { port: 5173 } });
await vite.listen();
console.log(`[ccim] API on http://localhost:${config.port}; open http://localhost:5173${config.production ? '' : ` (demo password ${config.demoPassword})`}`);

const stop = async () => {
  await vite.close();
  await app.close();
  await db.destroy();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
