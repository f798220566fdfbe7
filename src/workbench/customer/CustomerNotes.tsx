import { Box, Button, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { send } from '../common/useCall';
import { NOTES_MAX } from './types';

/** The customer's staff notes: edited here, kept by Save (the saved text and state belong to this chat's customer). */
export function CustomerNotes({ sessionId, initial }: { sessionId: string; initial: string }) {
  const translate = useTranslate();
  const [saved, setSaved] = useState(initial);
  const [text, setText] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [justSaved, setJustSaved] = useState(false);
  const dirty = text.trim() !== saved;
  const tooLong = text.length > NOTES_MAX;

  const save = async () => {
    setSaving(true);
    try {
      const r = await send<{ notes: string }>('PUT', 'workbench/customer/notes', { sessionId, notes: text });
      setSaved(r.notes);
      setText(r.notes);
      setJustSaved(true);
    } catch {
      // The client has shown the refusal; the text stays for another try.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box>
      <TextField
        label={translate('ccim.desk.customer.notes')}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setJustSaved(false);
        }}
        multiline
        minRows={2}
        maxRows={8}
        fullWidth
        size="small"
        error={tooLong}
        helperText={tooLong ? `${text.length} / ${NOTES_MAX}` : translate('ccim.desk.customer.notesHelp')}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1 }}>
        <Button variant="contained" size="small" disabled={!dirty || tooLong || saving} onClick={() => void save()}>
          {translate(saving ? 'ccim.desk.customer.saving' : 'ccim.desk.customer.save')}
        </Button>
        <Typography role="status" variant="body2" color={dirty ? 'warning.main' : 'success.main'}>
          {dirty ? translate('ccim.desk.customer.unsaved') : justSaved ? translate('ccim.desk.customer.saved') : ''}
        </Typography>
      </Box>
    </Box>
  );
}
