import { badRequest } from '../../http/envelope';
import { addTranslations } from '../../http/i18n';
import type { ResourceHooks } from '../../schema/hooks';

const BLANK = 'must not be blank';
const NO_GROUP = 'is not a skill group';
const SHORTER = 'must not be shorter than the first-response target';
addTranslations({
  [BLANK]: '不能只包含空格',
  [NO_GROUP]: '不是已有的技能组',
  [SHORTER]: '不能短于首次响应时限',
});

/**
 * An SLA policy is checked field by field, all problems at once: a name that is not blank, a skill group that
 * exists, and a resolution target no shorter than the first-response one (a chat cannot be resolved before it is
 * answered). An edit that sends one target is checked against the stored other.
 */
export const slaPolicyHooks: ResourceHooks = {
  async beforeWrite(trx, _user, values, existing) {
    const errors: { field: string; message: string }[] = [];
    if (typeof values.name === 'string') {
      values.name = values.name.trim();
      if (!values.name) errors.push({ field: 'name', message: BLANK });
    }
    if (typeof values.skillGroupId === 'string') {
      const g = await trx.selectFrom('skill_groups').select('id').where('id', '=', values.skillGroupId).executeTakeFirst();
      if (!g) errors.push({ field: 'skillGroupId', message: NO_GROUP });
    }
    const first = Number(values.firstResponseSeconds ?? existing?.firstResponseSeconds);
    const resolution = Number(values.resolutionSeconds ?? existing?.resolutionSeconds);
    if (Number.isFinite(first) && Number.isFinite(resolution) && resolution < first) errors.push({ field: 'resolutionSeconds', message: SHORTER });
    if (errors.length) throw badRequest(`Invalid request body: ${errors[0].field} ${errors[0].message}`, errors);
  },
};
