import { useEffect, useState } from 'react';
import { api } from '../../../dataProvider/api';

interface Option {
  id: string;
  name: string;
}

let cache: Promise<{ agents: Option[]; groups: Option[] }> | null = null;

async function load() {
  // Either list may be outside the user's menu; the filter then offers "all" only.
  const [agents, groups] = await Promise.all([
    api.request<{ id: string; nickname: string; username: string }[]>('GET', '/ccim-main/api/agent/listAll', { silent: true }).catch(() => []),
    api.request<{ id: string; name: string }[]>('GET', '/ccim-main/api/skillGroupLinkMgt/listSelector', { silent: true }).catch(() => []),
  ]);
  return {
    agents: agents.map((a) => ({ id: a.id, name: `${a.nickname} (${a.username})` })),
    groups: groups.map((g) => ({ id: g.id, name: g.name })),
  };
}

/** Agents and skill groups for the filter selects, loaded once per page. */
export function useFilterOptions(): { agents: Option[]; groups: Option[] } {
  const [options, setOptions] = useState<{ agents: Option[]; groups: Option[] }>({ agents: [], groups: [] });
  useEffect(() => {
    let alive = true;
    cache ??= load();
    cache.then((o) => alive && setOptions(o));
    return () => {
      alive = false;
    };
  }, []);
  return options;
}
