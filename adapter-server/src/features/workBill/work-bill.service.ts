import type { DB, Executor } from '../../db/database';
import { newId } from '../../db/ids';
import type { WorkBill, WorkBillConversation, WorkBillEventKind, WorkBillProcessing } from '../../../../src/common/waybillRecords';
import { badRequest, forbidden, notFound, refused } from '../../http/envelope';
import type { StaffUser } from '../../sso/sso.service';
import { findAgentByUser } from '../agents/agent.repository';
import { staffMessages } from '../workbench/workbench.service';
import * as repo from './work-bill.repository';
import { findSessionAgent, listConversation } from './session-access.repository';
import { enqueueWebhook } from '../webhooks/webhook.outbox';
import { namesOf, toEventView, toFileInfo, toWorkBillView } from './work-bill.views';

export const isManager = (u: StaffUser) => u.role === 'admin' || u.role === 'supervisor';

export interface CreateWorkBill {
  waybillNo: string;
  sessionId?: string;
  bigType: string;
  smallType: string;
  complaintDept: string;
  description: string;
  fileIds?: string[];
}

/** An agent may attach only a session they serve (or served); managers any. */
export async function assertSessionAccess(db: Executor, user: StaffUser, sessionId: string): Promise<void> {
  const session = await findSessionAgent(db, sessionId);
  if (!session) throw badRequest('Invalid request body: sessionId names no session', [{ field: 'sessionId', message: 'names no session' }]);
  if (isManager(user)) return;
  const agent = await findAgentByUser(db, user.id);
  if (!agent || session.agent_id !== agent.id) throw forbidden('This session is not yours');
}

async function loadOwn(db: Executor, user: StaffUser, id: string) {
  const bill = await repo.findWorkBill(db, id);
  if (!bill) throw notFound('No such work bill');
  if (!isManager(user) && bill.created_by !== user.id) throw forbidden('This work bill is not yours');
  return bill;
}

const event = (trx: Executor, workBillId: string, kind: WorkBillEventKind, note: string, user: StaffUser, at: number) =>
  repo.insertEvent(trx, { id: newId(), work_bill_id: workBillId, kind, note, actor_id: user.id, actor_name: user.name, created_at: at });

const billNoOf = (at: number) => `GD${new Date(at).toISOString().slice(0, 10).replace(/-/g, '')}${newId().slice(-6).toUpperCase()}`;

/** Creates a work bill with its attachments and history, and tells the webhooks, in one transaction. */
export function createWorkBill(db: DB, user: StaffUser, input: CreateWorkBill, at = Date.now()): Promise<WorkBill> {
  return db.transaction().execute((trx) => createWorkBillIn(trx, user, input, at));
}

/** `createWorkBill` inside the caller's transaction (an automation rule's act writes its chat line beside it). */
export async function createWorkBillIn(trx: Executor, user: StaffUser, input: CreateWorkBill, at: number): Promise<WorkBill> {
  const bill = await insertWorkBillOf(trx, user, input, at);
  await enqueueWebhook(trx, 'workBillCreated', { workBill: bill, by: user.username }, at);
  return bill;
}

async function insertWorkBillOf(trx: Executor, user: StaffUser, input: CreateWorkBill, at: number): Promise<WorkBill> {
  const [big, small, dept] = await Promise.all([
    repo.findType(trx, input.bigType),
    repo.findType(trx, input.smallType),
    repo.findDictItem(trx, 'complaint_dept', input.complaintDept),
  ]);
  const errors = [];
  if (!big || big.parent_code !== null) errors.push({ field: 'bigType', message: 'is not a known big type' });
  if (!small || small.parent_code !== input.bigType) errors.push({ field: 'smallType', message: 'is not a small type of the big type' });
  if (!dept) errors.push({ field: 'complaintDept', message: 'is not a known complaint department' });
  if (errors.length) throw badRequest(`Invalid request body: ${errors[0].field} ${errors[0].message}`, errors);
  if (input.sessionId) await assertSessionAccess(trx, user, input.sessionId);

  const id = newId();
  await repo.insertWorkBill(trx, {
    id,
    bill_no: billNoOf(at),
    waybill_no: input.waybillNo,
    session_id: input.sessionId ?? null,
    big_type: input.bigType,
    small_type: input.smallType,
    complaint_dept: input.complaintDept,
    description: input.description,
    status: 'pending',
    urge_count: 0,
    created_by: user.id,
    created_by_name: user.name,
    created_at: at,
    updated_at: at,
    invalid_reason: null,
  });
  const fileIds = [...new Set(input.fileIds ?? [])];
  if ((await repo.attachFiles(trx, fileIds, id, user.id)) !== fileIds.length) {
    throw badRequest('Invalid request body: fileIds names a file that is not your unattached upload', [
      { field: 'fileIds', message: 'names a file that is not your unattached upload' },
    ]);
  }
  await event(trx, id, 'create', '', user, at);
  return toWorkBillView(await namesOf(trx))((await repo.findWorkBill(trx, id))!);
}

