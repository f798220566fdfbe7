import type { Kysely, Transaction } from 'kysely';
import type { ApiTokenTables } from './tables/api-tokens.table';
import type { AuditTables } from './tables/audit.table';
import type { CustomerTables } from './tables/customers.table';
import type { ContactReasonTables, SessionLabelTables } from './tables/contact-reasons.table';
import type { RoutingRuleTables } from './tables/routing-rules.table';
import type { SlaTables } from './tables/sla.table';
import type { ReplySuggestionTables } from './tables/reply-suggestions.table';
import type { ConversationTables } from './tables/conversations.table';
import type { ManagementTables } from './tables/management.table';
import type { PlatformTables } from './tables/platform.table';
import type { RobotOrderTables } from './tables/robot-orders.table';
import type { RobotTables } from './tables/robot.table';
import type { TrustTables } from './tables/trust.table';
import type { WebhookTables } from './tables/webhooks.table';
import type { WorkBillTables } from './tables/work-bill.table';
import type { ExportJobTables } from './tables/export-jobs.table';

/**
 * Every table of the product. Each domain declares its tables in `db/tables/<domain>.table.ts` and adds its
 * interface here, so the whole schema is one type and no file has to know another domain's columns.
 * Conventions: ids are application-made strings; times are epoch milliseconds; flags are 0/1 integers (one
 * code path for SQLite and PostgreSQL).
 */
export interface Database extends PlatformTables, ConversationTables, RobotTables, ManagementTables, WorkBillTables, RobotOrderTables, TrustTables, AuditTables, WebhookTables, ApiTokenTables, ContactReasonTables, SessionLabelTables, RoutingRuleTables, CustomerTables, ReplySuggestionTables, SlaTables, ExportJobTables {}

export type DB = Kysely<Database>;
export type Trx = Transaction<Database>;
/** A repository takes either the database or an open transaction. */
export type Executor = Kysely<Database> | Transaction<Database>;
