import { badRequest } from '../../http/envelope';
import { addTranslations } from '../../http/i18n';
import type { ResourceHooks } from '../../schema/hooks';

const BLANK = 'must not be blank';
const BLANK_WORD = `Invalid request body: word ${BLANK}`;
addTranslations({ [BLANK]: '不能只包含空格', [BLANK_WORD]: '请求无效：敏感词不能只包含空格' });

/** The word is stored trimmed; one of only spaces would match nothing (it was saved empty), so it is refused. */
export const sensitiveWordHooks: ResourceHooks = {
  async beforeWrite(_trx, _user, values) {
    if (typeof values.word !== 'string') return;
    values.word = values.word.trim();
    if (!values.word) throw badRequest(BLANK_WORD, [{ field: 'word', message: BLANK }]);
  },
  // The word filter rebuilds its automaton on this (the conversation loop listens).
  afterCommit(ctx) {
    ctx.events.emit('sensitive_words.changed', {});
  },
};
