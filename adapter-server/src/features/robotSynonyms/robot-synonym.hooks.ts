import type { ResourceHooks } from '../../schema/hooks';

const clean = (list: unknown) => [...new Set((list as string[]).map((s) => s.trim()).filter(Boolean))];

/**
 * The robot's synonyms table: words trimmed and deduplicated; a change rebuilds the robot's index at once on this
 * instance (others see it within seconds through the index's signature, which counts this table too).
 */
export const robotSynonymHooks: ResourceHooks = {
  async beforeWrite(_trx, _user, values) {
    if (typeof values.name === 'string') values.name = values.name.trim();
    if (Array.isArray(values.words)) values.words = clean(values.words);
  },
  afterCommit(ctx) {
    ctx.events.emit('robot_qa.changed', {});
  },
};
