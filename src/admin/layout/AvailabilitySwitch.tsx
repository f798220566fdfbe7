import { FormControlLabel, Switch } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { api } from '../api';
import { type Agent, useShellState } from '../state/ShellState';

/** Spec 4: on means status 3 (ready), off means 2 (busy); sent to the server on change. */
export function AvailabilitySwitch() {
  const { agent, setAgent } = useShellState();
  const translate = useTranslate();
  const notify = useNotify();
  const [saving, setSaving] = useState(false);
  const on = agent?.status === 3;

  const change = async (checked: boolean) => {
    if (!agent) return;
    setSaving(true);
    try {
      const next = await api.request<Agent>('PUT', '/ccim-main/api/agentLogin/status', { body: { id: agent.id, status: checked ? 3 : 2 } });
      setAgent(next);
      notify('ccim.header.statusSaved', { type: 'info', messageArgs: { status: translate(checked ? 'ccim.header.available' : 'ccim.header.unavailable') } });
    } catch {
      // The http client has told the user why.
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormControlLabel
      sx={{ mx: 0.5, whiteSpace: 'nowrap' }}
      control={
        <Switch
          color="success"
          checked={on}
          disabled={!agent || saving}
          onChange={(e) => void change(e.target.checked)}
          slotProps={{ input: { 'aria-label': translate('ccim.header.availability') } }}
          data-testid="availability-switch"
        />
      }
      label={translate(on ? 'ccim.header.available' : 'ccim.header.unavailable')}
    />
  );
}
