import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { raChinese } from '../../../src/admin/i18n/raChinese';

/** Every leaf of a nested messages object, as 'a.b.c' path → string value. */
function flatten(messages: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') {
      for (const [p, v] of flatten(value as object, path)) out.set(p, v);
    } else {
      out.set(path, String(value));
    }
  }
  return out;
}

const placeholders = (text: string) => new Set(text.match(/%\{[^}]+\}/g) ?? []);

describe('raChinese', () => {
  const en = flatten(englishMessages);
  const zh = flatten(raChinese);

  it('has exactly the same key paths as ra-language-english', () => {
    expect([...zh.keys()].sort()).toEqual([...en.keys()].sort());
  });

  it('keeps every %{placeholder} of the English string', () => {
    const missing: string[] = [];
    for (const [path, english] of en) {
      const chinese = zh.get(path) ?? '';
      for (const placeholder of placeholders(english)) {
        if (!chinese.includes(placeholder)) missing.push(`${path}: ${placeholder}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('keeps the same number of |||| plural variants as English', () => {
    const mismatched: string[] = [];
    for (const [path, english] of en) {
      const chinese = zh.get(path) ?? '';
      if (english.split('||||').length !== chinese.split('||||').length) mismatched.push(path);
    }
    expect(mismatched).toEqual([]);
  });
});
