import { Alert, Box, Button as MuiButton, Chip, CircularProgress, List, ListItem, ListItemText, Stack } from '@mui/material';
import { useEffect, useState } from 'react';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { ManagementDataProvider } from '../../../dataProvider';

const RESOURCE = 'robotNoAnswerMgt';

/** An entry the logged question may mean (`GET robotNoAnswerMgt/candidates`). */
interface Candidate {
  qaId: string;
  question: string;
  picks: number;
  score: number;
  known: boolean;
}

type Load = { state: 'loading' } | { state: 'error' } | { state: 'done'; list: Candidate[] };

/** The entries the logged question most likely means (those visitors picked for it first), each added to in one click. */
export function CandidateList({ id, onDone }: { id: string; onDone(): void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dp = useDataProvider<ManagementDataProvider>();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [busy, setBusy] = useState<string | null>(null);
  // Bumped by "Retry": the effect asks again.
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    dp.action<Candidate[]>(RESOURCE, 'candidates', { id }).then(
      (list) => live && setLoad({ state: 'done', list }),
      () => live && setLoad({ state: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [dp, id, attempt]);
  const retry = () => {
    setLoad({ state: 'loading' });
    setAttempt((n) => n + 1);
  };

  const learn = async (qaId: string) => {
    setBusy(qaId);
    try {
      await dp.action(RESOURCE, 'learn', { id, data: { qaId } });
      notify('ccim.mgmt.learning.added', { type: 'success' });
      onDone();
      refresh();
    } catch {
      // The http client has shown the server's message.
      setBusy(null);
    }
  };

  if (load.state === 'loading') return <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}><CircularProgress size={28} aria-label={translate('ccim.loading')} /></Box>;
  if (load.state === 'error')
    return (
      <Alert severity="error" action={<MuiButton color="inherit" size="small" onClick={retry}>{translate('ccim.mgmt.retry')}</MuiButton>}>
        {translate('ccim.mgmt.learning.error')}
      </Alert>
    );
  if (!load.list.length) return <Alert severity="info">{translate('ccim.mgmt.learning.none')}</Alert>;
  return (
    <List dense data-testid="robot-candidates">
      {load.list.map((c) => (
        <ListItem key={c.qaId} divider sx={{ flexWrap: 'wrap', gap: 1 }} data-qa={c.qaId}>
          <ListItemText
            primary={c.question}
            sx={{ overflowWrap: 'anywhere', minWidth: 160 }}
            secondary={
              <Stack component="span" direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
                {c.picks > 0 && <Chip component="span" size="small" color="primary" label={translate('ccim.mgmt.learning.picks', { count: c.picks })} />}
                {c.score > 0 && <Chip component="span" size="small" label={translate('ccim.mgmt.learning.match', { pct: Math.round(c.score * 100) })} />}
              </Stack>
            }
          />
          {c.known ? (
            <Chip size="small" variant="outlined" label={translate('ccim.mgmt.learning.known')} />
          ) : (
            <MuiButton size="small" variant="outlined" disabled={busy !== null} onClick={() => learn(c.qaId)}>
              {translate('ccim.mgmt.actions.learn')}
            </MuiButton>
          )}
        </ListItem>
      ))}
    </List>
  );
}
