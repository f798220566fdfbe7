/**
 * The settings form is flat; `service_config` keeps one JSON value per key in the shape the conversation loop
 * reads (`features/conversations/service-config.ts`: workingHours, offHoursMessage {en, zh}, greeting, …).
 * The keys the loop does not define yet (queue limit, revocation window, default capacity) live beside them.
 */
import { SERVICE_CONFIG_DEFAULTS, type Bilingual, type ServiceConfig } from '../conversations/service-config';

export type { Bilingual };

/** The loop's settings plus the ones only management and the workbench read. */
export interface StoredConfig extends ServiceConfig {
  queueLimit: number;
  revokeSeconds: number;
  maxUsersDefault: number;
}

/** What an empty table means: the conversation loop's own defaults, and ours beside them. */
export const DEFAULTS: StoredConfig = { ...SERVICE_CONFIG_DEFAULTS, queueLimit: 200, revokeSeconds: 120, maxUsersDefault: 5 };

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
