import type { ComponentType } from 'react';
import { GenericCreate, GenericEdit } from '../schema/GenericViews';
import { ApiTokenCreate } from './apiTokenMgt/ApiTokenCreate';
import { AuditTargetField } from './auditLog/AuditTargetField';
import { BlacklistCreate } from './blacklistMgt/BlacklistCreate';
import { CustomerPage } from './customerMgt/CustomerPage';
import { GenericList } from '../schema/GenericList';
import { NoticeEditor } from './noticeMgt/NoticeEditor';
import { TypeTreePanel } from './quickReplyMgt/TypeTreePanel';
import { NoAnswerScreen } from './robotNoAnswerMgt/NoAnswerScreen';
import { TeachRobot } from './robotNoAnswerMgt/TeachRobot';
import { SplitKeywordsButton } from './robotQaMgt/SplitKeywordsButton';
import { ServiceConfigForm } from './sessionServiceConfig/ServiceConfigForm';
import { WebhookCreate, WebhookEdit } from './webhookMgt/WebhookScreens';

export interface Views {
  list?: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
  show?: ComponentType;
}

const CommonQuickReplies = () => <GenericList resource="quickReplyMgt" aside={<TypeTreePanel type={0} />} />;
const PersonalQuickReplies = () => <GenericList resource="quickReplyMgtPerson" aside={<TypeTreePanel type={1} />} />;
const AuditLogList = () => <GenericList resource="auditLog" columnFields={{ target: <AuditTargetField key="target" source="target" label="resources.auditLog.fields.target" /> }} />;
const QaCreate = () => <GenericCreate resource="robotQaMgt" extra={<SplitKeywordsButton />} />;
const QaEdit = () => <GenericEdit resource="robotQaMgt" extra={<SplitKeywordsButton />} />;
// On a phone the list has no row buttons: a question opens on its page, which teaches the robot too.
const NoAnswerEdit = () => <GenericEdit resource="robotNoAnswerMgt" extra={<TeachRobot />} />;

/** Where a screen needs more than the schema gives, its views here are merged over the generated ones. */
export const overrides: Record<string, Views> = {
  sessionServiceConfig: { list: ServiceConfigForm, create: undefined, edit: undefined, show: undefined },
  noticeMgt: { create: NoticeEditor, edit: NoticeEditor },
  quickReplyMgt: { list: CommonQuickReplies },
  quickReplyMgtPerson: { list: PersonalQuickReplies },
  robotQaMgt: { create: QaCreate, edit: QaEdit },
  robotNoAnswerMgt: { list: NoAnswerScreen, edit: NoAnswerEdit },
  webhookMgt: { create: WebhookCreate, edit: WebhookEdit },
  apiTokenMgt: { create: ApiTokenCreate },
  auditLog: { list: AuditLogList },
  blacklistMgt: { create: BlacklistCreate },
  // A customer opens on their page (notes and VIP are saved there, with merge and split).
  customerMgt: { edit: CustomerPage },
};
