import type { MenuItem } from '../../../src/common/menu';
import type { UsersTable } from '../db/tables/platform.table';

export type Role = UsersTable['role'];


interface Def {
  name: string;
  code: string;
  url?: string;
  icon?: string;
  hideMenu?: boolean;
  isIframe?: boolean;
  isLink?: boolean;
  roles?: Role[];
  children?: Def[];
}

const STAFF: Role[] = ['admin', 'supervisor', 'agent'];
const MANAGERS: Role[] = ['admin', 'supervisor'];

/**
 * The whole menu. Each leaf's `url` is a route of product.md section 2; a role sees a leaf only when it is named in
 * `roles` (default: managers). The server grants API calls by these same routes (`routes/route-table.ts`).
 */
const TREE: Def[] = [
  { name: 'Home', code: 'home', url: '/', icon: 'Dashboard' },
  {
    name: 'Workbench',
    code: 'workbenchGroup',
    icon: 'HeadsetMic',
    roles: STAFF,
    children: [
      { name: 'Workbench', code: 'workbench', url: '/workbench', icon: 'Forum', roles: STAFF },
      { name: 'Work bills', code: 'workbill', url: '/workbench/workbill', icon: 'Assignment', roles: STAFF },
      { name: 'Work bill detail', code: 'workbillDetail', url: '/workbench/workbill-detail', hideMenu: true, roles: STAFF },
      { name: 'Workbench (copy)', code: 'workbenchCopy', url: '/workbench/index copy', hideMenu: true, roles: STAFF },
      { name: 'Workbench (copy 2)', code: 'workbenchCopy2', url: '/workbench/index copy 2', hideMenu: true, roles: STAFF },
      { name: 'My quick replies', code: 'quickReplyMgtPerson', url: '/quickReplyMgtPerson', icon: 'Bolt', roles: STAFF },
    ],
  },
  {
    name: 'Service management',
    code: 'serviceMgt',
    icon: 'SupportAgent',
    children: [
      { name: 'Live supervision', code: 'liveSupervision', url: '/liveSupervision', icon: 'Visibility' },
      { name: 'Agents', code: 'agentMgt', url: '/agentMgt', icon: 'People' },
      { name: 'Skill groups', code: 'skillGroupAgentMgt', url: '/skillGroupAgentMgt', icon: 'Groups' },
      { name: 'Channel links', code: 'skillGroupLinkMgt', url: '/skillGroupLinkMgt', icon: 'Hub' },
      { name: 'Service settings', code: 'sessionServiceConfig', url: '/sessionServiceConfig', icon: 'Settings' },
      { name: 'Common quick replies', code: 'quickReplyMgt', url: '/quickReplyMgt', icon: 'QuickreplyOutlined' },
      { name: 'Sensitive words', code: 'sensitiveWordsMgt', url: '/sensitiveWordsMgt', icon: 'Block' },
      { name: 'Contact reasons', code: 'contactReasonMgt', url: '/contactReasonMgt', icon: 'Category' },
      { name: 'Routing rules', code: 'routingRuleMgt', url: '/routingRuleMgt', icon: 'AltRoute' },
      { name: 'Automation rules', code: 'automationRuleMgt', url: '/automationRuleMgt', icon: 'AutoMode' },
      { name: 'SLA policies', code: 'slaPolicyMgt', url: '/slaPolicyMgt', icon: 'Timer' },
      { name: 'Customers', code: 'customerMgt', url: '/customerMgt', icon: 'Contacts' },
      { name: 'Blacklist', code: 'blacklistMgt', url: '/blacklistMgt', icon: 'PersonOff' },
      { name: 'Announcements', code: 'noticeMgt', url: '/noticeMgt', icon: 'Campaign' },
      { name: 'Edit announcement', code: 'noticeEditor', url: '/noticeMgt/addOrEditor', hideMenu: true },
    ],
  },
  {
    name: 'Robot',
    code: 'robotMgt',
    icon: 'SmartToy',
    children: [
      { name: 'Robot Q&A', code: 'robotQaMgt', url: '/robotQaMgt', icon: 'QuestionAnswer' },
      { name: 'Robot links', code: 'robotLinkMgt', url: '/robotLinkMgt', icon: 'Link' },
      { name: 'Robot synonyms', code: 'robotSynonymMgt', url: '/robotSynonymMgt', icon: 'Hub' },
      { name: 'Unanswered questions', code: 'robotNoAnswerMgt', url: '/robotNoAnswerMgt', icon: 'HelpOutline' },
      { name: 'No intention', code: 'robotNoIntention', url: '/robotNoIntention', icon: 'Psychology' },
      { name: 'Robot satisfaction', code: 'robotSatisfaction', url: '/robotSatisfaction', icon: 'ThumbUp' },
    ],
  },
  {
    name: 'Reports',
    code: 'reports',
    icon: 'Assessment',
    children: [
      { name: 'History sessions', code: 'historySessionReport', url: '/historySessionReport' },
      { name: 'Agent KPI', code: 'agentKpiReport', url: '/agentKpiReport' },
      { name: 'Session statistics', code: 'sessionStatisticsReport', url: '/sessionStatisticsReport' },
      { name: 'Session details', code: 'sessionDetailReport', url: '/sessionDetailReport' },
      { name: 'Daily report', code: 'sessionDayReport', url: '/sessionDayReport' },
      { name: 'Weekly report', code: 'sessionWeekReport', url: '/sessionWeekReport' },
      { name: 'Monthly report', code: 'sessionMonthReport', url: '/sessionMonthReport' },
      { name: 'Satisfaction', code: 'satisfactionReport', url: '/satisfactionReport' },
      { name: 'Contact reason report', code: 'contactReasonReport', url: '/contactReasonReport' },
      { name: 'Suggested replies', code: 'suggestionReport', url: '/suggestionReport' },
      { name: 'SLA report', code: 'slaReport', url: '/slaReport' },
      { name: 'Agent online details', code: 'OnlineDetailedList', url: '/OnlineDetailedList' },
    ],
  },
  {
    name: 'System',
    code: 'system',
    icon: 'AdminPanelSettings',
    roles: ['admin', 'supervisor'],
    children: [
      { name: 'Sign-on users', code: 'ssoUsers', url: '/ssoUsers', icon: 'ManageAccounts', roles: ['admin'] },
      { name: 'Audit log', code: 'auditLog', url: '/auditLog', icon: 'Policy', roles: ['admin'] },
      { name: 'Webhooks', code: 'webhookMgt', url: '/webhookMgt', icon: 'Webhook', roles: ['admin'] },
      { name: 'API tokens', code: 'apiTokenMgt', url: '/apiTokenMgt', icon: 'Key', roles: ['admin'] },
      { name: 'API reference', code: 'apiReference', url: '/apiReference', icon: 'Api', roles: ['admin'] },
      { name: 'Service guide', code: 'serviceGuide', url: '/guide/index.html', icon: 'MenuBook', isIframe: true },
    ],
  },
];

function build(defs: Def[], role: Role): MenuItem[] {
  const out: MenuItem[] = [];
  for (const d of defs) {
    const children = d.children ? build(d.children, role) : [];
    const visible = d.children ? children.length > 0 : (d.roles ?? MANAGERS).includes(role);
    if (!visible) continue;
    out.push({
      name: d.name,
      code: d.code,
      url: d.url ?? '',
      icon: d.icon ?? '',
      children,
      hideMenu: d.hideMenu ?? false,
      isIframe: d.isIframe ?? false,
      isLink: d.isLink ?? false,
    });
  }
  return out;
}

const cache = new Map<Role, { tree: MenuItem[]; routes: Set<string> }>();

function entry(role: Role) {
  let e = cache.get(role);
  if (!e) {
    const tree = build(TREE, role);
    const routes = new Set<string>();
    const walk = (items: MenuItem[]) =>
      items.forEach((i) => {
        if (i.url) routes.add(i.url);
        walk(i.children);
      });
    walk(tree);
    e = { tree, routes };
    cache.set(role, e);
  }
  return e;
}

export const menuFor = (role: Role): MenuItem[] => entry(role).tree;
export const routesFor = (role: Role): ReadonlySet<string> => entry(role).routes;
