import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/dialect';
import { migrateToLatest } from '../db/migrate';
import { createUser } from '../sso/sso.service';

/** `npm run user:add -- --username alice --password ... --name Alice --code E1 --role admin` */
const { values } = parseArgs({
  options: {
    username: { type: 'string' },
    password: { type: 'string' },
    name: { type: 'string' },
    code: { type: 'string' },
    role: { type: 'string', default: 'admin' },
    org: { type: 'string', default: '' },
  },
});
const missing = ['username', 'password', 'name', 'code'].filter((k) => !values[k as keyof typeof values]);
if (missing.length || !['admin', 'supervisor', 'agent'].includes(values.role!)) {
  console.error('Usage: npm run user:add -- --username NAME --password PASS --name "Full name" --code EMPLOYEE_CODE [--role admin|supervisor|agent] [--org "Org/Full/Name"]');
  if (missing.length) console.error(`Missing: ${missing.join(', ')}`);
  process.exit(2);
}
if (values.password!.length < 8) {
  console.error('The password must be at least 8 characters.');
  process.exit(2);
}
const db = openDatabase(loadConfig().databaseUrl);
try {
  await migrateToLatest(db.kysely);
  const user = await createUser(db.kysely, {
    username: values.username!,
    password: values.password!,
    name: values.name!,
    code: values.code!,
    role: values.role as 'admin',
    orgFullName: values.org,
    orgName: values.org!.split('/').pop(),
  });
  console.log(`User ${user.username} (${user.role}) created.`);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
