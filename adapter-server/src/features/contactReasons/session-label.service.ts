import type { DB, Executor } from '../../db/database';
import { badRequest, notFound } from '../../http/envelope';
import { addTranslations } from '../../http/i18n';
import type { StaffUser } from '../../sso/sso.service';
import { reasonSession } from './session-reason.service';
import { deleteLabel, insertLabel, labelsByUse, labelsOfSessions } from './session-label.repository';

/** The longest label, in characters, once its spaces are tidied. */
export const LABEL_MAX = 40;
/** The most labels one chat carries. */
export const LABELS_PER_CHAT = 10;
/** The most suggestions one call answers. */
export const SUGGESTIONS = 10;

const BLANK = 'must not be blank';
const TOO_LONG = `must be at most ${LABEL_MAX} characters`;
const TWICE = 'is already on this chat';
const TOO_MANY = `a chat carries at most ${LABELS_PER_CHAT} labels`;
const NO_LABEL = 'This chat has no such label';
addTranslations({
  [TOO_LONG]: `不能超过 ${LABEL_MAX} 个字符`,
  [TWICE]: '已在该会话上',
  [TOO_MANY]: `一个会话最多 ${LABELS_PER_CHAT} 个标签`,
  [`Invalid request body: label ${BLANK}`]: '请求无效：标签不能只包含空格',
  [`Invalid request body: label ${TOO_LONG}`]: `请求无效：标签不能超过 ${LABEL_MAX} 个字符`,
  [`Invalid request body: label ${TWICE}`]: '请求无效：该会话已有这个标签',
  [`Invalid request body: label ${TOO_MANY}`]: `请求无效：一个会话最多 ${LABELS_PER_CHAT} 个标签`,
  [NO_LABEL]: '该会话没有这个标签',
});

const labelError = (message: string) => badRequest(`Invalid request body: label ${message}`, [{ field: 'label', message }]);

/** A label as stored: trimmed, every run of spaces one space (no length check). */
export const tidyLabel = (raw: string): string => raw.trim().replace(/\s+/gu, ' ');
/** The key labels are compared on: case does not make another label. */
export const labelKey = (label: string): string => tidyLabel(label).toLowerCase();

/** A label an agent typed, tidied; blank or too long is a 400 on `label`. */
export function normaliseLabel(raw: string): string {
  const label = tidyLabel(raw);
  if (!label) throw labelError(BLANK);
  if ([...label].length > LABEL_MAX) throw labelError(TOO_LONG);
  return label;
}

/** The labels on each chat, keyed by chat (in the order they were added). */
export async function labelsBySession(db: Executor, sessionIds: string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  for (const r of await labelsOfSessions(db, sessionIds)) out.set(r.sessionId, [...(out.get(r.sessionId) ?? []), r.label]);
  return out;
}

/** The labels of a chat the caller may read (the same rule as its reasons). */
export async function sessionLabels(db: Executor, user: StaffUser, sessionId: string): Promise<string[]> {
  const s = await reasonSession(db, user, sessionId);
  return (await labelsBySession(db, [s.id])).get(s.id) ?? [];
}

/** Adds a label to a chat (its agent, or a supervisor or administrator) and answers the chat's labels. */
export async function addSessionLabel(db: DB, user: StaffUser, sessionId: string, raw: string, now = Date.now()): Promise<string[]> {
  const label = normaliseLabel(raw);
  const key = labelKey(label);
  await db.transaction().execute(async (trx) => {
    const s = await reasonSession(trx, user, sessionId);
    const present = await labelsOfSessions(trx, [s.id]);
    if (present.some((p) => p.key === key)) throw labelError(TWICE);
    if (present.length >= LABELS_PER_CHAT) throw labelError(TOO_MANY);
    await insertLabel(trx, { session_id: s.id, label, label_key: key, added_by: user.id, added_at: now });
  });
  return (await labelsBySession(db, [sessionId])).get(sessionId) ?? [];
}

/** Takes a label off a chat (matched whatever its case) and answers the chat's labels. */
export async function removeSessionLabel(db: DB, user: StaffUser, sessionId: string, raw: string): Promise<string[]> {
  await db.transaction().execute(async (trx) => {
    const s = await reasonSession(trx, user, sessionId);
    if (!(await deleteLabel(trx, s.id, labelKey(raw)))) throw notFound(NO_LABEL);
  });
  return (await labelsBySession(db, [sessionId])).get(sessionId) ?? [];
}

/** The labels in use starting with what was typed (any case), the most used first: at most ten. */
export const suggestLabels = (db: Executor, prefix: string) => labelsByUse(db, labelKey(prefix), SUGGESTIONS);
