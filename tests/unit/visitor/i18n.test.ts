import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCALE_KEY } from '../../../src/visitor/boot';
import { initialLocale, MESSAGES, pick, translator } from '../../../src/visitor/i18n';

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('visitor page texts', () => {
  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('has the same keys in English and Chinese, none empty', () => {
    expect(Object.keys(MESSAGES.zh).sort()).toEqual(Object.keys(MESSAGES.en).sort());
    for (const locale of ['en', 'zh'] as const) {
      for (const [key, text] of Object.entries(MESSAGES[locale])) expect(text.trim(), `${locale}.${key}`).not.toBe('');
    }
  });

  it('uses the same placeholders in both languages', () => {
    for (const key of Object.keys(MESSAGES.en) as (keyof typeof MESSAGES.en)[]) {
      expect(placeholders(MESSAGES.zh[key]), key).toEqual(placeholders(MESSAGES.en[key]));
    }
  });

  it('fills placeholders and leaves none behind when a parameter is missing', () => {
    expect(translator('en')('queue', { n: 3 })).toBe('You are number 3 in the queue');
    expect(translator('zh')('queue', { n: 3 })).toContain('3');
    expect(translator('en')('waybill')).toBe('Waybill ');
  });

  it('starts in the saved language, else the browser language', () => {
    localStorage.setItem(LOCALE_KEY, 'zh');
    expect(initialLocale()).toBe('zh');
    localStorage.setItem(LOCALE_KEY, 'fr');
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('zh-CN');
    expect(initialLocale()).toBe('zh');
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-GB');
    expect(initialLocale()).toBe('en');
  });

  it('picks the visitor language from a server text pair', () => {
    expect(pick('zh', { en: 'Hello', zh: '您好' })).toBe('您好');
    expect(pick('en', undefined)).toBe('');
  });
});
