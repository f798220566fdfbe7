import { conditionProblem, type Condition } from '../../../../src/common/routingRules';
import { badRequest } from '../../http/envelope';
import { addTranslations } from '../../http/i18n';
import type { ResourceHooks } from '../../schema/hooks';

const BLANK = 'must not be blank';
const NO_CONDITION = 'must hold at least one condition';
const NO_GROUP = 'is not a skill group';
addTranslations({
  [BLANK]: '不能只包含空格',
  [NO_CONDITION]: '至少需要一个条件',
  [NO_GROUP]: '不是已有的技能组',
  'is not a field a rule can test': '不是规则可判断的字段',
  'does not apply to this field': '不适用于该字段',
});

/**
 * A rule is checked part by part: its name, and each condition's field, op and value (`conditions.2.value must be
 * one of kd, ky`), all problems at once so the form can mark every one. Names and values are trimmed.
 */
export const routingRuleHooks: ResourceHooks = {
  async beforeWrite(trx, _user, values) {
    const errors: { field: string; message: string }[] = [];
    if (typeof values.name === 'string') {
      values.name = values.name.trim();
      if (!values.name) errors.push({ field: 'name', message: BLANK });
    }
    if (Array.isArray(values.conditions)) {
      const conditions = (values.conditions as Condition[]).map((c) => ({ ...c, value: c.value.trim() }));
      values.conditions = conditions;
      if (!conditions.length) errors.push({ field: 'conditions', message: NO_CONDITION });
      conditions.forEach((c, i) => {
        const p = conditionProblem(c);
        if (p) errors.push({ field: `conditions.${i}.${p.part}`, message: p.message });
      });
    }
    if (typeof values.skillGroupId === 'string') {
      const g = await trx.selectFrom('skill_groups').select('id').where('id', '=', values.skillGroupId).executeTakeFirst();
      if (!g) errors.push({ field: 'skillGroupId', message: NO_GROUP });
    }
    if (errors.length) throw badRequest(`Invalid request body: ${errors[0].field} ${errors[0].message}`, errors);
  },
  // This instance routes by the new rules at once (the others within seconds).
  afterCommit(ctx) {
    ctx.events.emit('routing_rules.changed', {});
  },
};
