import type { Executor } from '../../db/database';
import type { FirstScreenNotice } from '../../http/visitor-page';
import { plainText } from '../../schema/sanitize';
import { latestPushedNotice } from './robot.repository';

/** The announcement the visitor page draws before its script runs: what `im/homeAnnouncement` answers, and its text. */
export async function firstScreenNotice(db: Executor): Promise<FirstScreenNotice | null> {
  const notice = await latestPushedNotice(db);
  return notice ? { notice, html: plainText(notice.content) } : null;
}
