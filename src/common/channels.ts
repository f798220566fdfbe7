/**
 * Visitor entry routes (product.md section 2) → channel. `channel` is the skill organisation id of product.md section 3:
 * 100 online service, 200 a shopping platform, 300 hotline, 400 another shopping platform. Brand title and
 * theme colour make each entry look like the channel it serves. Shared by the server (which serves the visitor
 * page on these paths) and the visitor app.
 */
export interface ChannelEntry {
  route: string;
  channel: 100 | 200 | 300 | 400;
  orgType: 'kd' | 'ky';
  title: { en: string; zh: string };
  /** The page's brand colour: white text on it, and it as text on the page background, both meet WCAG AA (4.5:1). */
  color: string;
  /** The streamed AI chat instead of the classic robot. */
  ai?: boolean;
}

export const SKILL_ORGS = [100, 200, 300, 400] as const;

export const CHANNEL_ENTRIES: ChannelEntry[] = [
  { route: '/hsm', channel: 100, orgType: 'kd', title: { en: 'Express service', zh: '快递在线客服' }, color: '#1565c0' },
  { route: '/hsp', channel: 100, orgType: 'ky', title: { en: 'Freight service', zh: '快运在线客服' }, color: '#2e7d32' },
  { route: '/ymm', channel: 200, orgType: 'kd', title: { en: 'Mall express service', zh: '商城快递客服' }, color: '#c14400' },
  { route: '/ymp', channel: 200, orgType: 'ky', title: { en: 'Mall freight service', zh: '商城快运客服' }, color: '#b15000' },
  { route: '/ysm', channel: 400, orgType: 'kd', title: { en: 'Shop express service', zh: '店铺快递客服' }, color: '#6a1b9a' },
  { route: '/ysp', channel: 400, orgType: 'ky', title: { en: 'Shop freight service', zh: '店铺快运客服' }, color: '#8e24aa' },
  { route: '/galaxy', channel: 300, orgType: 'kd', title: { en: 'Hotline online service', zh: '热线在线客服' }, color: '#00727c' },
  { route: '/newhsm', channel: 100, orgType: 'kd', title: { en: 'Express service', zh: '快递在线客服' }, color: '#1565c0' },
  { route: '/newhuang', channel: 100, orgType: 'kd', title: { en: 'Customer service', zh: '在线客服' }, color: '#bf360c' },
  { route: '/newhuang/chat', channel: 100, orgType: 'kd', title: { en: 'Customer service', zh: '在线客服' }, color: '#bf360c' },
  { route: '/newhuang/aiChat', channel: 100, orgType: 'kd', title: { en: 'AI assistant', zh: '智能助手' }, color: '#bf360c', ai: true },
  { route: '/newymm', channel: 200, orgType: 'kd', title: { en: 'Mall express service', zh: '商城快递客服' }, color: '#c14400' },
  { route: '/newysm', channel: 400, orgType: 'kd', title: { en: 'Shop express service', zh: '店铺快递客服' }, color: '#6a1b9a' },
];

/**
 * First path segments that belong to the back-office (product.md section 2 routes, react-admin's `/<resource>/create`
 * and `/<resource>/<id>`) or to the server, which the evaluation route `/:evaluate/:index` must never take (a unit
 * test holds every menu route to it).
 */
const STAFF_PREFIXES = new Set([
  'agentMgt', 'blacklistMgt', 'noticeMgt', 'quickReplyMgt', 'quickReplyMgtPerson', 'robotLinkMgt', 'robotNoAnswerMgt',
  'robotNoIntention', 'robotQaMgt', 'robotSatisfaction', 'robotSynonymMgt', 'sensitiveWordsMgt', 'sessionServiceConfig', 'skillGroupAgentMgt',
  'skillGroupLinkMgt', 'agentKpiReport', 'historySessionReport', 'OnlineDetailedList', 'satisfactionReport', 'contactReasonReport', 'suggestionReport', 'sessionDayReport',
  'sessionDetailReport', 'sessionMonthReport', 'sessionStatisticsReport', 'sessionWeekReport', 'workbench', 'ssoUsers',
  'iframes', 'error', 'sso', 'ccim-main', 'ccim-robot', 'assets', 'socket.io', 'guide', 'uploads', 'newhuang', 'webhookMgt', 'apiTokenMgt', 'api-docs',
  'contactReasonMgt', 'routingRuleMgt', 'automationRuleMgt', 'help', 'customerMgt', 'slaPolicyMgt', 'liveSupervision', 'auditLog', 'apiReference', 'slaReport',
]);

export const entryFor = (path: string): ChannelEntry | undefined =>
  CHANNEL_ENTRIES.find((e) => e.route === path.replace(/\/+$/, ''));

/** True for the customer-facing paths served by the visitor page (channel entries and the evaluation page). */
export function isVisitorPath(path: string): boolean {
  const clean = path.replace(/\/+$/, '') || '/';
  if (entryFor(clean)) return true;
  const parts = clean.split('/').filter(Boolean);
  return parts.length === 2 && !STAFF_PREFIXES.has(parts[0]);
}
