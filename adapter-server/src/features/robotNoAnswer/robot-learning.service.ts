import type { Request } from 'express';
import { resolveResource, resourcesSchema } from '../../../../src/common/resources';
import type { LearningDraft } from '../../../../src/common/robotLearning';
import { auditedAct } from '../../audit/audit-log.calls';
import type { AppContext } from '../../context';
import type { Executor, Trx } from '../../db/database';
import { refused } from '../../http/envelope';
import { bodyValidator } from '../../http/validation';
import { createRecord, type Crud } from '../../schema/crud.service';
import { createSchema, fieldSchema, type JsonSchema } from '../../schema/json-schema';
import type { Row } from '../../schema/records';
import { qaChanged, robotQaHooks } from '../robotQa/robot-qa.hooks';
import { groupOf } from './robot-learning.proposals';
import { agentReplyTo, dismiss, forgetDismissal, markTaught } from './robot-learning.repository';
import { FULL, fieldRefused, NO_ENTRY_CHOSEN, NO_QA, NOT_FOUND, PROPOSAL_GONE, TOO_LONG } from './robot-no-answer.messages';
import { findNoAnswer, SIMILAR_LIMITS, teachSimilar } from './robot-no-answer.repository';

const QA = resolveResource(resourcesSchema, 'robotQaMgt');
/** The body of `robotQaMgt/add`: a new entry is checked by the very rules (and defaults) of the Q&A base. */
const qaCreate = bodyValidator<Row>(createSchema(resourcesSchema, QA));

/** The Q&A base's rules for the entry fields a learning call takes (the same lengths and classes as its form). */
export function qaFieldRules(names: readonly string[]): Record<string, JsonSchema> {
  return Object.fromEntries(names.map((n) => [n, fieldSchema(resourcesSchema, QA.fields.find((f) => f.name === n)!, false)]));
}

/** What a new entry taught from a question holds; the rest takes the Q&A form's defaults. */
export interface NewEntry {
  question: string;
  answer?: string;
  classify?: number;
}

/** Creates an entry as `robotQaMgt/add` does (its validation, uniqueness check and hooks), inside `trx`. */
async function createEntry(trx: Trx, ctx: AppContext, req: Request, entry: NewEntry): Promise<string> {
  const crud: Crud = { r: QA, table: QA.table!, dialect: ctx.db.dialect, hooks: robotQaHooks };
  const values = qaCreate({ question: entry.question, answer: entry.answer, classify: entry.classify });
  const record = await createRecord(trx, crud, req.user!, values);
  return String(record.id);
}

/** Adds `question` to the similar questions of entry `qaId` (once), or refuses: no such entry, too long, or full. */
export async function teachAsSimilar(db: Executor, qaId: string, question: string): Promise<void> {
  if (question.trim().length > SIMILAR_LIMITS.length) throw refused(TOO_LONG);
  const taught = await teachSimilar(db, qaId, question, Date.now());
  if (taught === 'missing') throw fieldRefused('qaId', NO_QA);
  if (taught === 'full') throw refused(FULL);
}

/** The teach dialog's draft of a new entry: the visitor's question, and the agent's reply in that chat when there was one. */
export async function draftEntry(db: Executor, id: string): Promise<LearningDraft> {
  const row = await db.selectFrom('robot_no_answer').select(['id', 'question', 'session_id']).where('id', '=', id).executeTakeFirst();
  if (!row) throw refused(NOT_FOUND);
  const reply = row.session_id ? await agentReplyTo(db, row.session_id, row.question) : null;
  return { id: row.id, question: row.question, answer: reply ?? '', fromAgent: reply !== null };
}

/**
 * "Teach the robot" as a new entry: creates the entry, closes the unanswered question with it and enters the call in
 * the audit log, in one transaction; the robot's index is rebuilt after the commit, as for any new entry.
 */
export async function teachNewEntry(ctx: AppContext, req: Request, id: string, entry: NewEntry): Promise<{ qaId: string }> {
  const db = ctx.db.kysely;
  const row = await findNoAnswer(db, id);
  if (!row) throw refused(NOT_FOUND);
  const qaId = await auditedAct(ctx, req, 'teachNew', `robotNoAnswerMgt #${id} · ${row.question}`, (also) =>
    db.transaction().execute(async (trx) => {
      if (!(await findNoAnswer(trx, id))) throw refused(NOT_FOUND);
      const created = await createEntry(trx, ctx, req, entry);
      await markTaught(trx, [id], created, Date.now());
      await also(trx);
      return created;
    }),
  );
  qaChanged(ctx);
  return { qaId };
}

/** An administrator's approval of a proposal, as edited: a new entry, or the question added to entry `qaId`. */
export interface Approval extends NewEntry {
  key: string;
  action: 'new' | 'similar';
  qaId?: string;
}

/** Approves a proposal: the entry is created (or the question added to one) and every question of the group closed with it. */
export async function approveProposal(ctx: AppContext, req: Request, a: Approval): Promise<{ qaId: string; taught: number }> {
  const db = ctx.db.kysely;
  const group = await groupOf(db, a.key);
  if (!group.length) throw refused(PROPOSAL_GONE);
  if (a.action === 'similar' && !a.qaId) throw fieldRefused('qaId', NO_ENTRY_CHOSEN);
  const target = `robotNoAnswerMgt #${group.map((r) => r.id).join(',')} · ${a.question}`;
  const done = await auditedAct(ctx, req, 'learnApprove', target, (also) =>
    db.transaction().execute(async (trx) => {
      const ids = (await groupOf(trx, a.key)).map((r) => r.id);
      if (!ids.length) throw refused(PROPOSAL_GONE);
      let qaId = a.qaId ?? '';
      if (a.action === 'new') qaId = await createEntry(trx, ctx, req, a);
      else await teachAsSimilar(trx, qaId, a.question);
      await markTaught(trx, ids, qaId, Date.now());
      await forgetDismissal(trx, a.key);
      await also(trx);
      return { qaId, taught: ids.length };
    }),
  );
  qaChanged(ctx);
  return done;
}

/** Dismisses a proposal: nothing is learned, and it stays hidden until a visitor asks one of its questions again. */
export async function dismissProposal(ctx: AppContext, req: Request, key: string): Promise<void> {
  const db = ctx.db.kysely;
  const group = await groupOf(db, key);
  if (!group.length) throw refused(PROPOSAL_GONE);
  await auditedAct(ctx, req, 'learnDismiss', `robotNoAnswerMgt #${group.map((r) => r.id).join(',')} · ${group[0].question}`, (also) =>
    db.transaction().execute(async (trx) => {
      await dismiss(trx, key, req.user!.id, Date.now());
      await also(trx);
    }),
  );
}
