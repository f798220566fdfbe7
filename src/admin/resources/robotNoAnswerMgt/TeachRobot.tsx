import { Box, Button as MuiButton, Dialog, DialogActions, DialogContent, DialogTitle, ToggleButton, ToggleButtonGroup } from '@mui/material';
import SchoolIcon from '@mui/icons-material/School';
import { useState } from 'react';
import { Button, useRecordContext, useTranslate } from 'react-admin';
import { CandidateList } from './CandidateList';
import { NewEntryFromQuestion } from './NewEntryFromQuestion';

type Way = 'existing' | 'new';

function TeachDialog({ id, question, onClose }: { id: string; question: string; onClose(): void }) {
  const translate = useTranslate();
  const [way, setWay] = useState<Way>('existing');
  return (
    // Clicks and the new entry's submit stay in the dialog: on the question's page it sits inside the question's form.
    <Dialog open onClose={onClose} onClick={(e) => e.stopPropagation()} onSubmit={(e) => e.stopPropagation()} fullWidth maxWidth="sm">
      <DialogTitle sx={{ overflowWrap: 'anywhere' }}>{translate(way === 'existing' ? 'ccim.mgmt.learning.title' : 'ccim.learning.newTitle', { question })}</DialogTitle>
      <DialogContent>
        <ToggleButtonGroup
          exclusive
          fullWidth
          size="small"
          color="primary"
          value={way}
          onChange={(_, v: Way | null) => v && setWay(v)}
          aria-label={translate('ccim.learning.way')}
          sx={{ mb: 2, '& .MuiToggleButton-root': { textTransform: 'none' } }}
        >
          <ToggleButton value="existing">{translate('ccim.learning.existing')}</ToggleButton>
          <ToggleButton value="new">{translate('ccim.learning.newEntry')}</ToggleButton>
        </ToggleButtonGroup>
        <Box sx={{ color: 'text.secondary', mb: 1, fontSize: 14 }}>{translate(way === 'existing' ? 'ccim.mgmt.learning.help' : 'ccim.learning.newHelp')}</Box>
        {way === 'existing' ? <CandidateList id={id} onDone={onClose} /> : <NewEntryFromQuestion id={id} onDone={onClose} />}
      </DialogContent>
      {way === 'existing' && (
        <DialogActions>
          <MuiButton onClick={onClose}>{translate('ra.action.close')}</MuiButton>
        </DialogActions>
      )}
    </Dialog>
  );
}

/**
 * A row's "Teach the robot": add the question to an existing entry as a similar question (the entries it most
 * likely means), or create a new entry from it, drafted from the agent's reply in that chat.
 */
export function TeachRobot() {
  const record = useRecordContext();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  return (
    <>
      <Button label="ccim.mgmt.actions.candidates" onClick={(e) => (e.stopPropagation(), setOpen(true))} data-action="candidates">
        <SchoolIcon />
      </Button>
      {open && <TeachDialog id={String(record.id)} question={String(record.question ?? '')} onClose={() => setOpen(false)} />}
    </>
  );
}
