import type { DB } from '../db/database';
import { countUsers } from '../sso/user.repository';
import { historyWanted, seedHistory } from './history.seed';
import { seedPlatform } from './platform.seed';
import { seedManagement } from './management.seed';
import { seedContactReasons } from './contact-reasons.seed';
import { seedAutomationRules, seedRoutingRules, seedSlaPolicies } from './routing-rules.seed';
import { seedRobot } from './robot.seed';
import { seedWorkBill } from './work-bill.seed';

/**
 * Fills a new database with realistic demo data. Runs only when there are no users yet, in one transaction,
 * so a failed seed leaves nothing half written. Each domain adds its part after the platform's.
 */
export async function seedDemo(db: DB, password: string): Promise<boolean> {
  if ((await countUsers(db)) > 0) return false;
  await db.transaction().execute(async (trx) => {
    await seedPlatform(trx, password);
    await seedRobot(trx);
    await seedManagement(trx);
    await seedContactReasons(trx);
    await seedRoutingRules(trx);
    await seedSlaPolicies(trx);
    await seedAutomationRules(trx);
    await seedWorkBill(trx);
    if (historyWanted()) await seedHistory(trx);
  });
  return true;
}
