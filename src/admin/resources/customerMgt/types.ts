import type { CustomerView } from '../../../workbench';

/**
 * `customerMgt/detail?id=`: the customer's page (docs/api.md "Customers"): the same customer, chats, waybills and
 * work bills as the workbench's Customer tab, with the identities that belong to them.
 */
export interface CustomerDetail {
  customer: CustomerView['customer'];
  sessions: CustomerView['previousSessions'];
  waybills: CustomerView['waybills'];
  workBills: CustomerView['workBills'];
  identities: { visitorId: string; channel: number; openId: string | null; nickname: string; phone: string | null; firstSeenAt: number; lastSeenAt: number }[];
}
