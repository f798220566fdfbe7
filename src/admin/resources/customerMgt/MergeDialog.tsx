import { Autocomplete, Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { formatDateTime } from '../../../common/dateTime';
import type { ManagementDataProvider } from '../../../dataProvider';

interface CustomerOption {
  id: string;
  name: string;
  phone: string | null;
  identities: string[];
  chats: number;
  lastContactAt: number;
}

/** Long enough that a name typed at speed asks once, short enough to feel immediate. */
const DEBOUNCE_MS = 250;

/**
 * Merging another customer into this one (admins): the other is picked by what the admin knows of them (name,
 * phone, open id, waybill number; the list's own search), then `customerMgt/merge` moves their visitors here.
 */
export function MergeDialog({ customer, open, onClose, onMerged }: { customer: { id: string; name: string }; open: boolean; onClose(): void; onMerged(): void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dp = useDataProvider<ManagementDataProvider>();
  const [text, setText] = useState('');
  const [options, setOptions] = useState<CustomerOption[]>([]);
  const [answered, setAnswered] = useState('');
  const [picked, setPicked] = useState<CustomerOption | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    const q = text.trim();
    if (!q || (picked && text === picked.name)) return;
    let live = true;
    const timer = setTimeout(() => {
      const answer = (list: CustomerOption[]) => {
        if (!live) return;
        setOptions(list.filter((c) => c.id !== customer.id));
        setAnswered(q);
      };
      dp.getList<CustomerOption>('customerMgt', { filter: { q }, pagination: { page: 1, perPage: 20 }, sort: { field: 'lastContactAt', order: 'DESC' } }).then(
        (r) => answer(r.data),
        () => answer([]),
      );
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [dp, text, picked, customer.id]);
  const loading = !!text.trim() && text.trim() !== answered && !(picked && text === picked.name);
  const close = () => {
    setPicked(null);
    setText('');
    onClose();
  };
  const merge = async () => {
    if (!picked) return;
    setBusy(true);
    try {
      await dp.action('customerMgt', 'customerMerge', { id: customer.id, data: { otherId: picked.id } });
      notify('ccim.customers.merged', { type: 'success' });
      close();
      onMerged();
    } catch {
      // The http client has shown the server's message.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm">
      <DialogTitle>{translate('ccim.customers.mergeTitle', { name: customer.name || translate('ccim.customers.unnamed') })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate('ccim.customers.mergeHelp')}</DialogContentText>
        <Autocomplete
          options={options}
          value={picked}
          loading={loading}
          filterOptions={(x) => x}
          getOptionLabel={(o) => o.name || translate('ccim.customers.unnamed')}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          noOptionsText={translate(text.trim() ? 'ccim.customers.noMatch' : 'ccim.customers.typeToSearch')}
          loadingText={translate('ra.page.loading')}
          onInputChange={(_, v) => setText(v)}
          onChange={(_, o) => setPicked(o)}
          renderOption={({ key, ...rest }, o) => (
            <Box component="li" key={key} {...rest}>
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ overflowWrap: 'anywhere' }}>{o.name || translate('ccim.customers.unnamed')}</Typography>
                <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {[o.phone, o.identities.join(', '), translate('ccim.customers.chatCount', { chats: o.chats }), formatDateTime(o.lastContactAt)].filter(Boolean).join(' · ')}
                </Typography>
              </Box>
            </Box>
          )}
          renderInput={(p) => <TextField {...p} label={translate('ccim.customers.pick')} />}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={() => void merge()} disabled={!picked || busy}>
          {translate('ccim.customers.mergeConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
