import { actionProblem, AUTOMATION_CONDITIONS, type AutomationAction } from '../../../../src/common/automation';
import { conditionProblem, type Condition } from '../../../../src/common/routingRules';
import type { Executor } from '../../db/database';
import { badRequest } from '../../http/envelope';
import { addTranslations } from '../../http/i18n';
import type { ResourceHooks } from '../../schema/hooks';
import { LABEL_MAX, tidyLabel } from '../contactReasons/session-label.service';

const BLANK = 'must not be blank';
const NO_REASON = 'is not a contact reason';
const NO_REPLY = 'is not a common quick reply';
const NO_TYPE = 'is not a work bill small type';
const NO_DEPT = 'is not a complaint department';
const LABEL_TOO_LONG = `must be at most ${LABEL_MAX} characters`;
addTranslations({
  [NO_REASON]: '不是已有的咨询原因',
  [NO_REPLY]: '不是已有的公共快捷回复',
  [NO_TYPE]: '不是已有的工单小类',
  [NO_DEPT]: '不是已有的投诉部门',
  [LABEL_TOO_LONG]: `不能超过 ${LABEL_MAX} 个字符`,
  'is not an act a rule can do': '不是规则可执行的动作',
  'must be one of 0, 1, 2': '必须是 0、1、2 之一',
});

type Problem = { field: string; message: string };

/** What the data says of one act: the quick reply, the work bill type and department must exist. */
async function actionDataProblem(trx: Executor, a: AutomationAction): Promise<Omit<Problem, 'field'> & { part: string } | null> {
  if (a.type === 'addLabel' && [...a.value].length > LABEL_MAX) return { part: 'value', message: LABEL_TOO_LONG };
  if (a.type === 'sendQuickReply') {
    const reply = await trx.selectFrom('quick_replies').select('id').where('id', '=', a.value).where('type', '=', 0).executeTakeFirst();
    if (!reply) return { part: 'value', message: NO_REPLY };
  }
  if (a.type === 'openWorkBill') {
    const small = await trx.selectFrom('work_bill_types').select('code').where('code', '=', a.value).where('parent_code', 'is not', null).executeTakeFirst();
    if (!small) return { part: 'value', message: NO_TYPE };
    const dept = await trx.selectFrom('dict_data').select('code').where('dict_type', '=', 'complaint_dept').where('code', '=', a.dept ?? '').where('enabled', '=', 1).executeTakeFirst();
    if (!dept) return { part: 'dept', message: NO_DEPT };
  }
  return null;
}

/**
 * An automation rule is checked part by part, all problems at once so the form can mark every one: its name, each
 * condition (`conditions.1.value must be one of kd, ky`; a contact reason must exist) and each act
 * (`actions.0.value is not a common quick reply`). Names, values and labels are trimmed.
 */
export const automationRuleHooks: ResourceHooks = {
  async beforeWrite(trx, _user, values) {
    const errors: Problem[] = [];
    if (typeof values.name === 'string') {
      values.name = values.name.trim();
      if (!values.name) errors.push({ field: 'name', message: BLANK });
    }
    if (Array.isArray(values.conditions)) {
      const conditions = (values.conditions as Condition<string>[]).map((c) => ({ ...c, value: c.value.trim() }));
      values.conditions = conditions;
      for (const [i, c] of conditions.entries()) {
        const p = conditionProblem(c, AUTOMATION_CONDITIONS);
        if (p) errors.push({ field: `conditions.${i}.${p.part}`, message: p.message });
        else if (c.field === 'contactReason' && !(await trx.selectFrom('contact_reasons').select('id').where('id', '=', c.value).executeTakeFirst())) {
          errors.push({ field: `conditions.${i}.value`, message: NO_REASON });
        }
      }
    }
    if (Array.isArray(values.actions)) {
      const actions = (values.actions as AutomationAction[]).map((a): AutomationAction => {
        const value = a.type === 'addLabel' ? tidyLabel(a.value) : a.value.trim();
        return a.type === 'openWorkBill' ? { type: a.type, value, dept: (a.dept ?? '').trim() } : { type: a.type, value };
      });
      values.actions = actions;
      for (const [i, a] of actions.entries()) {
        const p = actionProblem(a) ?? (await actionDataProblem(trx, a));
        if (p) errors.push({ field: `actions.${i}.${p.part}`, message: p.message });
      }
    }
    if (errors.length) throw badRequest(`Invalid request body: ${errors[0].field} ${errors[0].message}`, errors);
  },
  // This instance acts on the new rules at once (the others within seconds).
  afterCommit(ctx) {
    ctx.events.emit('automation_rules.changed', {});
  },
};
