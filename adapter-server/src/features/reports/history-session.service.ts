import { enqueueWebhook } from '../webhooks/webhook.outbox';
import type { DB, Executor } from '../../db/database';
import { newId } from '../../db/ids';
import { notFound, warning } from '../../http/envelope';
import type { Page, Paging, ReportFilter } from './report-filter';
import { findSessionRow, iterateSessions, listMessages, listSessions, type SessionQuery, type SessionSort } from './session-list.repository';
import type { Lang } from '../../../../src/common/systemLines';
import { type MessageView, messageText, type SessionView, toMessageView, toSessionView } from './session-view';
import { activeBlock, insertBlock } from './blacklist.repository';
import { reasonsBySession } from '../contactReasons/session-reason.service';
import { labelsBySession } from '../contactReasons/session-label.service';
import type { SessionListRow } from './session-list.repository';

/** The rows as the history shows them, each with the contact reasons and the labels set on it (none: empty lists). */
async function withReasons(db: Executor, rows: SessionListRow[]): Promise<SessionView[]> {
  const ids = rows.map((r) => r.id);
  const [reasons, labels] = await Promise.all([reasonsBySession(db, ids), labelsBySession(db, ids)]);
  return rows.map((r) => ({ ...toSessionView(r), reasons: reasons.get(r.id) ?? [], labels: labels.get(r.id) ?? [] }));
}

export async function sessionPage(db: Executor, f: ReportFilter, q: SessionQuery, p: Paging): Promise<Page<SessionView>> {
  const { rows, total } = await listSessions(db, f, q, {
    limit: p.pageSize,
    offset: (p.pageNum - 1) * p.pageSize,
    sort: p.sortField as SessionSort | undefined,
    order: p.sortOrder,
  });
  return { records: await withReasons(db, rows), total, pageNum: p.pageNum, pageSize: p.pageSize };
}

export async function* sessionBatches(db: Executor, f: ReportFilter, q: SessionQuery): AsyncGenerator<SessionView[]> {
  for await (const rows of iterateSessions(db, f, q)) yield await withReasons(db, rows);
}

export async function sessionDetails(db: Executor, sessionId: string, lang: Lang): Promise<{ session: SessionView; messages: MessageView[] }> {
  const row = await findSessionRow(db, sessionId);
  if (!row) throw notFound('No such session');
  const messages = await listMessages(db, [sessionId]);
  return { session: (await withReasons(db, [row]))[0], messages: messages.map((m) => toMessageView(m, lang)) };
}

/** The transcripts of the given sessions, 50 sessions per batch, as export rows (system lines in `lang`). */
export async function* transcriptBatches(db: Executor, sessionIds: string[], lang: Lang) {
  for (let i = 0; i < sessionIds.length; i += 50) {
    const rows = await listMessages(db, sessionIds.slice(i, i + 50));
    yield rows.filter((m) => m.revokedAt === null).map((m) => ({ sessionId: m.sessionId, seq: m.seq, author: m.author, sentAt: m.createdAt, content: messageText(m, lang) }));
  }
}

/** What a block records: its reason and, unless it is permanent, how many days it lasts or when it ends. */
export interface BlockInput {
  reason: string;
  days?: number | null;
  expiresAt?: number | null;
}

/**
 * Puts a visitor on the blacklist inside the caller's transaction (the one insert shared by the reports'
 * pullBlock and the workbench's). A visitor already blocked is a warning, not a second row.
 */
export async function blockVisitor(trx: Executor, visitorId: string, input: BlockInput, by: string, now = Date.now()) {
  if (await activeBlock(trx, visitorId, now)) throw warning('This visitor is already on the blacklist');
  const row = {
    id: newId(),
    visitor_id: visitorId,
    reason: input.reason,
    created_by: by,
    created_at: now,
    expires_at: input.expiresAt ?? (input.days ? now + input.days * 86_400_000 : null),
  };
  await insertBlock(trx, row);
  const block = { id: row.id, visitorId: row.visitor_id, reason: row.reason, createdAt: row.created_at, expiresAt: row.expires_at };
  await enqueueWebhook(trx, 'visitorBlacklisted', { ...block, createdBy: by }, now);
  return block;
}

/** Puts the visitor of a session on the blacklist (PUT pullBlock). */
export async function pullBlock(db: DB, input: { sessionId: string } & BlockInput, by: string, now = Date.now()) {
  return db.transaction().execute(async (trx) => {
    const session = await findSessionRow(trx, input.sessionId);
    if (!session) throw notFound('No such session');
    return blockVisitor(trx, session.visitorId, input, by, now);
  });
}
