import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useState, type ReactNode } from 'react';
import { CreateButton, FilterButton, TopToolbar, useDataProvider, useListContext, useNotify, useRefresh, useResourceContext, useTranslate } from 'react-admin';
import { resolveResource, resourcesSchema } from '../../common/resources';
import type { ManagementDataProvider } from '../../dataProvider';
import { ImportButton } from './ImportButton';

/**
 * Create, filters, the list-wide actions (e.g. refresh the robot's cache), exports and imports of the schema.
 * A list embedded in another screen brings its own create button (`hasCreate` false): it has no create route.
 */
export function ListActions({ children, hasFilters, hasCreate = true }: { children?: ReactNode; hasFilters: boolean; hasCreate?: boolean }) {
  const resource = useResourceContext()!;
  const { filterValues } = useListContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dp = useDataProvider<ManagementDataProvider>();
  const [busy, setBusy] = useState(false);
  const r = resolveResource(resourcesSchema, resource);
  const run = async (fn: () => Promise<unknown>, done = 'ccim.mgmt.done') => {
    setBusy(true);
    try {
      await fn();
      notify(done, { type: 'success' });
      refresh();
    } catch {
      // The http client has shown the server's message.
    } finally {
      setBusy(false);
    }
  };
  return (
    <TopToolbar sx={{ flexWrap: 'wrap' }}>
      {hasFilters && <FilterButton />}
      {hasCreate && (r.endpoints.create || r.editorRoute) && <CreateButton to={r.editorRoute} />}
      {(r.actions ?? [])
        .filter((a) => a.scope === 'list')
        .map((a) => (
          <Button key={a.name} size="small" disabled={busy} onClick={() => run(() => dp.action(resource, a.name))}>
            {translate(`ccim.mgmt.actions.${a.name}`)}
          </Button>
        ))}
      {(r.exports ?? []).map((x) => (
        <Button key={x.name} size="small" startIcon={<DownloadIcon />} disabled={busy} onClick={() => run(() => dp.exportFile(resource, x.name, filterValues), 'ccim.mgmt.exported')}>
          {translate('ccim.mgmt.export')}
        </Button>
      ))}
      {(r.imports ?? []).map((x) => (
        <ImportButton key={x.name} name={x.name} maxBytes={x.maxBytes} />
      ))}
      {children}
    </TopToolbar>
  );
}
