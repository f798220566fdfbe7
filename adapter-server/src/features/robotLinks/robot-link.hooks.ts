import type { ResourceHooks } from '../../schema/hooks';
import { qaChanged } from '../robotQa/robot-qa.hooks';

/** Links are offered with the robot's answers, so a change refreshes the robot like a QA change does. */
export const robotLinkHooks: ResourceHooks = {
  async beforeWrite(_trx, _user, values) {
    if (typeof values.title === 'string') values.title = values.title.trim();
  },
  afterCommit: qaChanged,
};
