import type { AppContext } from '../../context';
import { badRequest } from '../../http/envelope';
import { addTranslations } from '../../http/i18n';
import type { ResourceHooks } from '../../schema/hooks';
import type { Row } from '../../schema/records';
import { linksByIds } from './robot-qa.repository';

const BEFORE_START = 'must be after the start of validity';
const UNKNOWN_LINK = 'contains an unknown robot link';
addTranslations({ [BEFORE_START]: '必须晚于生效时间', [UNKNOWN_LINK]: '包含不存在的机器人链接' });

/** The robot rebuilds its matching index on this (the conversation loop listens). */
export function qaChanged(ctx: AppContext): void {
  ctx.events.emit('robot_qa.changed', {});
  ctx.events.emit('robotQa.changed', {});
}

const clean = (list: unknown) => [...new Set((list as string[]).map((s) => s.trim()).filter(Boolean))];

/**
 * The QA base: `links` is stored as `[{id, title, url}]` (the robot shows them without a join) and read back as
 * link ids for the form; a validity window must end after it starts.
 */
export const robotQaHooks: ResourceHooks = {
  async beforeWrite(trx, _user, values, existing) {
    if (typeof values.question === 'string') values.question = values.question.trim();
    if (Array.isArray(values.similarQuestions)) values.similarQuestions = clean(values.similarQuestions);
    if (Array.isArray(values.keywords)) values.keywords = clean(values.keywords).map((k) => k.toLowerCase());
    const from = 'validFrom' in values ? values.validFrom : existing?.validFrom;
    const to = 'validTo' in values ? values.validTo : existing?.validTo;
    if (typeof from === 'number' && typeof to === 'number' && to <= from) {
      throw badRequest(`Invalid request body: validTo ${BEFORE_START}`, [{ field: 'validTo', message: BEFORE_START }]);
    }
    if (Array.isArray(values.links)) {
      const ids = values.links as string[];
      const found = await linksByIds(trx, ids);
      if (found.length !== ids.length) throw badRequest(`Invalid request body: links ${UNKNOWN_LINK}`, [{ field: 'links', message: UNKNOWN_LINK }]);
      values.links = ids.map((id) => found.find((l) => l.id === id)!);
    }
  },
  async decorate(_db, records) {
    return records.map((r): Row => ({
      ...r,
      links: ((r.links as unknown[]) ?? []).map((l) => (typeof l === 'string' ? l : (l as { id?: string }).id)).filter(Boolean),
    }));
  },
  afterCommit: qaChanged,
};
