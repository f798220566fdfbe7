import { describe, expect, it } from 'vitest';
import { fixedZone, namedZone } from '../../../adapter-server/src/features/reports/time-zone';

/** The written form of an instant shifted by an offset, as `Date` itself writes it. */
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');

describe("a zone's written instants (YYYY-MM-DD HH:mm:ss where the user is)", () => {
  it('are those Date writes, for any instant, in a fixed and in a named zone across daylight-saving changes', () => {
    const shanghai = fixedZone(480);
    const london = namedZone('Europe/London');
    // Instants spread over 60 years, the ends of days and of seconds among them, and London's clock changes of 2026.
    const instants = [0, -1, 86_399_999, 86_400_000, Date.UTC(2026, 2, 29, 0, 59, 59, 999), Date.UTC(2026, 2, 29, 1, 0, 0), Date.UTC(2026, 9, 25, 0, 59, 59), Date.UTC(2026, 9, 25, 1, 0, 0)];
    let seed = 42;
    for (let i = 0; i < 5000; i++) {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      instants.push(Math.floor((seed / 2 ** 31) * 60 * 365 * 86_400_000) - 10 * 365 * 86_400_000);
    }
    for (const ms of instants) {
      expect(shanghai.format(ms)).toBe(iso(ms + 8 * 3_600_000));
      const summer = london.format(ms) !== iso(ms);
      expect(london.format(ms)).toBe(iso(ms + (summer ? 3_600_000 : 0)));
    }
    expect(london.format(Date.UTC(2026, 5, 1, 12, 0, 0))).toBe('2026-06-01 13:00:00');
    expect(london.format(Date.UTC(2026, 0, 1, 23, 59, 59))).toBe('2026-01-01 23:59:59');
    expect(shanghai.format(Date.UTC(2026, 0, 1, 16, 0, 0))).toBe('2026-01-02 00:00:00');
  });
});
