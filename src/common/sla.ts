/**
 * Service-level clocks (issue 36): an SLA policy promises a first response and a resolution within so many seconds
 * of working time. Outside the service's working hours the clock stands still, so a chat queued at 21:59 with a
 * 120-second target is due at 08:01 the next working day, not at 22:01. Shared by the server (due times, breaches,
 * the SLA report) and the browser (time left).
 */

/** The service's working hours as the service settings hold them (features/serviceConfig). */
export interface SlaHours {
  /** false: always open; the clock never stops. */
  enabled: boolean;
  /** 0 Sunday … 6 Saturday. */
  days: number[];
  /** 'HH:MM' in the service's time zone; an end before the start spans midnight. */
  start: string;
  end: string;
  utcOffsetMinutes: number;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const minutesOf = (hhmm: string): number => {
  const [h, m] = hhmm.split(':').map(Number);
  return (h || 0) * 60 + (m || 0);
};

/**
 * The open intervals [from, to) (epoch ms) of one local day starting at `dayStart` (epoch ms of local midnight),
 * counting a span past midnight from the day it opened.
 */
function openIntervals(h: SlaHours, dayStart: number, weekday: number): [number, number][] {
  const start = minutesOf(h.start);
  const end = minutesOf(h.end);
  const out: [number, number][] = [];
  const prev = (weekday + 6) % 7;
  if (start <= end) {
    if (h.days.includes(weekday) && end > start) out.push([dayStart + start * MINUTE, dayStart + end * MINUTE]);
  } else {
    // Opened yesterday evening, open until `end` this morning; opens again at `start` tonight until midnight.
    if (h.days.includes(prev) && end > 0) out.push([dayStart, dayStart + end * MINUTE]);
    if (h.days.includes(weekday)) out.push([dayStart + start * MINUTE, dayStart + DAY]);
  }
  return out;
}

/** Walks the open intervals from the local day holding `from`, for at most `maxDays` days. */
function* openFrom(h: SlaHours, from: number, maxDays: number): Generator<[number, number]> {
  const offset = h.utcOffsetMinutes * MINUTE;
  const local = from + offset;
  let dayStart = local - (((local % DAY) + DAY) % DAY) - offset;
  let weekday = new Date(dayStart + offset).getUTCDay();
  for (let i = 0; i < maxDays; i++) {
    for (const [a, b] of openIntervals(h, dayStart, weekday)) if (b > from) yield [Math.max(a, from), b];
    dayStart += DAY;
    weekday = (weekday + 1) % 7;
  }
}

/** Whether the working hours open at all (a day and a non-empty span); closed hours never start a clock. */
const everOpen = (h: SlaHours): boolean => h.days.length > 0 && minutesOf(h.start) !== minutesOf(h.end);

/**
 * When `seconds` of working time have passed since `from`. Always open (or hours that never open): plain time.
 * Looks at most a year ahead.
 */
export function slaDueAt(h: SlaHours, from: number, seconds: number): number {
  const need = seconds * 1000;
  if (!h.enabled || !everOpen(h)) return from + need;
  let left = need;
  let last = from;
  for (const [a, b] of openFrom(h, from, 370)) {
    if (b - a >= left) return a + left;
    left -= b - a;
    last = b;
  }
  return last + left;
}

/** Working time (ms) between `from` and `to`: what the SLA clock counted. */
export function slaElapsedMs(h: SlaHours, from: number, to: number): number {
  if (to <= from) return 0;
  if (!h.enabled || !everOpen(h)) return to - from;
  let total = 0;
  const days = Math.ceil((to - from) / DAY) + 2;
  for (const [a, b] of openFrom(h, from, days)) {
    if (a >= to) break;
    total += Math.min(b, to) - a;
  }
  return total;
}

/** The targets a chat is held to, and the policy they came from. */
export interface SlaTargets {
  policyId: string;
  policyName: string;
  firstResponseSeconds: number;
  resolutionSeconds: number;
}

/** A policy as the clock needs it: null group or priority means any. */
export interface SlaPolicyLike {
  id: string;
  name: string;
  enabled: boolean;
  skillGroupId: string | null;
  priority: number | null;
  firstResponseSeconds: number;
  resolutionSeconds: number;
}

/**
 * The policy a chat is held to: the most specific enabled one that matches its skill group and priority (both named
 * beats the group alone, which beats the priority alone, which beats a policy for every chat); a tie goes to the
 * policy listed first (the list's order, by name).
 */
export function slaPolicyFor(policies: readonly SlaPolicyLike[], skillGroupId: string | null, priority: number): SlaTargets | null {
  let best: SlaPolicyLike | null = null;
  let bestScore = -1;
  for (const p of policies) {
    if (!p.enabled) continue;
    if (p.skillGroupId !== null && p.skillGroupId !== skillGroupId) continue;
    if (p.priority !== null && p.priority !== priority) continue;
    const score = (p.skillGroupId !== null ? 2 : 0) + (p.priority !== null ? 1 : 0);
    if (score > bestScore) {
      best = p;
      bestScore = score;
    }
  }
  return best && { policyId: best.id, policyName: best.name, firstResponseSeconds: best.firstResponseSeconds, resolutionSeconds: best.resolutionSeconds };
}

/** The two clocks of one SLA. */
export type SlaKind = 'firstResponse' | 'resolution';
