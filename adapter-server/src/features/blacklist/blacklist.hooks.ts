import type { ResourceHooks } from '../../schema/hooks';

/** Lifting a block takes effect at the visitor's next request for an agent; listeners may drop caches. */
export const blacklistHooks: ResourceHooks = {
  afterCommit: (ctx) => ctx.events.emit('blacklist.changed', {}),
};
