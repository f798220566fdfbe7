import { useEffect, useState } from 'react';
import { useGetList } from 'react-admin';
import { api } from '../../../dataProvider/api';

interface CodeName {
  code: string;
  name: { en: string; zh: string } | string;
}

export interface Choice {
  id: string;
  name: string;
}

const BASE = '/ccim-main/api/workBill';
const nameIn = (n: CodeName['name'], lang: string) => (typeof n === 'string' ? n : lang.startsWith('zh') ? n.zh : n.en);

/** The work bill small types (each "Big › Small") and complaint departments an act may open a bill with. */
async function loadWorkBillOptions(lang: string): Promise<{ types: Choice[]; depts: Choice[] }> {
  const [bigs, depts] = await Promise.all([
    api.request<CodeName[]>('GET', `${BASE}/queryWorkBillBigType`, { silent: true }),
    api.request<CodeName[]>('GET', `${BASE}/queryComplaintDept`, { silent: true }),
  ]);
  const smalls = await Promise.all(bigs.map((b) => api.request<CodeName[]>('GET', `${BASE}/queryWorkBillSmallType`, { query: { bigType: b.code }, silent: true })));
  return {
    types: bigs.flatMap((b, i) => smalls[i].map((s) => ({ id: s.code, name: `${nameIn(b.name, lang)} › ${nameIn(s.name, lang)}` }))),
    depts: depts.map((d) => ({ id: d.code, name: nameIn(d.name, lang) })),
  };
}

export interface ActionOptions {
  quickReplies: Choice[];
  types: Choice[];
  depts: Choice[];
  loading: boolean;
  error: boolean;
}

/** What the act pickers offer: common quick replies, work bill types and departments, in the user's language. */
export function useActionOptions(lang: string): ActionOptions {
  const replies = useGetList('quickReplyMgt', { pagination: { page: 1, perPage: 500 }, sort: { field: 'sort', order: 'ASC' } });
  const [bills, setBills] = useState<{ types: Choice[]; depts: Choice[]; error: boolean } | null>(null);
  useEffect(() => {
    let alive = true;
    loadWorkBillOptions(lang).then(
      (o) => alive && setBills({ ...o, error: false }),
      () => alive && setBills({ types: [], depts: [], error: true }),
    );
    return () => {
      alive = false;
    };
  }, [lang]);
  return {
    quickReplies: (replies.data ?? []).map((r) => ({ id: String(r.id), name: String(r.title) })),
    types: bills?.types ?? [],
    depts: bills?.depts ?? [],
    loading: replies.isPending || bills === null,
    error: !!replies.error || !!bills?.error,
  };
}
