import { badRequest } from '../../http/envelope';
import { addTranslations } from '../../http/i18n';
import { SIMILAR_LIMITS } from './robot-no-answer.repository';

/** What the unanswered questions' calls answer when they refuse, in English and Simplified Chinese. */
export const NO_QA = 'is not a known question and answer';
export const NO_QUESTION = 'is not a known unanswered question';
export const NOT_FOUND = 'This unanswered question no longer exists';
export const TOO_LONG = `This question is longer than a similar question may be (${SIMILAR_LIMITS.length} characters)`;
export const FULL = `This entry already has ${SIMILAR_LIMITS.items} similar questions; remove one on the Q&A screen first`;
export const PROPOSAL_GONE = 'This proposal is no longer open: its questions were handled or deleted';
export const NO_ENTRY_CHOSEN = 'is required to add the question to an existing entry';
addTranslations({
  [NO_QA]: '不是已有的问答',
  [NO_QUESTION]: '不是已有的未回答问题',
  [NOT_FOUND]: '该未回答问题已不存在',
  [TOO_LONG]: `该问题超过相似问题的长度上限（${SIMILAR_LIMITS.length} 个字符）`,
  [FULL]: `该问答已有 ${SIMILAR_LIMITS.items} 个相似问题，请先在问答管理中删除一个`,
  [PROPOSAL_GONE]: '该建议已不存在：其问题已被处理或删除',
  [NO_ENTRY_CHOSEN]: '添加到已有问答时必须选择问答',
});

/** A 400 naming `field` with `message`. */
export const fieldRefused = (field: string, message: string) => badRequest(`Invalid request body: ${field} ${message}`, [{ field, message }]);
