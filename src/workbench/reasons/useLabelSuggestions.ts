import { useEffect, useState } from 'react';
import { MAIN_BASE } from '../../common/runtimeConfig';
import { api } from '../../dataProvider/api';

/**
 * The labels in use that start with what is typed (any case), the most used first, asked a moment after the last
 * key (`workbench/labelSuggestions`): the workbench's labels field and the reports' label filter. A failed call
 * leaves the last suggestions.
 */
export function useLabelSuggestions(typed: string): string[] {
  const [options, setOptions] = useState<string[]>([]);
  useEffect(() => {
    let alive = true;
    const timer = setTimeout(() => {
      api
        .request<{ labels: { label: string }[] }>('GET', `${MAIN_BASE}/workbench/labelSuggestions`, { query: { prefix: typed.trim() }, silent: true })
        .then((d) => alive && setOptions(d.labels.map((l) => l.label)))
        .catch(() => undefined);
    }, 150);
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, [typed]);
  return options;
}
