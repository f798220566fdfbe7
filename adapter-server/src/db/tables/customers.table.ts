/** Customers: the person behind one or more visitors (migration 0033); `visitors.customer_id` links them. */
export interface CustomersTable {
  id: string;
  name: string;
  phone: string | null;
  /** 0/1. */
  vip: number;
  /** Staff notes that persist across chats (at most CUSTOMER_NOTES_MAX characters). */
  notes: string;
  first_contact_at: number;
  last_contact_at: number;
  created_at: number;
  updated_at: number;
}

export interface CustomerTables {
  customers: CustomersTable;
}
