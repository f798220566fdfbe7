/**
 * The session-service settings (`service_config`, one JSON value per key): read by the conversation loop and
 * the robot, edited by the management screen `sessionServiceConfig`. Every key has a default here, so an empty
 * table is a working product.
 */
export interface Bilingual {
  en: string;
  zh: string;
}

export interface WorkingHours {
  /** false: always open. */
  enabled: boolean;
  /** 0 Sunday … 6 Saturday. */
  days: number[];
  /** 'HH:MM' in the service's time zone. */
  start: string;
  end: string;
  /** The service's offset from UTC in minutes (480 for China). */
  utcOffsetMinutes: number;
}

export interface ServiceConfig {
  workingHours: WorkingHours;
  offHoursMessage: Bilingual;
  greeting: Bilingual;
  blacklistMessage: Bilingual;
  queueMessage: Bilingual;
  /** An active session with no message for this long is closed. */
  idleTimeoutMinutes: number;
  /** An agent should first answer a chat within this long of taking it; the workbench list colours it overdue after. */
  firstResponseSeconds: number;
  /** A robot-only session with no message for this long is closed. */
  robotIdleTimeoutMinutes: number;
  /** Where an offline agent's sessions go: the head of their own queue, or the channel's fallback group. */
  requeueTarget: 'head' | 'fallback';
  /** Read by management and the workbench only. */
  queueLimit: number;
  revokeSeconds: number;
  maxUsersDefault: number;
  /** An agent with no connected socket for this long goes offline (their sessions follow `requeueTarget`). */
  agentPresenceGraceSeconds: number;
  /** A queued visitor with no connected socket for this long leaves the queue. */
  visitorPresenceGraceSeconds: number;
  /** Messages one visitor may send in any 10 seconds (a burst), and in any minute (the steady rate). */
  visitorMessageBurst: number;
  visitorMessagesPerMinute: number;
  /** Days the audit log keeps its entries (features/auditLog prunes by it). */
  auditRetentionDays: number;
  /** On: an agent must set a contact reason on a chat before ending it (workbench/clear refuses otherwise). */
  reasonRequired: boolean;
}

export const SERVICE_CONFIG_DEFAULTS: ServiceConfig = {
  workingHours: { enabled: false, days: [0, 1, 2, 3, 4, 5, 6], start: '08:00', end: '22:00', utcOffsetMinutes: 480 },
  offHoursMessage: {
    en: 'Our agents work from 08:00 to 22:00. Please leave your question to the robot or come back during working hours.',
    zh: '人工客服服务时间为 08:00-22:00，您可以先咨询智能机器人，或在服务时间内再来。',
  },
  greeting: {
    en: 'Hello, I am your service robot. Ask me about tracking, fees, pickup or delivery, or type a waybill number.',
    zh: '您好，我是智能客服小助手。可以问我查件、运费、寄件、派送等问题，也可以直接输入运单号。',
  },
  blacklistMessage: {
    en: 'Sorry, we cannot connect you to an agent right now. Please call our hotline for help.',
    zh: '抱歉，暂时无法为您转接人工客服，如需帮助请拨打客服热线。',
  },
  queueMessage: {
    en: 'You are in the queue. An agent will be with you shortly.',
    zh: '正在为您转接人工客服，请稍候。',
  },
  idleTimeoutMinutes: 15,
  firstResponseSeconds: 120,
  robotIdleTimeoutMinutes: 30,
  requeueTarget: 'head',
  queueLimit: 200,
  revokeSeconds: 120,
  maxUsersDefault: 5,
  agentPresenceGraceSeconds: 60,
  visitorPresenceGraceSeconds: 60,
  visitorMessageBurst: 20,
  visitorMessagesPerMinute: 60,
  auditRetentionDays: 180,
  reasonRequired: false,
};

/** Stored rows over the defaults; an unreadable value (a hand-edited one) keeps its default. */
export function mergeStored(rows: { key: string; value: string }[]): ServiceConfig {
  const out: Record<string, unknown> = { ...SERVICE_CONFIG_DEFAULTS };
  for (const r of rows) {
    if (!(r.key in SERVICE_CONFIG_DEFAULTS)) continue;
    try {
      out[r.key] = JSON.parse(r.value);
    } catch {
      // A broken value must not take the service down: the default stands.
    }
  }
  return out as unknown as ServiceConfig;
}

const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return (h || 0) * 60 + (m || 0);
};

/** Whether a human agent can be asked for at `at` (epoch ms). An end before the start spans midnight. */
export function isWorkingTime(wh: WorkingHours, at: number): boolean {
  if (!wh.enabled) return true;
  const local = new Date(at + wh.utcOffsetMinutes * 60_000);
  const day = local.getUTCDay();
  const minute = local.getUTCHours() * 60 + local.getUTCMinutes();
  const start = minutesOf(wh.start);
  const end = minutesOf(wh.end);
  if (!wh.days.includes(day)) return false;
  return start <= end ? minute >= start && minute < end : minute >= start || minute < end;
}
