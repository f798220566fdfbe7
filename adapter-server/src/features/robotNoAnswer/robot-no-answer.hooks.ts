import type { Executor } from '../../db/database';
import type { EndpointHandler, ResourceHooks } from '../../schema/hooks';
import { fieldRefused, NO_QA, NO_QUESTION } from './robot-no-answer.messages';
import { noAnswerExists, qaExists, selectableTasks } from './robot-no-answer.repository';

async function checkQa(db: Executor, values: Record<string, unknown>): Promise<void> {
  if (typeof values.qaId === 'string' && !(await qaExists(db, values.qaId))) {
    throw fieldRefused('qaId', NO_QA);
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
      throw fieldRefused('noAnswerId', NO_QUESTION);
    }
  },
};

export const robotNoAnswerHandlers: Record<string, EndpointHandler> = {
  'GET robotNoAnswerMgt/task/selectTaskList': async ({ ctx }) => selectableTasks(ctx.db.kysely),
};
