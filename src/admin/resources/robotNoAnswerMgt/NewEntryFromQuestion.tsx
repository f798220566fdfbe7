import { Alert, Box, Button as MuiButton, CircularProgress } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { EntryForm } from './EntryForm';
import type { LearningDraft } from '../../../common/robotLearning';
import { learningApi, textToHtml } from './learningApi';

type Load = { state: 'loading' } | { state: 'error' } | { state: 'done'; draft: LearningDraft };

/**
 * "Teach the robot" as a new entry: the visitor's question, and as the answer the agent's reply in that chat when
 * there was one (both editable), with a class as in the Q&A form. Saving creates the entry and closes the question.
 */
export function NewEntryFromQuestion({ id, onDone }: { id: string; onDone(): void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    learningApi.draft(id).then(
      (draft) => live && setLoad({ state: 'done', draft }),
      () => live && setLoad({ state: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [id, attempt]);

  if (load.state === 'loading') return <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}><CircularProgress size={28} aria-label={translate('ccim.loading')} /></Box>;
  if (load.state === 'error')
    return (
      <Alert
        severity="error"
        action={<MuiButton color="inherit" size="small" onClick={() => (setLoad({ state: 'loading' }), setAttempt((n) => n + 1))}>{translate('ccim.mgmt.retry')}</MuiButton>}
      >
        {translate('ccim.learning.draftError')}
      </Alert>
    );
  const { draft } = load;
  return (
    <EntryForm
      defaults={{ question: draft.question, answer: textToHtml(draft.answer) }}
      hint={draft.fromAgent ? { severity: 'info', text: translate('ccim.learning.fromAgent') } : { severity: 'warning', text: translate('ccim.learning.noReply') }}
      submitLabel="ccim.learning.create"
      onCancel={onDone}
      onSubmit={async (values) => {
        await learningApi.teach(id, { question: values.question, answer: values.answer, classify: values.classify });
        notify('ccim.learning.created', { type: 'success' });
        onDone();
        refresh();
      }}
    />
  );
}
