import { Autocomplete, Box, Button, Chip, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { MAIN_BASE } from '../../common/runtimeConfig';
import { api } from '../../dataProvider/api';
import { useLabelSuggestions } from './useLabelSuggestions';

const WB = `${MAIN_BASE}/workbench`;
/** The server's limit: the field stops typing there. */
const MAX = 40;
const keyOf = (label: string) => label.trim().replace(/\s+/gu, ' ').toLowerCase();
const messageOf = (e: unknown) => (e instanceof Error && e.message ? e.message : null);

/** How many labels automation rules added in the chat so far (their staff-only lines say so): each one reloads the labels. */
export const labelledByRules = (messages: readonly { author: number; type: string; extra?: Record<string, unknown> | null }[]): number =>
  messages.filter((m) => m.author === 0 && m.type === 'note' && m.extra?.code === 'automation' && m.extra.act === 'addLabel').length;

/**
 * The open chat's free labels (issue 36), under its contact reasons: chips with a delete button, and a field that
 * suggests the labels in use as the agent types (the most used first) and adds one on Enter or on a pick. A label an
 * automation rule adds while the chat is open shows as its line arrives (`labelledByRules` changes).
 */
export function LabelField({ sessionId, labelledByRules: byRules = 0 }: { sessionId: string; labelledByRules?: number }) {
  const translate = useTranslate();
  const [labels, setLabels] = useState<string[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [input, setInput] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let alive = true;
    api
      .request<{ labels: string[] }>('GET', `${WB}/sessionLabels`, { query: { sessionId }, silent: true })
      .then((d) => alive && setLabels(d.labels))
      .catch(() => alive && setLoadFailed(true));
    return () => {
      alive = false;
    };
  }, [sessionId, attempt, byRules]);
  const retry = () => {
    setLoadFailed(false);
    setAttempt((n) => n + 1);
  };
  // Suggestions follow what is typed, a moment after the last key.
  const options = useLabelSuggestions(input);
  const call = async (method: 'POST' | 'DELETE', label: string) => {
    setBusy(true);
    setError(null);
    try {
      const d = await api.request<{ labels: string[] }>(method, `${WB}/sessionLabels`, { body: { sessionId, label }, silent: true });
      setLabels(d.labels);
      if (method === 'POST') setInput('');
    } catch (e) {
      setError(messageOf(e) ?? translate(method === 'POST' ? 'ccim.desk.labels.addFailed' : 'ccim.desk.labels.removeFailed'));
    } finally {
      setBusy(false);
    }
  };
  const present = new Set((labels ?? []).map(keyOf));
  return (
    <Box data-testid="wb-labels" sx={{ px: 1.5, py: 0.5, borderBottom: 1, borderColor: 'divider', minWidth: 0, display: 'flex', alignItems: 'center', gap: 1 }}>
      <Autocomplete
        multiple
        freeSolo
        size="small"
        fullWidth
        disabled={labels === null}
        readOnly={busy}
        options={options.filter((o) => !present.has(keyOf(o)))}
        filterOptions={(o) => o}
        value={labels ?? []}
        inputValue={input}
        onInputChange={(_e, v, reason) => {
          if (reason === 'reset') return;
          setInput(v);
          setError(null);
        }}
        onChange={(_e, _v, reason, details) => {
          const label = details?.option;
          if (!label) return;
          if (reason === 'createOption' || reason === 'selectOption') void call('POST', label);
          else if (reason === 'removeOption') void call('DELETE', label);
        }}
        disableClearable
        noOptionsText={translate('ccim.desk.labels.noOptions')}
        renderValue={(value, getItemProps) =>
          value.map((label, index) => {
            const { key, ...item } = getItemProps({ index });
            return <Chip key={key} {...item} size="small" label={label} title={label} sx={{ maxWidth: '100%' }} />;
          })
        }
        renderInput={(params) => (
          <TextField
            {...params}
            label={translate('ccim.desk.labels.label')}
            placeholder={labels === null ? translate(loadFailed ? 'ccim.desk.labels.loadFailed' : 'ccim.desk.labels.loading') : translate('ccim.desk.labels.placeholder')}
            error={error !== null || loadFailed}
            helperText={error ?? (loadFailed ? translate('ccim.desk.labels.loadFailed') : undefined)}
            slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, maxLength: MAX } }}
          />
        )}
      />
      {loadFailed && (
        <Button size="small" onClick={retry} sx={{ flexShrink: 0 }}>
          {translate('ccim.desk.labels.retry')}
        </Button>
      )}
    </Box>
  );
}
