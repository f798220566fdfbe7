import { describe, expect, it } from 'vitest';
import { slaDueAt, slaElapsedMs, slaPolicyFor, type SlaHours, type SlaPolicyLike } from '../../../src/common/sla';

/** China time, Monday to Friday, 08:00–22:00. 2026-11-27 is a Friday. */
const hours: SlaHours = { enabled: true, days: [1, 2, 3, 4, 5], start: '08:00', end: '22:00', utcOffsetMinutes: 480 };
const cn = (iso: string) => Date.parse(`${iso}+08:00`);

describe('SLA clock', () => {
  it('runs as plain time when working hours are off', () => {
    const from = cn('2026-11-27T21:59:00');
    expect(slaDueAt({ ...hours, enabled: false }, from, 120)).toBe(from + 120_000);
    expect(slaElapsedMs({ ...hours, enabled: false }, from, from + 5000)).toBe(5000);
  });

  it('stops outside working hours: queued at 21:59 on a Friday, a 120-second target is due at 08:01 on Monday', () => {
    expect(slaDueAt(hours, cn('2026-11-27T21:59:00'), 120)).toBe(cn('2026-11-30T08:01:00'));
    expect(slaElapsedMs(hours, cn('2026-11-27T21:59:00'), cn('2026-11-30T08:01:00'))).toBe(120_000);
  });

  it('starts at the next opening for a chat queued at night, and counts nothing of the night', () => {
    expect(slaDueAt(hours, cn('2026-11-26T23:30:00'), 60)).toBe(cn('2026-11-27T08:01:00'));
    expect(slaElapsedMs(hours, cn('2026-11-26T23:30:00'), cn('2026-11-27T07:59:00'))).toBe(0);
  });

  it('is plain time inside the working day', () => {
    expect(slaDueAt(hours, cn('2026-11-27T10:00:00'), 1800)).toBe(cn('2026-11-27T10:30:00'));
  });

  it('follows hours that span midnight from the day they open', () => {
    const night: SlaHours = { enabled: true, days: [5], start: '20:00', end: '02:00', utcOffsetMinutes: 480 };
    // Friday 20:00 to Saturday 02:00 is open; Saturday evening is not (Saturday is not a working day).
    expect(slaDueAt(night, cn('2026-11-28T01:59:00'), 120)).toBe(cn('2026-12-04T20:01:00'));
    expect(slaElapsedMs(night, cn('2026-11-27T19:00:00'), cn('2026-11-28T03:00:00'))).toBe(6 * 3600_000);
  });

  it('never stops for hours that never open', () => {
    const from = cn('2026-11-27T10:00:00');
    expect(slaDueAt({ ...hours, days: [] }, from, 60)).toBe(from + 60_000);
  });
});

describe('the policy a chat is held to', () => {
  const p = (id: string, skillGroupId: string | null, priority: number | null, enabled = true): SlaPolicyLike => ({
    id, name: id, enabled, skillGroupId, priority, firstResponseSeconds: 60, resolutionSeconds: 600,
  });
  const policies = [p('every', null, null), p('urgent', null, 2), p('claims', 'g-claims', null), p('claims-urgent', 'g-claims', 2), p('off', 'g-freight', null, false)];

  it('is the most specific enabled one', () => {
    expect(slaPolicyFor(policies, 'g-claims', 2)?.policyId).toBe('claims-urgent');
    expect(slaPolicyFor(policies, 'g-claims', 0)?.policyId).toBe('claims');
    expect(slaPolicyFor(policies, 'g-other', 2)?.policyId).toBe('urgent');
    expect(slaPolicyFor(policies, 'g-freight', 0)?.policyId).toBe('every');
  });

  it('is none when no enabled policy matches', () => {
    expect(slaPolicyFor([p('urgent', null, 2)], 'g', 0)).toBeNull();
    expect(slaPolicyFor([p('off', null, null, false)], 'g', 0)).toBeNull();
  });
});
