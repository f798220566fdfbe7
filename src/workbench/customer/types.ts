import type { ChatMessage } from '../../common/events';

/** `workbench/customer?sessionId=`: the chat's customer (docs/api.md "Customers"). */
export interface CustomerView {
  customer: {
    id: string;
    name: string;
    phone: string | null;
    vip: boolean;
    notes: string;
    firstContactAt: number;
    lastContactAt: number;
    chats: number;
    averageRating: number | null;
    blacklisted: boolean;
  };
  previousSessions: {
    id: string;
    status: string;
    createdAt: number;
    closedAt: number | null;
    agentName: string | null;
    preview: string;
    reasons: { id: string; nameEn: string; nameZh: string }[];
    rating: number | null;
  }[];
  waybills: { waybillNo: string; status: string | null }[];
  workBills: { id: string; billNo: string; waybillNo: string; status: 'pending' | 'processing' | 'handled' | 'invalid'; createdAt: number }[];
}

/** `workbench/customer/transcript`: an earlier chat of the same customer, read only. */
export interface CustomerTranscript {
  sessionId: string;
  createdAt: number;
  closedAt: number | null;
  messages: ChatMessage[];
}

/** The longest note the server keeps. */
export const NOTES_MAX = 2000;