export function urgeWorkBill(db: DB, user: StaffUser, id: string, note: string, at = Date.now()): Promise<WorkBill> {
  return db.transaction().execute(async (trx) => {
    await loadOwn(trx, user, id);
    if (!(await repo.incrementUrge(trx, id, at))) throw refused('Only a pending or processing work bill can be urged');
    await event(trx, id, 'urge', note, user, at);
    const bill = toWorkBillView(await namesOf(trx))((await repo.findWorkBill(trx, id))!);
    await enqueueWebhook(trx, 'workBillUrged', { workBill: bill, note, by: user.username }, at);
    return bill;
  });
}

export function invalidateWorkBill(db: DB, user: StaffUser, id: string, reason: string, at = Date.now()): Promise<WorkBill> {
  return db.transaction().execute(async (trx) => {
    await loadOwn(trx, user, id);
    const moved = await repo.updateWorkBillIf(trx, id, ['pending', 'processing'], { status: 'invalid', invalid_reason: reason, updated_at: at });
    if (!moved) throw refused('This work bill is already closed');
    await event(trx, id, 'invalid', reason, user, at);
    const bill = toWorkBillView(await namesOf(trx))((await repo.findWorkBill(trx, id))!);
    await enqueueWebhook(trx, 'workBillInvalidated', { workBill: bill, reason, by: user.username }, at);
    return bill;
  });
}

/** Supervisors record the handling result (the company's back office would do this through its own system). */
export function handleWorkBill(db: DB, user: StaffUser, id: string, note: string, at = Date.now()): Promise<WorkBill> {
  if (!isManager(user)) return Promise.reject(forbidden('Only a supervisor can record the handling of a work bill'));
  return db.transaction().execute(async (trx) => {
    const moved = await repo.updateWorkBillIf(trx, id, ['pending', 'processing'], { status: 'handled', updated_at: at });
    if (!moved) throw (await repo.findWorkBill(trx, id)) ? refused('This work bill is already closed') : notFound('No such work bill');
    await event(trx, id, 'handle', note, user, at);
    return toWorkBillView(await namesOf(trx))((await repo.findWorkBill(trx, id))!);
  });
}

/** The most of a bill's conversation its page shows: its newest messages (a chat is rarely longer). */
const CONVERSATION_LIMIT = 500;

/** The chat a bill was created from, read as staff read it (notes included, each agent named). */
async function conversationOf(db: Executor, sessionId: string | null): Promise<WorkBillConversation | null> {
  if (!sessionId) return null;
  // One more than shown tells whether older messages were left out.
  const rows = await listConversation(db, sessionId, CONVERSATION_LIMIT + 1);
  const complete = rows.length <= CONVERSATION_LIMIT;
  return { messages: await staffMessages(db, complete ? rows : rows.slice(1)), complete };
}

export async function workBillProcessing(db: Executor, user: StaffUser, id: string): Promise<WorkBillProcessing> {
  const bill = await loadOwn(db, user, id);
  const [names, events, files, conversation] = await Promise.all([namesOf(db), repo.listEvents(db, id), repo.listFilesOfBill(db, id), conversationOf(db, bill.session_id)]);
  return { workBill: toWorkBillView(names)(bill), events: events.map(toEventView), files: files.map(toFileInfo), conversation };
}

export async function pageWorkBillViews(db: Executor, user: StaffUser, q: Omit<repo.WorkBillQuery, 'createdBy'>) {
  const createdBy = isManager(user) ? undefined : user.id;
  const [names, page] = await Promise.all([namesOf(db), repo.pageWorkBills(db, { ...q, createdBy })]);
  return { records: page.rows.map(toWorkBillView(names)), total: page.total, pageNum: q.pageNum, pageSize: q.pageSize };
}
