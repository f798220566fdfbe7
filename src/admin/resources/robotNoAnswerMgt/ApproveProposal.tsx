import { Alert, Dialog, DialogContent, DialogTitle, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { EntryForm } from './EntryForm';
import type { Proposal } from '../../../common/robotLearning';
import { learningApi, textToHtml } from './learningApi';

/**
 * Approving a proposal, editable first: as a new entry (the agent's answer as its draft) or, when the robot has a
 * near entry, as a similar question of that entry. Nothing is learned before "Approve".
 */
export function ApproveProposal({ proposal: p, onApproved, onClose }: { proposal: Proposal; onApproved(): void; onClose(): void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [action, setAction] = useState(p.action);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle sx={{ overflowWrap: 'anywhere' }}>{translate('ccim.learning.approveTitle', { question: p.question })}</DialogTitle>
      <DialogContent>
        {p.qaId && (
          <ToggleButtonGroup
            exclusive
            fullWidth
            size="small"
            color="primary"
            value={action}
            onChange={(_, v: Proposal['action'] | null) => v && setAction(v)}
            aria-label={translate('ccim.learning.way')}
            sx={{ mb: 2, '& .MuiToggleButton-root': { textTransform: 'none' } }}
          >
            <ToggleButton value="similar">{translate('ccim.learning.existing')}</ToggleButton>
            <ToggleButton value="new">{translate('ccim.learning.newEntry')}</ToggleButton>
          </ToggleButtonGroup>
        )}
        {action === 'similar' && (
          <Alert severity="info" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
            {translate('ccim.learning.similarTo', { question: p.qaQuestion ?? '' })}
          </Alert>
        )}
        <EntryForm
          key={action}
          defaults={{ question: p.question, answer: textToHtml(p.answer) }}
          hint={{ severity: 'info', text: translate('ccim.learning.fromAgent') }}
          answer={action === 'new'}
          submitLabel="ccim.learning.approve"
          onCancel={onClose}
          onSubmit={async (values) => {
            const body = action === 'new' ? { key: p.key, action, question: values.question, answer: values.answer, classify: values.classify } : { key: p.key, action, question: values.question, qaId: p.qaId ?? undefined };
            await learningApi.approve(body);
            notify('ccim.learning.approved', { type: 'success' });
            onApproved();
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
