import { Box, FormControlLabel, Switch } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { api } from '../../dataProvider/api';
import { type Agent, useShellState } from '../state/ShellState';

/** product.md §4: on means status 3 (ready), off means 2 (busy); sent to the server on change. */
export function AvailabilitySwitch() {
  const { agent, setAgent } = useShellState();
  const translate = useTranslate();
  const notify = useNotify();
  // While the change is on its way the switch shows what was asked for, and falls back if the server refuses.
  const [pending, setPending] = useState<boolean | null>(null);
  const on = pending ?? agent?.status === 3;

  const change = async (checked: boolean) => {
    if (!agent) return;
    setPending(checked);
    try {
      const next = await api.request<Agent>('PUT', '/ccim-main/api/agentLogin/status', { body: { id: agent.id, status: checked ? 3 : 2 } });
      setAgent(next);
      notify('ccim.header.statusSaved', { type: 'info', messageArgs: { status: translate(checked ? 'ccim.header.available' : 'ccim.header.unavailable') } });
    } catch {
      // The http client has told the user why.
    } finally {
      setPending(null);
    }
  };

  return (
    <FormControlLabel
      sx={{ mx: 0.5, whiteSpace: 'nowrap' }}
      control={
        <Switch
          color="success"
          checked={on}
          disabled={!agent || pending !== null}
          onChange={(e) => void change(e.target.checked)}
          slotProps={{ input: { 'aria-label': translate('ccim.header.availability') } }}
          data-testid="availability-switch"
        />
      }
      // On a phone the header has room for the switch alone (its name says what it does; its colour, the state).
      label={<Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>{translate(on ? 'ccim.header.available' : 'ccim.header.unavailable')}</Box>}
    />
  );
}
