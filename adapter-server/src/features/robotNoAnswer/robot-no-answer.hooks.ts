import type { Executor } from '../../db/database';
import { badRequest } from '../../http/envelope';
import { addTranslations } from '../../http/i18n';
import type { EndpointHandler, ResourceHooks } from '../../schema/hooks';
import { noAnswerExists, qaExists, selectableTasks } from './robot-no-answer.repository';

const NO_QA = 'is not a known question and answer';
const NO_QUESTION = 'is not a known unanswered question';
addTranslations({ [NO_QA]: '不是已有的问答', [NO_QUESTION]: '不是已有的未回答问题' });

async function checkQa(db: Executor, values: Record<string, unknown>): Promise<void> {
  if (typeof values.qaId === 'string' && !(await qaExists(db, values.qaId))) {
    throw badRequest(`Invalid request body: qaId ${NO_QA}`, [{ field: 'qaId', message: NO_QA }]);
  }
}

/** An unanswered question attached to a QA is handled by that QA. */
export const robotNoAnswerHooks: ResourceHooks = {
  async beforeWrite(trx, _user, values) {
    await checkQa(trx, values);
    if (typeof values.qaId === 'string') values.status = 1;
  },
};

/** Follow-up tasks: a task done with a QA closes its question too (see the repository of the question). */
export const robotTaskHooks: ResourceHooks = {
  async beforeWrite(trx, _user, values) {
    await checkQa(trx, values);
    if (typeof values.noAnswerId === 'string' && !(await noAnswerExists(trx, values.noAnswerId))) {
      throw badRequest(`Invalid request body: noAnswerId ${NO_QUESTION}`, [{ field: 'noAnswerId', message: NO_QUESTION }]);
    }
  },
};

export const robotNoAnswerHandlers: Record<string, EndpointHandler> = {
  'GET robotNoAnswerMgt/task/selectTaskList': async ({ ctx }) => selectableTasks(ctx.db.kysely),
};
