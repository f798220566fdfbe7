/**
 * The settings form is flat; `service_config` keeps one JSON value per key (`service-config.ts`: workingHours,
 * offHoursMessage {en, zh}, greeting, …). These two functions turn one into the other.
 */
import type { ServiceConfig } from './service-config';

export type FormValues = Record<string, unknown>;

const BILINGUAL = ['greeting', 'offHoursMessage', 'queueMessage', 'blacklistMessage'] as const;
const PLAIN = [
  'idleTimeoutMinutes',
  'firstResponseSeconds',
  'robotIdleTimeoutMinutes',
  'requeueTarget',
  'queueLimit',
  'revokeSeconds',
  'maxUsersDefault',
  'agentPresenceGraceSeconds',
  'visitorPresenceGraceSeconds',
  'visitorMessageBurst',
  'visitorMessagesPerMinute',
  'auditRetentionDays',
  'reasonRequired',
] as const;

export function toForm(c: ServiceConfig): FormValues {
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

export function fromForm(v: FormValues): ServiceConfig {
  const out = {
    workingHours: {
      enabled: v.workingHoursEnabled === true,
      days: [...(v.workingDays as number[])].sort(),
      start: String(v.workStart),
      end: String(v.workEnd),
      utcOffsetMinutes: Number(v.utcOffsetMinutes),
    },
  } as ServiceConfig;
  for (const k of BILINGUAL) out[k] = { zh: String(v[`${k}Zh`]).trim(), en: String(v[`${k}En`]).trim() };
  // A field the form may leave out (one added later) keeps its stored value: it is not written.
  for (const k of PLAIN) if (v[k] !== undefined) (out as unknown as Record<string, unknown>)[k] = v[k];
  return out;
}
