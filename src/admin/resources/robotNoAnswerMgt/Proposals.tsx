import { Alert, Box, Button as MuiButton, Card, CardActions, CardContent, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { ApproveProposal } from './ApproveProposal';
import type { Proposal } from '../../../common/robotLearning';
import { learningApi } from './learningApi';

type Load = { state: 'loading' } | { state: 'error' } | { state: 'done'; list: Proposal[] };

function ProposalCard({ p, onReview, onDismiss, busy }: { p: Proposal; onReview(): void; onDismiss(): void; busy: boolean }) {
  const translate = useTranslate();
  const others = p.questions.filter((q) => q.question !== p.question).map((q) => q.question);
  return (
    <Card variant="outlined" component="li" data-testid="learning-proposal" sx={{ listStyle: 'none' }}>
      <CardContent sx={{ pb: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1, rowGap: 1 }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere', minWidth: 0 }}>
            {p.question}
          </Typography>
          <Chip size="small" color="primary" label={translate('ccim.learning.asked', { count: p.count })} />
        </Stack>
        {others.length > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere', mb: 1 }}>
            {translate('ccim.learning.alsoAsked', { list: others.join(' · ') })}
          </Typography>
        )}
        <Typography variant="body2" component="div" sx={{ mb: 1 }}>
          <Box component="span" sx={{ fontWeight: 600 }}>{translate('ccim.learning.agentAnswer')}</Box>
          <Box sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{p.answer}</Box>
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {p.action === 'similar' ? translate('ccim.learning.proposeSimilar', { question: p.qaQuestion ?? '' }) : translate('ccim.learning.proposeNew')}
        </Typography>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <MuiButton variant="contained" size="small" onClick={onReview} disabled={busy}>
          {translate('ccim.learning.review')}
        </MuiButton>
        <MuiButton size="small" onClick={onDismiss} disabled={busy}>
          {translate('ccim.learning.dismiss')}
        </MuiButton>
      </CardActions>
    </Card>
  );
}

/**
 * The proposals tab of /robotNoAnswerMgt: the questions the robot could not answer and agents then answered,
 * most asked first, each approved (edited first) or dismissed by an administrator. Nothing is learned otherwise.
 */
export function Proposals() {
  const translate = useTranslate();
  const notify = useNotify();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [reviewing, setReviewing] = useState<Proposal | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  // Bumped to ask again (after an approval or a dismissal, or by "Retry").
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    learningApi.proposals().then(
      (list) => live && setLoad({ state: 'done', list }),
      () => live && setLoad({ state: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  const reload = () => setAttempt((n) => n + 1);

  const dismiss = async (p: Proposal) => {
    setBusy(p.key);
    try {
      await learningApi.dismiss(p.key);
      notify('ccim.learning.dismissed', { type: 'success' });
      reload();
    } catch {
      // The http client has shown the server's message.
    } finally {
      setBusy(null);
    }
  };

  let body;
  if (load.state === 'loading') body = <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}><CircularProgress size={28} aria-label={translate('ccim.loading')} /></Box>;
  else if (load.state === 'error')
    body = (
      <Alert severity="error" action={<MuiButton color="inherit" size="small" onClick={() => (setLoad({ state: 'loading' }), reload())}>{translate('ccim.mgmt.retry')}</MuiButton>}>
        {translate('ccim.learning.proposalsError')}
      </Alert>
    );
  else if (!load.list.length) body = <Alert severity="info">{translate('ccim.learning.proposalsNone')}</Alert>;
  else
    body = (
      <Stack component="ul" spacing={2} sx={{ p: 0, m: 0 }} aria-label={translate('ccim.learning.proposalsTab')}>
        {load.list.map((p) => (
          <ProposalCard key={p.key} p={p} busy={busy === p.key} onReview={() => setReviewing(p)} onDismiss={() => void dismiss(p)} />
        ))}
      </Stack>
    );
  return (
    <Box sx={{ py: 2, maxWidth: 900 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('ccim.learning.proposalsHelp')}
      </Typography>
      {body}
      {reviewing && (
        <ApproveProposal
          proposal={reviewing}
          onClose={() => setReviewing(null)}
          onApproved={() => {
            setReviewing(null);
            reload();
          }}
        />
      )}
    </Box>
  );
}
