import { Box, Button, Card, CardContent, IconButton, List, ListItemButton, ListItemText, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import { useState } from 'react';
import { Confirm, useDataProvider, useGetList, useListContext, useNotify, useTranslate } from 'react-admin';

import { TypeNameDialog } from './TypeNameDialog';

/** The filter value the server reads as "saved without a type". */
const UNTYPED = 'none';

type Dialog = { kind: 'add' | 'rename'; id?: string; name: string } | { kind: 'delete'; id: string; name: string } | null;

/**
 * The quick-reply type tree beside the list: choosing a type lists its replies and its sub-types' ones, "No
 * type" the replies saved without one; types can be added (under the chosen one), renamed and deleted (the
 * server refuses a type that still has replies or sub-types).
 */
export function TypeTreePanel({ type }: { type: 0 | 1 }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dp = useDataProvider();
  const { filterValues, setFilters } = useListContext();
  const { data = [], isPending, error, refetch } = useGetList('quickReplyTypeMgt', { filter: { type }, pagination: { page: 1, perPage: 500 }, sort: { field: 'sort', order: 'ASC' } });
  const [dialog, setDialog] = useState<Dialog>(null);
  const selected = filterValues.typeId as string | undefined;
  const choose = (id?: string) => setFilters({ ...filterValues, typeId: id }, []);
  const act = async (fn: () => Promise<unknown>) => {
    try {
      await fn();
      notify('ccim.mgmt.done', { type: 'success' });
      await refetch();
    } catch {
      // The http client has shown the server's message.
    }
    setDialog(null);
  };
  const save = (name: string) => {
    if (dialog?.kind === 'rename' && dialog.id) {
      const prev = data.find((t) => t.id === dialog.id);
      return act(() => dp.update('quickReplyTypeMgt', { id: dialog.id!, data: { name, parentId: prev?.parentId ?? null, sort: prev?.sort ?? 0 }, previousData: prev ?? { id: dialog.id! } }));
    }
    return act(() => dp.create('quickReplyTypeMgt', { data: { name, type, parentId: selected && selected !== UNTYPED ? selected : null } }));
  };
  return (
    <Card sx={{ order: -1, mr: { md: 2 }, mt: { xs: 1, md: 8 }, mb: 1, width: { xs: '100%', md: 240 }, flexShrink: 0 }}>
      <CardContent sx={{ p: 1 }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="subtitle2">{translate('ccim.mgmt.types.title')}</Typography>
          <IconButton size="small" aria-label={translate('ccim.mgmt.types.add')} onClick={() => setDialog({ kind: 'add', name: '' })}>
            <AddIcon fontSize="small" />
          </IconButton>
        </Stack>
        {error ? (
          <Button size="small" onClick={() => refetch()}>{translate('ccim.mgmt.retry')}</Button>
        ) : (
          <List dense disablePadding component="div" role="group" aria-label={translate('ccim.mgmt.types.title')}>
            <ListItemButton selected={!selected} onClick={() => choose(undefined)}>
              <ListItemText primary={translate('ccim.mgmt.types.all')} />
            </ListItemButton>
            <ListItemButton selected={selected === UNTYPED} onClick={() => choose(UNTYPED)}>
              <ListItemText primary={translate('ccim.mgmt.types.untyped')} />
            </ListItemButton>
            {isPending && <Typography variant="caption">{translate('ra.page.loading')}</Typography>}
            {!isPending && data.length === 0 && <Typography variant="caption" sx={{ px: 2 }}>{translate('ccim.mgmt.types.none')}</Typography>}
            {data.map((t) => (
              <ListItemButton key={t.id} selected={selected === t.id} onClick={() => choose(String(t.id))} sx={{ pl: 2 + Number(t.depth ?? 0) * 2 }}>
                <ListItemText primary={t.name} />
                {selected === t.id && (
                  <Box onClick={(e) => e.stopPropagation()}>
                    <IconButton size="small" aria-label={translate('ccim.mgmt.types.rename')} onClick={() => setDialog({ kind: 'rename', id: String(t.id), name: String(t.name) })}>
                      <EditIcon fontSize="small" />
                    </IconButton>
                    <IconButton size="small" aria-label={translate('ra.action.delete')} onClick={() => setDialog({ kind: 'delete', id: String(t.id), name: String(t.name) })}>
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </Box>
                )}
              </ListItemButton>
            ))}
          </List>
        )}
      </CardContent>
      {dialog && dialog.kind !== 'delete' && (
        <TypeNameDialog
          title={translate(dialog.kind === 'add' ? 'ccim.mgmt.types.add' : 'ccim.mgmt.types.rename')}
          initial={dialog.name}
          onSave={save}
          onClose={() => setDialog(null)}
        />
      )}
      <Confirm
        isOpen={dialog?.kind === 'delete'}
        title="ccim.mgmt.types.delete"
        content={translate('ccim.mgmt.types.deleteConfirm', { name: dialog?.name ?? '' })}
        onConfirm={() => dialog?.kind === 'delete' && act(async () => {
          await dp.delete('quickReplyTypeMgt', { id: dialog.id, previousData: { id: dialog.id } });
          if (selected === dialog.id) choose(undefined);
        })}
        onClose={() => setDialog(null)}
      />
    </Card>
  );
}
