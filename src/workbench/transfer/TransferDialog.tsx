import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItemButton, ListItemText, MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { CallStateView } from '../common/CallState';
import type { TransferCandidates } from '../../common/transfer';
import { send, useCall } from '../common/useCall';

/** Picks a ready agent of the session's (or a chosen) skill group, shows their load, and hands the chat over. */
export function TransferDialog({ open, sessionId, onClose, onTransferred }: { open: boolean; sessionId: string; onClose(): void; onTransferred(toAgentId: string): void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [groupId, setGroupId] = useState('');
  const [agentId, setAgentId] = useState('');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const q = useCall<TransferCandidates>(open ? { method: 'GET', path: 'workbench/listTransferAgent', query: { sessionId, skillGroupId: groupId || undefined } } : null);
  const agents = q.data?.agents ?? [];
  const confirm = async () => {
    setBusy(true);
    try {
      await send('PUT', 'workbench/confirmTransfer', { sessionId, toAgentId: agentId, note: note.trim() });
      notify('ccim.desk.transfer.done', { type: 'success' });
      onTransferred(agentId);
    } catch {
      q.reload();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="transfer-title">
      <DialogTitle id="transfer-title">{translate('ccim.desk.transfer.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField select size="small" label={translate('ccim.desk.transfer.group')} value={groupId || q.data?.skillGroupId || ''} onChange={(e) => { setGroupId(e.target.value); setAgentId(''); }}>
            {(q.data?.groups ?? []).map((g) => (
              <MenuItem key={g.id} value={g.id}>
                {g.name}
              </MenuItem>
            ))}
          </TextField>
          <CallStateView loading={q.loading} error={q.error} empty={agents.length === 0} onRetry={q.reload}>
            <List dense aria-label={translate('ccim.desk.transfer.agents')} sx={{ maxHeight: 260, overflow: 'auto' }}>
              {agents.map((a) => (
                <ListItemButton key={a.id} selected={a.id === agentId} disabled={a.full} onClick={() => setAgentId(a.id)} data-testid="transfer-agent">
                  <ListItemText primary={`${a.nickname} (${a.username})`} secondary={translate('ccim.desk.transfer.load', { current: a.currentUsers, max: a.maxUsers })} />
                </ListItemButton>
              ))}
            </List>
          </CallStateView>
          {agents.length > 0 && agents.every((a) => a.full) && <Alert severity="warning">{translate('ccim.desk.transfer.allFull')}</Alert>}
          <TextField size="small" label={translate('ccim.desk.transfer.note')} value={note} onChange={(e) => setNote(e.target.value)} slotProps={{ htmlInput: { maxLength: 200 } }} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {translate('ccim.desk.form.cancel')}
        </Button>
        <Button variant="contained" disabled={busy || !agentId} onClick={() => void confirm()}>
          {translate('ccim.desk.transfer.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
