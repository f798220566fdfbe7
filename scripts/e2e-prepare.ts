// Prepares the browser tests' database before the server starts on it: migrated, the demo data, and one setting
// for a suite of journeys. Each journey's agents sign out and close their browser, usually with chats still
// open; with the product's 60-second presence grace those chats would go back to the queue and pile onto
// whichever agent a later journey puts on duty. The longest grace the settings allow (an hour, longer than the
// suite) keeps each journey's chats with its own agents. The presence rules themselves are tested in
// tests/server/presence.test.ts.
import { openDatabase } from '../adapter-server/src/db/dialect';
import { migrateToLatest } from '../adapter-server/src/db/migrate';
import { writeConfig } from '../adapter-server/src/features/serviceConfig/service-config.repository';
import { seedDemo } from '../adapter-server/src/seed/index';

const file = process.argv[2];
if (!file) throw new Error('usage: e2e-prepare.ts <sqlite file>');
const db = openDatabase(`sqlite:${file}`);

await migrateToLatest(db.kysely);
await seedDemo(db.kysely, process.env.DEMO_PASSWORD || 'demo1234');
await writeConfig(db.kysely, { agentPresenceGraceSeconds: 3600 });
// Every write above is committed (better-sqlite3 writes synchronously); the server opens the file next. The
// background checkpointer's stop can wait on a thread that has nothing to do, so this process ends here.
process.exit(0);
