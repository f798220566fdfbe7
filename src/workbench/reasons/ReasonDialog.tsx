import { Alert, Autocomplete, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useMemo, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { type ChosenReason, reasonName, withParents } from '../../common/contactReasons';
import type { Lang } from '../../common/lang';
import type { SessionReasons } from './useSessionReasons';

interface Props {
  reasons: SessionReasons;
  lang: Lang;
  /** After a save asked for by ending the chat: the chat's end goes on (its confirmation). */
  onSavedForEnd(): void;
}

/**
 * The contact-reason picker of one chat: a search over every offered reason, each named "Parent > Child" in the
 * agent's language; several may be chosen. Opened from the chat's actions, or by ending a chat that needs one.
 */
export function ReasonDialog({ reasons, lang, onSavedForEnd }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const options = useMemo(() => withParents(reasons.offered), [reasons.offered]);
  // A chat without reasons starts with the suggested one chosen (the agent may take it away).
  const initial = reasons.chosen.length ? reasons.chosen : reasons.suggestion ? [reasons.suggestion] : [];
  const [value, setValue] = useState<ChosenReason[]>(() => initial.map((c) => options.find((o) => o.id === c.id) ?? c));
  const [busy, setBusy] = useState(false);
  const forEnd = reasons.picker?.forEnd ?? false;
  const save = async () => {
    setBusy(true);
    const done = await reasons.save(value.map((v) => v.id));
    setBusy(false);
    if (!done) return;
    notify('ccim.desk.reasons.saved', { type: 'success' });
    reasons.close();
    if (forEnd) onSavedForEnd();
  };
  return (
    <Dialog open onClose={busy ? undefined : reasons.close} fullWidth maxWidth="sm" aria-labelledby="reasons-title">
      <DialogTitle id="reasons-title">{translate('ccim.desk.reasons.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {forEnd && <Alert severity="warning">{translate('ccim.desk.reasons.requiredHint')}</Alert>}
          <Autocomplete
            multiple
            openOnFocus
            options={options}
            value={value}
            onChange={(_e, v) => setValue(v)}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            getOptionLabel={(o) => reasonName(o, lang)}
            noOptionsText={translate('ccim.desk.reasons.noOptions')}
            renderInput={(params) => <TextField {...params} size="small" label={translate('ccim.desk.reasons.search')} />}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={reasons.close} disabled={busy}>
          {translate('ccim.desk.form.cancel')}
        </Button>
        <Button variant="contained" disabled={busy || (forEnd && value.length === 0)} onClick={() => void save()}>
          {translate(forEnd ? 'ccim.desk.reasons.saveAndEnd' : 'ccim.desk.reasons.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
