import { apiTokenHandlers, apiTokenHooks } from '../features/apiTokens/api-token.hooks';
import { contactReasonHooks } from '../features/contactReasons/contact-reason.hooks';
import { routingRuleHooks } from '../features/routingRules/routing-rule.hooks';
import { automationRuleHooks } from '../features/automation/automation-rule.hooks';
import { slaPolicyHooks } from '../features/sla/sla-policy.hooks';
import { auditLogHandlers } from '../features/auditLog/audit-log.hooks';
import { customerMgtHooks } from '../features/customerMgt/customer-mgt.hooks';
import { blacklistHandlers, blacklistHooks } from '../features/blacklist/blacklist.hooks';
import { agentMgtHandlers, agentMgtHooks } from '../features/agentMgt/agent-mgt.hooks';
import { noticeHandlers } from '../features/notices/notice.hooks';
import { quickReplyHandlers, quickReplyHooks, quickReplyTypeHooks } from '../features/quickReplies/quick-reply.hooks';
import { robotLinkHooks } from '../features/robotLinks/robot-link.hooks';
import { robotNoAnswerHandlers, robotNoAnswerHooks, robotTaskHooks } from '../features/robotNoAnswer/robot-no-answer.hooks';
import { robotQaHandlers, robotQaHooks, robotQaUploads } from '../features/robotQa/robot-qa.hooks';
import { robotSatisfactionHandlers } from '../features/robotSatisfaction/robot-satisfaction.hooks';
import { robotSynonymHooks } from '../features/robotSynonyms/robot-synonym.hooks';
import { sensitiveWordHooks } from '../features/sensitiveWords/sensitive-word.hooks';
import { serviceConfigHandlers } from '../features/serviceConfig/service-config.hooks';
import { channelSecretHandlers } from '../features/skillGroups/channel-secret.hooks';
import { skillGroupHandlers, skillGroupHooks } from '../features/skillGroups/skill-group.hooks';
import { webhookHandlers, webhookHooks } from '../features/webhooks/webhook.hooks';
import type { Management } from '../schema/hooks';

/**
 * The hand-written part of the management screens, by resource (hooks over the generic CRUD) and by call
 * (`METHOD controller/path`). Everything not named here is served by the schema alone.
 */
export const management: Management = {
  hooks: {
    agentMgt: agentMgtHooks,
    skillGroupAgentMgt: skillGroupHooks,
    robotQaMgt: robotQaHooks,
    robotLinkMgt: robotLinkHooks,
    robotNoAnswerMgt: robotNoAnswerHooks,
    robotNoAnswerTask: robotTaskHooks,
    quickReplyMgt: quickReplyHooks,
    quickReplyTypeMgt: quickReplyTypeHooks,
    sensitiveWordsMgt: sensitiveWordHooks,
    contactReasonMgt: contactReasonHooks,
    routingRuleMgt: routingRuleHooks,
    automationRuleMgt: automationRuleHooks,
    slaPolicyMgt: slaPolicyHooks,
    robotSynonymMgt: robotSynonymHooks,
    webhookMgt: webhookHooks,
    apiTokenMgt: apiTokenHooks,
    blacklistMgt: blacklistHooks,
    customerMgt: customerMgtHooks,
  },
  handlers: {
    ...agentMgtHandlers,
    ...skillGroupHandlers,
    ...channelSecretHandlers,
    ...robotQaHandlers,
    ...robotNoAnswerHandlers,
    ...robotSatisfactionHandlers,
    ...quickReplyHandlers,
    ...noticeHandlers,
    ...serviceConfigHandlers,
    ...auditLogHandlers,
    ...webhookHandlers,
    ...apiTokenHandlers,
    ...blacklistHandlers,
  },
  uploads: { ...robotQaUploads },
};
