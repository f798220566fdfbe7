import { describe, expect, it } from 'vitest';
import { dayLabel, dayOf, waited } from '../../../src/workbench/conversations/time';
import { matchReplies, replaceSlash, slashQuery } from '../../../src/workbench/quickReplies/slashSearch';

describe('chat times', () => {
  const noon = new Date(2026, 10, 24, 12, 0, 0).getTime();
  it('names today and yesterday, and dates further back with their weekday', () => {
    expect(dayLabel(noon - 3_600_000, 'en', noon)).toBe('Today');
    expect(dayLabel(noon - 24 * 3_600_000, 'en', noon)).toBe('Yesterday');
    expect(dayLabel(noon - 24 * 3_600_000, 'zh', noon)).toBe('昨天');
    expect(dayLabel(new Date(2026, 10, 20, 9).getTime(), 'en', noon)).toMatch(/^Friday,? 20 November 2026$/);
    expect(dayLabel(new Date(2026, 10, 20, 9).getTime(), 'zh', noon)).toBe('2026年11月20日星期五');
  });
  it('tells days apart at local midnight', () => {
    expect(dayOf(new Date(2026, 10, 24, 0, 0, 1).getTime())).toBe(dayOf(new Date(2026, 10, 24, 23, 59, 59).getTime()));
    expect(dayOf(new Date(2026, 10, 23, 23, 59, 59).getTime())).not.toBe(dayOf(new Date(2026, 10, 24, 0, 0, 0).getTime()));
  });
  it('says a wait in seconds, minutes, then hours and minutes', () => {
    expect(waited(42_000, 'en')).toBe('42 s');
    expect(waited(3 * 60_000 + 5_000, 'en')).toBe('3 min');
    expect(waited(80 * 60_000, 'en')).toBe('1 h 20 min');
    expect(waited(80 * 60_000, 'zh')).toBe('1 小时 20 分钟');
    expect(waited(-5, 'zh')).toBe('0 秒');
  });
});

describe("the composer's '/' search", () => {
  it("finds the '/keyword' being typed at the end of the reply only", () => {
    expect(slashQuery('/')).toBe('');
    expect(slashQuery('/fee')).toBe('fee');
    expect(slashQuery('Hi! /fee')).toBe('fee');
    expect(slashQuery('Hi!/fee')).toBeNull();
    expect(slashQuery('/fee ')).toBeNull();
    expect(slashQuery('see https://x.example/track')).toBeNull();
    expect(slashQuery('plain text')).toBeNull();
  });
  it('puts the reply in place of the keyword and keeps what came before', () => {
    expect(replaceSlash('Hi! /fee', 'Fees are…')).toBe('Hi! Fees are…');
    expect(replaceSlash('/', 'Hello')).toBe('Hello');
  });
  it('matches titles and texts without regard to case, at most eight', () => {
    const replies = Array.from({ length: 12 }, (_, i) => ({ id: String(i), title: `Reply ${i}`, content: i === 3 ? 'About the DESTINATION' : 'text', clickCount: 0 }));
    expect(matchReplies(replies, 'destination').map((r) => r.id)).toEqual(['3']);
    expect(matchReplies(replies, 'reply 1').map((r) => r.id)).toEqual(['1', '10', '11']);
    expect(matchReplies(replies, '')).toHaveLength(8);
  });
});
