import { Box, Button, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { AUTHOR } from '../../common/events';
import { systemText, type Lang } from '../../common/systemLines';
import type { WorkbenchT } from '../i18n/useWorkbenchText';
import type { UiMessage } from './history';
import { clockTime, exactTime } from './time';

/** The time a message was written (its exact moment on hover). */
function Time({ at, lang }: { at: number; lang: Lang }) {
  return (
    <Typography component="time" variant="caption" color="text.secondary" dateTime={new Date(at).toISOString()} title={exactTime(at, lang)} data-testid="wb-time" sx={{ fontSize: 11 }}>
      {clockTime(at, lang)}
    </Typography>
  );
}

/** An agent may take back their own message for this long (the server's revoke window). */
const REVOKE_MS = 2 * 60_000;

export interface RowContext {
  t: WorkbenchT;
  /** The reader's language: system lines are rendered in it. */
  lang: Lang;
  /** The signed-in agent: only their own messages say "Me" (a chat that passed between agents names the others). */
  me?: string;
  /** A clock that ticks, so the revoke button goes away when the window closes. */
  now: number;
  /** The visitor's read mark. */
  readSeq: number;
  renderText?(text: string): ReactNode;
  onRevoke(messageId: string): void;
  onRetry?(clientMsgId: string): void;
}

/**
 * One message of the windowed list. Rows use padding, never margins, so the list measures them exactly; every
 * body is text (or an image): what a visitor typed is never markup here.
 */
export function MessageRow({ m, ctx }: { m: UiMessage; ctx: RowContext }) {
  const { t } = ctx;
  if (m.author === AUTHOR.system) {
    // Rows stored before notes were messages of their own kept the transfer's note in the line: staff still see it.
    const oldNote = m.extra?.code === 'transferred' && typeof m.extra.note === 'string' && m.extra.note ? `: ${m.extra.note}` : '';
    // A staff-only line (an automation rule's act) is framed like a note, and says it is staff's alone.
    const staffOnly = m.type === 'note';
    return (
      <Box data-seq={m.seq} sx={{ textAlign: 'center', py: 0.5 }}>
        <Typography
          data-testid="wb-system"
          data-staff-only={staffOnly || undefined}
          title={staffOnly ? t('staffOnly') : undefined}
          variant="caption"
          component="span"
          color="text.secondary"
          sx={staffOnly ? { border: 1, borderStyle: 'dashed', borderColor: 'warning.main', borderRadius: 1, px: 1, py: 0.25, display: 'inline-block' } : undefined}
        >
          {systemText(m, ctx.lang)}
          {oldNote}
        </Typography>{' '}
        <Time at={m.createdAt} lang={ctx.lang} />
      </Box>
    );
  }
  // A message being sent has no author id yet: it is the agent's own.
  const byAgent = m.author === AUTHOR.agent;
  const mine = byAgent && (m.pending || !m.agentId || m.agentId === ctx.me);
  const who = mine ? t('agent') : byAgent ? (m.agentName ?? t('colleague')) : m.author === AUTHOR.robot ? (m.extra?.kind === 'ai' ? t('aiAssistant') : t('robot')) : t('visitor');
  if (m.type === 'note') {
    return (
      <Box data-seq={m.pending ? undefined : m.seq} sx={{ display: 'flex', flexDirection: 'column', alignItems: 'stretch', pb: 1 }}>
        <Stack direction="row" spacing={0.75} sx={{ alignItems: 'baseline' }}>
          <Typography variant="caption" sx={{ color: 'warning.dark' }}>
            {m.extra?.whisper === true ? t('whisperBy', { name: who }) : t('noteBy', { name: who })}
          </Typography>
          <Time at={m.createdAt} lang={ctx.lang} />
        </Stack>
        <Box
          data-testid="wb-note"
          sx={{ px: 1.5, py: 1, borderRadius: 1, border: 1, borderStyle: 'dashed', borderColor: 'warning.main', bgcolor: '#fff8e1', color: 'text.primary', whiteSpace: 'pre-wrap', wordBreak: 'break-word', opacity: m.pending && !m.failed ? 0.7 : 1 }}
        >
          {m.content}
        </Box>
        {m.failed && <MessageState m={m} ctx={ctx} />}
      </Box>
    );
  }
  const body = m.revoked ? (
    <em>{t('revoked')}</em>
  ) : m.type === 'image' ? (
    <a href={m.content} target="_blank" rel="noopener noreferrer">
      <img src={m.content} alt={t('image')} style={{ maxWidth: 240, maxHeight: 240, display: 'block' }} />
    </a>
  ) : ctx.renderText ? (
    ctx.renderText(m.content)
  ) : (
    m.content
  );
  return (
    <Box data-seq={m.pending ? undefined : m.seq} sx={{ display: 'flex', flexDirection: 'column', alignItems: byAgent ? 'flex-end' : 'flex-start', pb: 1 }}>
      <Stack direction="row" spacing={0.75} sx={{ alignItems: 'baseline' }}>
        <Typography variant="caption" color="text.secondary" data-testid="wb-author">
          {who}
        </Typography>
        <Time at={m.createdAt} lang={ctx.lang} />
      </Stack>
      <Box
        data-testid={`wb-msg-${m.author}`}
        sx={{ px: 1.5, py: 1, borderRadius: 2, maxWidth: '75%', bgcolor: mine ? 'primary.main' : byAgent ? 'grey.300' : 'background.paper', color: mine ? 'primary.contrastText' : 'text.primary', whiteSpace: 'pre-wrap', wordBreak: 'break-word', opacity: m.pending && !m.failed ? 0.7 : 1 }}
      >
        {body}
      </Box>
      {mine && <MessageState m={m} ctx={ctx} />}
    </Box>
  );
}

/** Under the agent's own messages: sending, failed with a retry, or sent / read, and the revoke button in its window. */
function MessageState({ m, ctx }: { m: UiMessage; ctx: RowContext }) {
  const { t } = ctx;
  if (m.failed) {
    return (
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }} data-testid="wb-msg-state">
        <Typography variant="caption" color="error">
          {t('notSent')}
        </Typography>
        {ctx.onRetry && m.clientMsgId && (
          <Button size="small" color="error" sx={{ minWidth: 0, p: 0 }} onClick={() => ctx.onRetry!(m.clientMsgId!)}>
            {t('retry')}
          </Button>
        )}
      </Stack>
    );
  }
  if (m.pending) {
    return (
      <Typography variant="caption" color="text.secondary" data-testid="wb-msg-state">
        {t('sending')}
      </Typography>
    );
  }
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      {!m.revoked && (
        <Typography variant="caption" color="text.secondary" data-testid="wb-msg-state">
          {m.seq <= ctx.readSeq ? t('read') : t('sent')}
        </Typography>
      )}
      {!m.revoked && ctx.now - m.createdAt < REVOKE_MS && (
        <Button size="small" sx={{ minWidth: 0, p: 0 }} onClick={() => ctx.onRevoke(m.id)}>
          {t('revoke')}
        </Button>
      )}
    </Stack>
  );
}
