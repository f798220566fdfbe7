import { Box, Button, TextField, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { NOTES_MAX } from './types';

/**
 * A customer's staff notes, kept by Save: the workbench's Customer tab and the back office's customer page. `save`
 * stores the text (and whatever `extra` edits beside it) and answers the stored text, or null when refused (the
 * client has shown the refusal; the text stays for another try). `extraDirty` says `extra` holds an unsaved change.
 * `draft` (the workbench's "Summarise") adds a drafted text under what is written, for the agent to edit and save.
 */
export function NotesEditor(props: {
  initial: string;
  label: string;
  saveLabel: string;
  savingLabel?: string;
  savedLabel: string;
  extra?: ReactNode;
  extraDirty?: boolean;
  onEdit?(): void;
  save(text: string): Promise<string | null>;
  draft?(): Promise<string | null>;
}) {
  const translate = useTranslate();
  const [saved, setSaved] = useState(props.initial);
  const [text, setText] = useState(props.initial);
  const [saving, setSaving] = useState(false);
  const [justSaved, setJustSaved] = useState(false);
  const [drafting, setDrafting] = useState(false);
  const dirty = text.trim() !== saved || !!props.extraDirty;
  const tooLong = text.length > NOTES_MAX;

  const save = async () => {
    setSaving(true);
    try {
      const stored = await props.save(text);
      if (stored !== null) {
        setSaved(stored);
        setText(stored);
        setJustSaved(true);
      }
    } finally {
      setSaving(false);
    }
  };

  const addDraft = async (draft: () => Promise<string | null>) => {
    setDrafting(true);
    try {
      const drafted = await draft();
      if (drafted === null) return;
      setText((now) => (now.trim() ? `${now.trimEnd()}\n\n${drafted}` : drafted));
      setJustSaved(false);
      props.onEdit?.();
    } finally {
      setDrafting(false);
    }
  };

  return (
    <Box>
      {props.extra}
      <TextField
        label={props.label}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setJustSaved(false);
          props.onEdit?.();
        }}
        multiline
        minRows={2}
        maxRows={8}
        fullWidth
        size="small"
        error={tooLong}
        helperText={tooLong ? `${text.length} / ${NOTES_MAX}` : translate('ccim.desk.customer.notesHelp')}
        sx={props.extra ? { mt: 1 } : undefined}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1 }}>
        <Button variant="contained" size="small" disabled={!dirty || tooLong || saving} onClick={() => void save()}>
          {saving && props.savingLabel ? props.savingLabel : props.saveLabel}
        </Button>
        {props.draft && (
          <Button size="small" disabled={drafting || saving} onClick={() => void addDraft(props.draft!)}>
            {translate(drafting ? 'ccim.desk.customer.summarising' : 'ccim.desk.customer.summarise')}
          </Button>
        )}
        <Typography role="status" variant="body2" color={dirty ? 'warning.main' : 'success.main'}>
          {dirty ? translate('ccim.desk.customer.unsaved') : justSaved ? props.savedLabel : ''}
        </Typography>
      </Box>
    </Box>
  );
}
