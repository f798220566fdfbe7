import { AUTHOR } from '../../../../src/common/events';
import type { AutomationAction } from '../../../../src/common/automation';
import { levelOf, REQUEUED } from '../../../../src/common/routingRules';
import { findWaybillNos } from '../../../../src/common/waybillNo';
import type { SessionStatus } from '../../db/tables/conversations.table';
import type { Executor } from '../../db/database';
import { recordAudit } from '../../audit/audit-log.service';
import { appendMessage, type Appended } from '../messages/message.service';
import { insertLabel, labelsOfSessions } from '../contactReasons/session-label.repository';
import { labelKey, LABELS_PER_CHAT } from '../contactReasons/session-label.service';
import { recordRouting } from '../routingRules/routing-rule.repository';
import type { SessionRow } from '../sessions/session.repository';
import { createWorkBillIn } from '../workBill/work-bill.service';
import { toStaffUser } from '../../sso/sso.service';
import { agentUser, commonQuickReply, visitorLines, type AutomationRule } from './automation.repository';

/** The statuses a rule's line may be written in: any but the robot's (a rule acts on human chats only). */
const HUMAN: SessionStatus[] = ['queued', 'active', 'closed'];
/** The longest work bill description an act drafts. */
const DESCRIPTION_MAX = 500;

/** What one act did: the chat's staff-only line and, when it sent the visitor a reply or moved the queue, that. */
export interface ActOutcome {
  lines: Appended[];
  /** The skill group whose queue order changed. */
  queueOf?: string;
}

/**
 * The staff-only line that says what a rule did (a note: never sent to the visitor), and its audit entry. The chat's
 * preview in the lists stays what it was (the visitor's line that set the rule off, the quick reply it sent).
 */
async function said(trx: Executor, s: SessionRow, rule: AutomationRule, act: string, params: Record<string, unknown>, at: number): Promise<Appended> {
  const preview = (await trx.selectFrom('chat_sessions').select('last_message_preview').where('id', '=', s.id).executeTakeFirst())?.last_message_preview ?? '';
  const line = await appendMessage(
    trx,
    { sessionId: s.id, author: AUTHOR.system, type: 'note', content: 'automation', extra: { code: 'automation', rule: rule.name, act, ...params }, guard: { statuses: HUMAN }, preview },
    at,
  );
  const value = typeof params.value === 'string' || typeof params.value === 'number' ? ` ${params.value}` : '';
  await recordAudit(trx, { actor: { userId: '', username: 'automation', role: 'system', address: '' }, action: 'automation', target: `${rule.name}: ${act}${value} (chat ${s.id})`, outcome: 'success' });
  return line;
}

/**
 * Does one act of a rule on a chat, with its line, in the caller's transaction. An act with nothing to do (the label
 * already there, the priority already set) does nothing and says nothing; one that cannot be done says why.
 */
export async function doAct(trx: Executor, s: SessionRow, rule: AutomationRule, a: AutomationAction, at: number): Promise<ActOutcome | null> {
  switch (a.type) {
    case 'addLabel': {
      const present = await labelsOfSessions(trx, [s.id]);
      if (present.some((p) => p.key === labelKey(a.value)) || present.length >= LABELS_PER_CHAT) return null;
      await insertLabel(trx, { session_id: s.id, label: a.value, label_key: labelKey(a.value), added_by: 'automation', added_at: at });
      return { lines: [await said(trx, s, rule, 'addLabel', { value: a.value }, at)] };
    }
    case 'setPriority': {
      const level = Number(a.value);
      if (s.status === 'closed' || levelOf(s.queue_priority) === level) return null;
      const priority = s.queue_priority >= REQUEUED ? REQUEUED + level : level;
      await trx.updateTable('chat_sessions').set({ queue_priority: priority }).where('id', '=', s.id).execute();
      if (s.skill_group_id) await recordRouting(trx, { session_id: s.id, rule_id: rule.id, rule_name: rule.name, priority: level, skill_group_id: s.skill_group_id, routed_at: at });
      const line = await said(trx, s, rule, 'setPriority', { value: level }, at);
      return { lines: [line], queueOf: s.status === 'queued' && s.skill_group_id ? s.skill_group_id : undefined };
    }
    case 'sendQuickReply': {
      const reply = await commonQuickReply(trx, a.value);
      if (!reply || s.status === 'closed') return null;
      const sent = await appendMessage(trx, { sessionId: s.id, author: AUTHOR.robot, type: 'text', content: reply.content, extra: { automation: rule.name }, guard: { statuses: HUMAN } }, at);
      return { lines: [sent, await said(trx, s, rule, 'sendQuickReply', { value: reply.title }, at)] };
    }
    case 'openWorkBill': {
      const lines = await visitorLines(trx, s.id);
      const waybillNo = lines.flatMap((l) => findWaybillNos(l).map((w) => w.no))[0];
      if (!waybillNo) return { lines: [await said(trx, s, rule, 'openWorkBillNoWaybill', {}, at)] };
      const user = s.agent_id ? await agentUser(trx, s.agent_id) : undefined;
      if (!user) return { lines: [await said(trx, s, rule, 'openWorkBillNoAgent', {}, at)] };
      const small = await trx.selectFrom('work_bill_types').select('parent_code').where('code', '=', a.value).executeTakeFirst();
      const asked = lines.at(-1) ?? '';
      const bill = await createWorkBillIn(
        trx,
        toStaffUser(user),
        { waybillNo, sessionId: s.id, bigType: small?.parent_code ?? '', smallType: a.value, complaintDept: a.dept ?? '', description: `${rule.name}: ${asked}`.slice(0, DESCRIPTION_MAX) },
        at,
      );
      return { lines: [await said(trx, s, rule, 'openWorkBill', { value: bill.billNo, waybillNo }, at)] };
    }
  }
}
