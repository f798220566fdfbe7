import { addTranslations } from '../../http/i18n';

/** The Chinese of live supervision's refusals (the platform translates by Accept-Language or the socket's page). */
addTranslations({
  'This visitor is no longer waiting': '该访客已不在排队中',
  'No such agent': '坐席不存在',
  'This chat is no longer being served': '该对话已不在接待中',
  'You have no agent profile: transfer the chat to an agent instead': '您没有坐席身份，请将对话转给一名坐席',
  'Live supervision is for supervisors and administrators': '实时监控仅供主管和管理员使用',
});
