import { Alert, Box, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, Title, useNotify, useTranslate } from 'react-admin';
import type { SupervisedChat, SupervisedQueueItem } from '../../common/supervision';
import { api } from '../../dataProvider/api';
import { useShellState } from '../state/ShellState';
import { AgentPickerDialog } from './AgentPickerDialog';
import { AgentsPanel } from './AgentsPanel';
import { QueuePanel } from './QueuePanel';
import { SlaRiskPanel } from './sla';
import { SUPERVISION_API, useSupervision } from './useSupervision';
import { WatchPanel } from './WatchPanel';

type Picking = { kind: 'assign'; item: SupervisedQueueItem } | { kind: 'transfer'; chat: SupervisedChat };

/**
 * `/liveSupervision` (supervisors and admins): the queue and every agent's chats as they change, pushed over the
 * staff socket; assign a waiting visitor, watch a chat live, transfer it, take it over, whisper to its agent.
 */
export default function LiveSupervisionPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const { snap, error, loading, reload, live } = useSupervision();
  const { agent } = useShellState();
  const [watched, setWatched] = useState<SupervisedChat | null>(null);
  const [picking, setPicking] = useState<Picking | null>(null);
  const [confirmTakeOver, setConfirmTakeOver] = useState(false);
  const [busy, setBusy] = useState(false);

  const act = async (path: string, body: object, done: string, args: Record<string, unknown> = {}) => {
    setBusy(true);
    try {
      await api.request('POST', `${SUPERVISION_API}/${path}`, { body, silent: true });
      notify(done, { type: 'success', messageArgs: args });
      return true;
    } catch (e) {
      notify((e as Error).message, { type: 'error' });
      return false;
    } finally {
      setBusy(false);
    }
  };

  const title = translate('ccim.supervision.title');
  const current = watched && snap ? snap.chats.find((c) => c.sessionId === watched.sessionId) : undefined;
  const shown = current ?? watched;
  const agentName = (id: string) => snap?.agents.find((a) => a.id === id)?.nickname ?? '';

  let body;
  if (error && !snap) {
    body = (
      <Alert severity="error" action={<Button onClick={reload}>{translate('ccim.supervision.retry')}</Button>}>
        {translate('ccim.supervision.error', { message: translate(error, { _: error }) })}
      </Alert>
    );
  } else if (!snap) {
    body = (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', p: 3 }} role="status">
        <CircularProgress size={20} />
        <Typography variant="body2">{translate('ccim.supervision.loading')}</Typography>
      </Stack>
    );
  } else {
    body = (
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 3fr)' }, opacity: loading ? 0.7 : 1 }}>
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <SlaRiskPanel snap={snap} />
          <QueuePanel queue={snap.queue} total={snap.queueTotal} at={snap.at} onAssign={(item) => setPicking({ kind: 'assign', item })} />
          <AgentsPanel agents={snap.agents} chats={snap.chats} watched={shown?.sessionId ?? null} onWatch={setWatched} />
        </Stack>
        <Box sx={{ minWidth: 0 }}>
          {shown ? (
            <WatchPanel
              key={shown.sessionId}
              chat={shown}
              serving={current !== undefined}
              mine={!!agent && shown.agentId === agent.id}
              agentName={agentName(shown.agentId)}
              busy={busy}
              onTransfer={() => setPicking({ kind: 'transfer', chat: shown })}
              onTakeOver={() => setConfirmTakeOver(true)}
              onWhisper={(content) => act('whisper', { sessionId: shown.sessionId, content }, 'ccim.supervision.whisperSent')}
            />
          ) : (
            <Typography variant="body2" color="text.secondary" sx={{ p: 2, textAlign: 'center' }}>
              {translate('ccim.supervision.pick')}
            </Typography>
          )}
        </Box>
      </Box>
    );
  }

  return (
    <Card sx={{ mt: 1, mb: 2, contain: 'inline-size' }} data-testid="live-supervision">
      <Title title={title} />
      <CardContent sx={{ px: { xs: 1, sm: 2 } }}>
        <Typography variant="h6" component="h1" sx={{ mb: 1 }}>
          {title}
        </Typography>
        {snap && !live && (
          <Alert severity="warning" sx={{ mb: 1 }}>
            {translate('ccim.supervision.offline')}
          </Alert>
        )}
        {body}
      </CardContent>
      {picking && snap && (
        <AgentPickerDialog
          title={
            picking.kind === 'assign'
              ? translate('ccim.supervision.assignTo', { name: picking.item.visitorNickname })
              : translate('ccim.supervision.transferTo', { name: picking.chat.visitorNickname })
          }
          agents={snap.agents.filter((a) => picking.kind === 'assign' || a.id !== picking.chat.agentId)}
          withNote={picking.kind === 'transfer'}
          busy={busy}
          onClose={() => setPicking(null)}
          onConfirm={(agent, note) => {
            const done =
              picking.kind === 'assign'
                ? act('assign', { sessionId: picking.item.sessionId, agentId: agent.id }, 'ccim.supervision.assigned', { name: agent.nickname })
                : act('transfer', { sessionId: picking.chat.sessionId, toAgentId: agent.id, ...(note ? { note } : {}) }, 'ccim.supervision.transferred', { name: agent.nickname });
            void done.then((ok) => ok && setPicking(null));
          }}
        />
      )}
      <Confirm
        isOpen={confirmTakeOver}
        title="ccim.supervision.takeOver"
        content="ccim.supervision.takeOverConfirm"
        loading={busy}
        onClose={() => setConfirmTakeOver(false)}
        onConfirm={() => {
          if (shown) void act('takeOver', { sessionId: shown.sessionId }, 'ccim.supervision.tookOver').then(() => setConfirmTakeOver(false));
        }}
      />
    </Card>
  );
}
