import type { ResourceHooks } from '../../schema/hooks';

/** The word filter rebuilds its automaton on this (the conversation loop listens). */
export const sensitiveWordHooks: ResourceHooks = {
  async beforeWrite(_trx, _user, values) {
    if (typeof values.word === 'string') values.word = values.word.trim();
  },
  afterCommit(ctx) {
    ctx.events.emit('sensitive_words.changed', {});
  },
};
