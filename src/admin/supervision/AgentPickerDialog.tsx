import { Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Radio, RadioGroup, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { SupervisedAgent } from '../../common/supervision';

/**
 * Chooses the agent a waiting visitor or a chat goes to: every agent at work (busy or ready) with their load;
 * a full one is shown but cannot be chosen. With `withNote`, a note for the receiving agent.
 */
export function AgentPickerDialog({
  title,
  agents,
  withNote,
  busy,
  onConfirm,
  onClose,
}: {
  title: string;
  agents: SupervisedAgent[];
  withNote?: boolean;
  busy: boolean;
  onConfirm(agent: SupervisedAgent, note: string): void;
  onClose(): void;
}) {
  const translate = useTranslate();
  const [chosen, setChosen] = useState('');
  const [note, setNote] = useState('');
  const candidates = agents.filter((a) => a.status !== 1);
  const agent = candidates.find((a) => a.id === chosen);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        {candidates.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {translate('ccim.supervision.noAgents')}
          </Typography>
        ) : (
          <RadioGroup aria-label={translate('ccim.supervision.chooseAgent')} value={chosen} onChange={(e) => setChosen(e.target.value)}>
            {candidates.map((a) => {
              const full = a.currentUsers >= a.maxUsers;
              return (
                <FormControlLabel
                  key={a.id}
                  value={a.id}
                  disabled={full}
                  control={<Radio />}
                  label={`${a.nickname} · ${translate(`ccim.reports.value.agentStatus.${a.status}`)} · ${translate('ccim.supervision.load', { current: a.currentUsers, max: a.maxUsers })}${full ? ` · ${translate('ccim.supervision.full')}` : ''}`}
                />
              );
            })}
          </RadioGroup>
        )}
        {withNote && (
          <TextField fullWidth size="small" margin="normal" label={translate('ccim.supervision.note')} value={note} onChange={(e) => setNote(e.target.value)} slotProps={{ htmlInput: { maxLength: 200 } }} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ccim.supervision.cancel')}</Button>
        <Button variant="contained" disabled={!agent || busy} onClick={() => agent && onConfirm(agent, note.trim())}>
          {translate('ccim.supervision.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
