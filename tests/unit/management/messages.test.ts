import { describe, expect, it } from 'vitest';
import { resourcesSchema } from '../../../src/common/resources';
import { messagesFor } from '../../../src/admin/i18n/i18nProvider';
import { managementEn, managementZh } from '../../../src/admin/i18n/messages/management';

const keys = (o: Record<string, unknown>, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`]));
const at = (o: Record<string, unknown>, path: string) => path.split('.').reduce<unknown>((n, k) => (n as Record<string, unknown>)?.[k], o);

describe('management messages', () => {
  it('have the same keys in English and Chinese', () => {
    expect(keys(managementZh).sort()).toEqual(keys(managementEn).sort());
  });

  it('name every resource, field and enum value of the schema in both languages', () => {
    // The catalogs as the app merges them: a feature may bring its own messages file (e.g. the audit log).
    const [en, zh] = [messagesFor('en'), messagesFor('zh')] as Record<string, unknown>[];
    for (const [name, r] of Object.entries(resourcesSchema.resources)) {
      for (const lang of [en, zh]) {
        expect(at(lang, `resources.${name}.name`), name).not.toBe(name);
        for (const f of r.fields) expect(at(lang, `resources.${name}.fields.${f.name}`), `${name}.${f.name}`).not.toBe(f.name);
      }
    }
    for (const [e, def] of Object.entries(resourcesSchema.enums)) {
      for (const v of def.values) {
        expect(at(en, `ccim.enums.${e}.${v}`), `${e}.${v}`).toBeTruthy();
        expect(at(zh, `ccim.enums.${e}.${v}`), `${e}.${v}`).toMatch(/[\u4e00-\u9fff]/);
      }
    }
  });
});
