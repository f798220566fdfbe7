/**
 * The settings form is flat; `service_config` keeps one JSON value per key in the shape the conversation loop
 * reads (`features/conversations/service-config.ts`: workingHours, offHoursMessage {en, zh}, greeting, …).
 * The keys the loop does not define yet (queue limit, revocation window, default capacity) live beside them.
 */
export interface Bilingual {
  en: string;
  zh: string;
}

export interface StoredConfig {
  workingHours: { enabled: boolean; days: number[]; start: string; end: string; utcOffsetMinutes: number };
  offHoursMessage: Bilingual;
  greeting: Bilingual;
  blacklistMessage: Bilingual;
  queueMessage: Bilingual;
  idleTimeoutMinutes: number;
  robotIdleTimeoutMinutes: number;
  requeueTarget: 'head' | 'fallback';
  queueLimit: number;
  revokeSeconds: number;
  maxUsersDefault: number;
}

/** What an empty table means; the same values as the conversation loop's defaults. */
export const DEFAULTS: StoredConfig = {
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
  queueMessage: { en: 'You are in the queue. An agent will be with you shortly.', zh: '正在为您转接人工客服，请稍候。' },
  idleTimeoutMinutes: 15,
  robotIdleTimeoutMinutes: 30,
  requeueTarget: 'head',
  queueLimit: 200,
  revokeSeconds: 120,
  maxUsersDefault: 5,
};

export type FormValues = Record<string, unknown>;

const BILINGUAL = ['greeting', 'offHoursMessage', 'queueMessage', 'blacklistMessage'] as const;
const PLAIN = ['idleTimeoutMinutes', 'robotIdleTimeoutMinutes', 'requeueTarget', 'queueLimit', 'revokeSeconds', 'maxUsersDefault'] as const;

export function toForm(c: StoredConfig): FormValues {
  const out: FormValues = {
    workingHoursEnabled: c.workingHours.enabled,
    workingDays: c.workingHours.days,
    workStart: c.workingHours.start,
    workEnd: c.workingHours.end,
    utcOffsetMinutes: c.workingHours.utcOffsetMinutes,
  };
  for (const k of BILINGUAL) {
    out[`${k}Zh`] = c[k].zh;
    out[`${k}En`] = c[k].en;
  }
  for (const k of PLAIN) out[k] = c[k];
  return out;
}

export function fromForm(v: FormValues): StoredConfig {
  const out = {
    workingHours: {
      enabled: v.workingHoursEnabled === true,
      days: [...(v.workingDays as number[])].sort(),
      start: String(v.workStart),
      end: String(v.workEnd),
      utcOffsetMinutes: Number(v.utcOffsetMinutes),
    },
  } as StoredConfig;
  for (const k of BILINGUAL) out[k] = { zh: String(v[`${k}Zh`]).trim(), en: String(v[`${k}En`]).trim() };
  for (const k of PLAIN) (out as unknown as Record<string, unknown>)[k] = v[k];
  return out;
}

/** Stored rows over the defaults; an unreadable value keeps its default rather than breaking the form. */
export function merge(rows: { key: string; value: string }[]): StoredConfig {
  const out: Record<string, unknown> = { ...DEFAULTS };
  for (const r of rows) {
    if (!(r.key in DEFAULTS)) continue;
    try {
      out[r.key] = JSON.parse(r.value);
    } catch {
      /* keep the default */
    }
  }
  return out as unknown as StoredConfig;
}
