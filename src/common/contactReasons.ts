import type { Lang } from './lang';

/** A reason the workbench offers (`workbench/contactReasons`), in tree order: each top-level one, then its sub-reasons. */
export interface OfferedReason {
  id: string;
  parentId: string | null;
  nameEn: string;
  nameZh: string;
}

/** A reason set on a chat, with its parent's names (null at the top level), as the workbench and the history read it. */
export interface ChosenReason {
  id: string;
  nameEn: string;
  nameZh: string;
  parentNameEn?: string | null;
  parentNameZh?: string | null;
}

const nameIn = (en: string, zh: string, lang: Lang) => (lang === 'zh' ? zh : en);

/** "Parent > Child" (or the top-level name alone) in the reader's language. */
export function reasonName(r: ChosenReason, lang: Lang): string {
  const parent = r.parentNameEn && r.parentNameZh ? `${nameIn(r.parentNameEn, r.parentNameZh, lang)} > ` : '';
  return parent + nameIn(r.nameEn, r.nameZh, lang);
}

/** The offered reasons with their parents' names, for pickers and filters. */
export function withParents(list: OfferedReason[]): ChosenReason[] {
  const byId = new Map(list.map((r) => [r.id, r]));
  return list.map((r) => {
    const p = r.parentId ? byId.get(r.parentId) : undefined;
    return { id: r.id, nameEn: r.nameEn, nameZh: r.nameZh, parentNameEn: p?.nameEn ?? null, parentNameZh: p?.nameZh ?? null };
  });
}
