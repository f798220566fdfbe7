import { mentionsOf } from '../../../../src/common/waybillNo';
import { compiledQuery, later, type Steps } from '../../db/compiled';
import type { ChatMessagesTable } from '../../db/tables/conversations.table';
import type { WaybillMentionsTable } from '../../db/tables/robot.table';

type Line = Pick<ChatMessagesTable, 'session_id' | 'author' | 'type' | 'content' | 'created_at'>;

const insertMention = compiledQuery(['waybill_no', 'session_id', 'created_at'], (db, r: WaybillMentionsTable) =>
  db
    .insertInto('waybill_mentions')
    .values(r)
    .onConflict((oc) => oc.columns(['waybill_no', 'session_id']).doNothing()),
);

/**
 * Records the numbers the lines name, in the lines' own transaction (a batch's step; nothing is read back, so on
 * PostgreSQL it travels with the next statement). A number named in the chat before keeps its first mention.
 */
export function* recordMentions(lines: Line[]): Steps<void> {
  for (const m of mentionsOf(lines)) yield later(insertMention.step('', m));
}
