import type { RobotSynonymsTable } from './robot-synonyms.table';
import type { WaybillStatus } from '../../../../src/common/waybillRecords';

export type { WaybillStatus }; // the column unions are the API's
/**
 * The robot's QA base and logs, the managed word list, blacklist, announcements, the session-service
 * configuration, and the seeded waybills (migration 0003). JSON columns are TEXT holding a JSON value.
 */
export interface RobotQaTable {
  id: string;
  question: string;
  /** JSON string[] */
  similar_questions: string;
  /** JSON string[] */
  keywords: string;
  /** Sanitized HTML. */
  answer: string;
  /** 0 unclassified, 1 hot, 2 sending, 3 fee, 4 parcel lookup */
  classify: number;
  /** JSON [{title, url}] */
  links: string;
  enabled: number;
  /** 1: shown in the public help centre (`/help`) while enabled and valid. */
  published: number;
  valid_from: number | null;
  valid_to: number | null;
  hits: number;
  created_at: number;
  updated_at: number;
}

export interface RobotNoAnswerTable {
  id: string;
  question: string;
  visitor_id: string | null;
  session_id: string | null;
  channel: number;
  /** 0 pending, 1 handled */
  status: number;
  qa_id: string | null;
  count: number;
  created_at: number;
  updated_at: number;
}

/** A "did you mean" suggestion visitors picked after asking `question` (migration 0019). */
export interface RobotSuggestionPicksTable {
  id: string;
  question: string;
  qa_id: string;
  count: number;
  created_at: number;
  updated_at: number;
}

/** A proposal of the learning screen an administrator dismissed, by normalised question (migration 0041). */
export interface RobotLearningDismissalsTable {
  question_key: string;
  dismissed_by: string;
  dismissed_at: number;
}

export interface RobotNoIntentionTable {
  id: string;
  content: string;
  visitor_id: string | null;
  session_id: string | null;
  channel: number;
  created_at: number;
}

export interface RobotVotesTable {
  id: string;
  message_id: string;
  session_id: string;
  visitor_id: string;
  qa_id: string | null;
  /** 1 useful, 0 not */
  vote: number;
  created_at: number;
}

export interface RobotRatingsTable {
  id: string;
  session_id: string;
  visitor_id: string;
  /** 1..5 */
  score: number;
  comment: string;
  created_at: number;
}

export interface SensitiveWordsTable {
  id: string;
  word: string;
  category: string;
  enabled: number;
  created_at: number;
  updated_at: number;
}

export interface BlacklistTable {
  id: string;
  visitor_id: string;
  reason: string;
  created_by: string;
  created_at: number;
  /** null: for ever. */
  expires_at: number | null;
}

export interface NoticesTable {
  id: string;
  title: string;
  content: string;
  /** 0 draft, 1 pushed */
  status: number;
  pushed_at: number | null;
  created_by: string;
  created_at: number;
  updated_at: number;
}

export interface ServiceConfigTable {
  key: string;
  /** JSON value. */
  value: string;
}


/**
 * The waybill numbers visitors wrote in their chats' text lines (migration 0049): one row per number and chat, at its
 * first mention, read from the lines a trigger queues (`waybill_mention_queue`). Finding the chats (and customers)
 * that named a number reads this, never the messages.
 */
export interface WaybillMentionsTable {
  waybill_no: string;
  session_id: string;
  created_at: number;
}

/** Visitor lines that may name a waybill number, queued by a trigger until read into `waybill_mentions` (0049). */
export interface WaybillMentionQueueTable {
  session_id: string;
  seq: number;
}

export interface WaybillsTable {
  waybill_no: string;
  /** kd express, ky freight */
  type: 'kd' | 'ky';
  order_no: string | null;
  sender_name: string;
  sender_phone: string;
  sender_city: string;
  sender_address: string;
  receiver_name: string;
  receiver_phone: string;
  receiver_city: string;
  receiver_address: string;
  /** The outlet that collected the parcel. */
  send_org: string;
  weight_kg: number;
  fee: number;
  /** Cash on delivery to collect from the receiver; 0 when none. */
  collect_amount: number;
  status: WaybillStatus;
  /** JSON [{at, city, text: {en, zh}}], oldest first. */
  tracks: string;
  estimated_delivery_at: number | null;
  created_at: number;
  updated_at: number;
}

export interface RobotTables {
  robot_qa: RobotQaTable;
  robot_no_answer: RobotNoAnswerTable;
  robot_suggestion_picks: RobotSuggestionPicksTable;
  robot_learning_dismissals: RobotLearningDismissalsTable;
  robot_no_intention: RobotNoIntentionTable;
  robot_votes: RobotVotesTable;
  robot_ratings: RobotRatingsTable;
  robot_synonyms: RobotSynonymsTable;
  sensitive_words: SensitiveWordsTable;
  blacklist: BlacklistTable;
  notices: NoticesTable;
  service_config: ServiceConfigTable;
  waybills: WaybillsTable;
  waybill_mentions: WaybillMentionsTable;
  waybill_mention_queue: WaybillMentionQueueTable;
}
