import type { Kysely } from 'kysely';
import type { Database, Executor } from './database';
import type { SessionResponseFacts } from './tables/reports.table';

/** The shared schema as reports see it: `chat_sessions` with the facts above. */
export type ReportDatabase = Omit<Database, 'chat_sessions'> & { chat_sessions: Database['chat_sessions'] & SessionResponseFacts };
export type ReportDb = Kysely<ReportDatabase>;

/** The columns are this domain's own addition, so only report code sees them in its types. */
export const reportDb = (db: Executor): ReportDb => db.withTables<{ chat_sessions: SessionResponseFacts }>() as unknown as ReportDb;
