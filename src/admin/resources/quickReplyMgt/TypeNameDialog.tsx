import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

/** Asks for a type name (1..32 characters, as the schema says). */
export function TypeNameDialog({ title, initial, onSave, onClose }: { title: string; initial: string; onSave(name: string): void; onClose(): void }) {
  const translate = useTranslate();
  const [name, setName] = useState(initial);
  const trimmed = name.trim();
  const error = !trimmed ? translate('ra.validation.required') : trimmed.length > 32 ? translate('ra.validation.maxLength', { max: 32 }) : '';
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <TextField
          fullWidth
          margin="dense"
          label={translate('resources.quickReplyTypeMgt.fields.name')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={!!error && name !== initial}
          helperText={name !== initial ? error : ''}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={!!error} onClick={() => onSave(trimmed)}>
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
