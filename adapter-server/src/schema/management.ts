import { agentMgtHandlers } from '../features/agentMgt/agent-mgt.handlers';
import { blacklistHooks } from '../features/blacklist/blacklist.hooks';
import { noticeHandlers, noticeHooks } from '../features/notices/notice.handlers';
import { quickReplyHandlers, quickReplyHooks, quickReplyTypeHooks } from '../features/quickReplies/quick-reply.hooks';
import { robotLinkHooks } from '../features/robotLinks/robot-link.hooks';
import { robotNoAnswerHandlers, robotNoAnswerHooks, robotTaskHooks } from '../features/robotNoAnswer/robot-no-answer.hooks';
import { robotQaHandlers, robotQaUploads } from '../features/robotQa/robot-qa.handlers';
import { robotQaHooks } from '../features/robotQa/robot-qa.hooks';
import { robotSatisfactionHandlers } from '../features/robotSatisfaction/robot-satisfaction.handlers';
import { sensitiveWordHooks } from '../features/sensitiveWords/sensitive-word.hooks';
import { serviceConfigHandlers } from '../features/serviceConfig/service-config.handlers';
import { skillGroupHandlers, skillGroupHooks } from '../features/skillGroups/skill-group.hooks';
import type { Management } from './hooks';

/**
 * The hand-written part of the management screens, by resource (hooks over the generic CRUD) and by call
 * (`METHOD controller/path`). Everything not named here is served by the schema alone.
 */
export const management: Management = {
  hooks: {
    skillGroupAgentMgt: skillGroupHooks,
    robotQaMgt: robotQaHooks,
    robotLinkMgt: robotLinkHooks,
    robotNoAnswerMgt: robotNoAnswerHooks,
    robotNoAnswerTask: robotTaskHooks,
    quickReplyMgt: quickReplyHooks,
    quickReplyTypeMgt: quickReplyTypeHooks,
    sensitiveWordsMgt: sensitiveWordHooks,
    blacklistMgt: blacklistHooks,
    noticeMgt: noticeHooks,
  },
  handlers: {
    ...agentMgtHandlers,
    ...skillGroupHandlers,
    ...robotQaHandlers,
    ...robotNoAnswerHandlers,
    ...robotSatisfactionHandlers,
    ...quickReplyHandlers,
    ...noticeHandlers,
    ...serviceConfigHandlers,
  },
  uploads: { ...robotQaUploads },
};
