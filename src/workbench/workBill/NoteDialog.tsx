import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

/** Asks for one required note (urge, invalidate) and hands it over; stays open while the call runs. */
export function NoteDialog({ open, title, label, onClose, onSubmit }: { open: boolean; title: string; label: string; onClose(): void; onSubmit(note: string): Promise<void> }) {
  const translate = useTranslate();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [touched, setTouched] = useState(false);
  const empty = note.trim() === '';
  const submit = async () => {
    setTouched(true);
    if (empty) return;
    setBusy(true);
    try {
      await onSubmit(note.trim());
      setNote('');
      setTouched(false);
    } catch {
      // The client has shown the server's message; keep the note so the user can retry.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} fullWidth maxWidth="xs">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <TextField
          fullWidth
          multiline
          minRows={2}
          margin="dense"
          label={label}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          error={touched && empty}
          helperText={touched && empty ? translate('ccim.desk.form.required') : `${note.length}/500`}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {translate('ccim.desk.form.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={busy}>
          {translate('ccim.desk.form.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
