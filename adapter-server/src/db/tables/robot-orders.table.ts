import type { Generated } from 'kysely';

/**
 * What the robot records for the visitor (migration 0007): pickup orders, claims, the AI chat conversations
 * and their messages, and the administrative districts (province, city, district) the address pickers page.
 */
export interface RobotOrdersTable {
  id: string;
  order_no: string;
  visitor_id: string;
  sender_name: string;
  sender_phone: string;
  sender_address: string;
  receiver_name: string;
  receiver_phone: string;
  receiver_address: string;
  goods: string;
  weight_kg: number | null;
  /** Epoch ms of the wished pickup time; null: as soon as possible. */
  pickup_at: number | null;
  remark: string;
  /** created, cancelled */
  status: string;
  created_at: number;
}

export interface RobotClaimsTable {
  id: string;
  claim_no: string;
  visitor_id: string;
  waybill_no: string;
  /** lost, damaged, delayed, other */
  claim_type: string;
  amount: number;
  description: string;
  contact_phone: string;
  /** submitted, accepted, rejected, paid */
  status: string;
  created_at: number;
}

export interface AiChatsTable {
  id: string;
  visitor_id: string;
  /** The last message seq already copied into the visitor's session by a handover to a human agent (0: none). */
  handed_seq: Generated<number>;
  created_at: number;
  updated_at: number;
}

export interface AiChatMessagesTable {
  id: string;
  chat_id: string;
  /** Order within the chat, from 1. */
  seq: number;
  /** user, assistant */
  role: 'user' | 'assistant';
  content: string;
  /** On an assistant message: 1 useful, 0 not, null not given. */
  feedback: number | null;
  created_at: number;
  updated_at: number;
}

export interface DistrictsTable {
  code: string;
  name: string;
  /** 1 province, 2 city, 3 district */
  level: number;
  parent_code: string | null;
}

export interface RobotOrderTables {
  robot_orders: RobotOrdersTable;
  robot_claims: RobotClaimsTable;
  ai_chats: AiChatsTable;
  ai_chat_messages: AiChatMessagesTable;
  districts: DistrictsTable;
}
