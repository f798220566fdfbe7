import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { messagesFor } from '../../../src/admin/i18n/i18nProvider';
import { chatEn, chatZh } from '../../../src/workbench/i18n/chat';
import { deskEn, deskZh } from '../../../src/workbench/i18n/desk';

const keys = (o: object, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`]));

const sources = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sources(path.join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [path.join(dir, e.name)] : []));

describe('workbench desk texts', () => {
  it('have the same keys in English and Chinese, and the Chinese is Chinese', () => {
    expect(keys(deskZh).sort()).toEqual(keys(deskEn).sort());
    const at = (o: object, k: string) => k.split('.').reduce<unknown>((n, p) => (n as Record<string, unknown>)[p], o);
    for (const k of keys(deskZh)) if (!/^(orgType|waybillStatus)\./.test(k)) expect(at(deskZh, k), k).toMatch(/[\u4e00-\u9fff]|…/);
  });

  it('hold every literal ccim.desk key the workbench uses', () => {
    const all = new Set(keys(deskEn).map((k) => `ccim.desk.${k}`));
    const used = sources('src/workbench').flatMap((f) => [...fs.readFileSync(f, 'utf8').matchAll(/'(ccim\.desk\.[A-Za-z.]+)'/g)].map((m) => m[1]));
    expect(used.length).toBeGreaterThan(20);
    expect(used.filter((k) => !all.has(k))).toEqual([]);
  });

  it('of the chat view have the same keys in both languages and reach the shell under ccim.workbench', () => {
    expect(Object.keys(chatZh).sort()).toEqual(Object.keys(chatEn).sort());
    for (const [k, v] of Object.entries(chatZh)) expect(v, k).toMatch(/[\u4e00-\u9fff]/);
    const at = (locale: 'en' | 'zh') => (messagesFor(locale) as unknown as { ccim: { workbench: Record<string, string>; desk: object } }).ccim;
    expect(at('en').workbench.failed).toBe('Not sent: %{msg}');
    expect(at('zh').workbench.sessions).toBe('会话');
    expect(keys(at('zh').desk).length).toBe(keys(deskZh).length);
  });
});
