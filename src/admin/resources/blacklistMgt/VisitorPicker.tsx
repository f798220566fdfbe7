import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { FieldTitle, InputHelperText, useDataProvider, useInput, useTranslate, type InputProps } from 'react-admin';
import { formatDateTime } from '../../../common/dateTime';
import type { ManagementDataProvider } from '../../../dataProvider';

interface VisitorOption {
  id: string;
  nickname: string;
  phone: string | null;
  channel: number;
  lastSeenAt: number;
}

/** Long enough that a name typed at speed asks once, short enough to feel immediate. */
const DEBOUNCE_MS = 250;

/**
 * The visitor of a new blacklist entry, found by what a supervisor knows of them (name, phone, session or
 * customer id) through the schema's helper `visitors`; the form keeps the chosen visitor's id.
 */
export function VisitorPicker(props: InputProps) {
  const translate = useTranslate();
  const dp = useDataProvider<ManagementDataProvider>();
  const { field, fieldState, isRequired } = useInput(props);
  const [text, setText] = useState('');
  const [options, setOptions] = useState<VisitorOption[]>([]);
  const [picked, setPicked] = useState<VisitorOption | null>(null);
  // The words the options answer; they are loading while the typed words differ.
  const [answered, setAnswered] = useState('');
  useEffect(() => {
    const q = text.trim();
    if (!q || (picked && text === picked.nickname)) return;
    let live = true;
    const timer = setTimeout(() => {
      const answer = (list: VisitorOption[]) => {
        if (!live) return;
        setOptions(list);
        setAnswered(q);
      };
      dp.action<VisitorOption[]>('blacklistMgt', 'visitors', { data: { q } }).then(answer, () => answer([]));
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [dp, text, picked]);
  const error = fieldState.error?.message;
  const loading = !!text.trim() && text.trim() !== answered && !(picked && text === picked.nickname);
  return (
    <Autocomplete
      options={options}
      value={picked}
      loading={loading}
      filterOptions={(x) => x}
      getOptionLabel={(o) => o.nickname}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      noOptionsText={translate(text.trim() ? 'ccim.mgmt.visitorPicker.none' : 'ccim.mgmt.visitorPicker.typeToSearch')}
      loadingText={translate('ra.page.loading')}
      onInputChange={(_, v) => setText(v)}
      onChange={(_, o) => {
        setPicked(o);
        field.onChange(o?.id ?? '');
      }}
      onBlur={field.onBlur}
      renderOption={({ key, ...rest }, o) => (
        <Box component="li" key={key} {...rest}>
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ overflowWrap: 'anywhere' }}>{o.nickname}</Typography>
            <Typography variant="caption" color="text.secondary">
              {[translate(`ccim.enums.skillOrg.${o.channel}`), o.phone, translate('ccim.mgmt.visitorPicker.lastSeen', { at: formatDateTime(o.lastSeenAt) })].filter(Boolean).join(' · ')}
            </Typography>
          </Box>
        </Box>
      )}
      renderInput={(p) => (
        <TextField
          {...p}
          label={<FieldTitle label={props.label} source={props.source} resource="blacklistMgt" isRequired={isRequired} />}
          error={!!error}
          helperText={<InputHelperText error={error} helperText={translate('ccim.mgmt.visitorPicker.help')} />}
        />
      )}
      sx={{ width: '100%', mb: 1 }}
    />
  );
}
