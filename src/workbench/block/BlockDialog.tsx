import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { send } from '../common/useCall';

const BLOCK_REASON_MAX = 200;

/** The block lengths offered, in days; `null` is permanent. The server accepts exactly these. */
const DURATIONS: { days: number | null; label: string }[] = [
  { days: 1, label: 'ccim.desk.block.oneDay' },
  { days: 7, label: 'ccim.desk.block.sevenDays' },
  { days: 30, label: 'ccim.desk.block.thirtyDays' },
  { days: null, label: 'ccim.desk.block.permanent' },
];
const PERMANENT = 'permanent';

/** Adds the visitor of the agent's session to the blacklist, with a reason and for a chosen time. */
export function BlockDialog({ sessionId, onClose, onBlocked }: { sessionId: string; onClose(): void; onBlocked(): void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [reason, setReason] = useState('');
  const [duration, setDuration] = useState('7');
  const [busy, setBusy] = useState(false);
  const tooLong = reason.length > BLOCK_REASON_MAX;
  const valid = reason.trim().length > 0 && !tooLong;
  const confirm = async () => {
    setBusy(true);
    try {
      await send('PUT', 'workbench/pullBlock', { sessionId, reason: reason.trim(), days: duration === PERMANENT ? null : Number(duration) });
      notify('ccim.desk.block.done', { type: 'success' });
      onBlocked();
    } catch {
      // The client has shown the error or the warning (already blocked); the dialog stays for another try.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="block-title">
      <DialogTitle id="block-title">{translate('ccim.desk.block.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            required
            multiline
            minRows={2}
            size="small"
            label={translate('ccim.desk.block.reason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={tooLong}
            helperText={tooLong ? translate('ccim.desk.block.reasonTooLong') : translate('ccim.desk.block.reasonHelp', { count: reason.length })}
          />
          <TextField select size="small" label={translate('ccim.desk.block.duration')} value={duration} onChange={(e) => setDuration(e.target.value)}>
            {DURATIONS.map((d) => (
              <MenuItem key={d.label} value={d.days === null ? PERMANENT : String(d.days)}>
                {translate(d.label)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {translate('ccim.desk.form.cancel')}
        </Button>
        <Button variant="contained" color="error" disabled={busy || !valid} onClick={() => void confirm()}>
          {translate('ccim.desk.block.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
