import { Box, Button, Chip, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { ChatMessage } from '../common/events';
import type { WorkbenchSession } from './useWorkbench';
import type { WorkbenchT } from './workbenchText';

interface Props {
  session: WorkbenchSession;
  messages: ChatMessage[];
  typing: boolean;
  t: WorkbenchT;
  onSend(content: string): Promise<string | null>;
  onAct(what: 'end' | 'invite' | 'revoke', messageId?: string): Promise<void>;
  /** Renders a text message's body (waybill numbers become links); plain text when absent. */
  renderText?(text: string): ReactNode;
  /** More buttons for the header (transfer, work bill). */
  actions?: ReactNode;
  /** Text to add to the composer (a quick reply); a new nonce adds it once. */
  insert?: { text: string; nonce: number };
}

const REVOKE_MS = 2 * 60_000;

/** One conversation. Every message body is rendered as text: what a visitor typed is never markup here. */
export function ChatWindow({ session, messages, typing, t, onSend, onAct, renderText, actions, insert }: Props) {
  const [text, setText] = useState('');
  const [seenInsert, setSeenInsert] = useState(insert?.nonce ?? 0);
  if (insert && insert.nonce !== seenInsert) {
    setSeenInsert(insert.nonce);
    setText((v) => (v ? `${v} ${insert.text}` : insert.text));
  }
  const [error, setError] = useState<string | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  // The revoke window is judged against a clock that ticks, not against render time.
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, []);
  const active = session.status === 'active';

  useEffect(() => {
    listRef.current?.scrollTo({ top: listRef.current.scrollHeight });
  }, [messages.length]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const value = text.trim();
    if (!value) return;
    setText('');
    const failure = await onSend(value);
    setError(failure ? t('failed', { msg: failure }) : null);
    if (failure) setText(value);
  };

  return (
    <Stack sx={{ height: '100%', minHeight: 0 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ p: 1, borderBottom: 1, borderColor: 'divider', alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" sx={{ flex: 1 }}>
          {session.visitorNickname}
        </Typography>
        {session.evaluated && <Chip size="small" label={t('evaluated')} />}
        {actions}
        <Button size="small" disabled={session.evaluationInvited || session.evaluated} onClick={() => void onAct('invite')}>
          {session.evaluationInvited ? t('invited') : t('invite')}
        </Button>
        <Button size="small" color="error" disabled={!active} onClick={() => void onAct('end')}>
          {t('end')}
        </Button>
      </Stack>
      <Box ref={listRef} sx={{ flex: 1, overflowY: 'auto', p: 1.5, bgcolor: 'grey.50' }} data-testid="wb-messages">
        {messages.map((m) => {
          const mine = m.author === 1;
          if (m.author === 0) {
            return (
              <Typography key={m.id} variant="caption" component="div" color="text.secondary" sx={{ textAlign: 'center', my: 0.5 }}>
                {m.content}
              </Typography>
            );
          }
          return (
            <Box key={m.id} sx={{ display: 'flex', flexDirection: 'column', alignItems: mine ? 'flex-end' : 'flex-start', mb: 1 }}>
              <Typography variant="caption" color="text.secondary">
                {mine ? t('agent') : m.author === 3 ? t('robot') : t('visitor')}
              </Typography>
              <Box sx={{ px: 1.5, py: 1, borderRadius: 2, maxWidth: '75%', bgcolor: mine ? 'primary.light' : 'background.paper', color: mine ? 'primary.contrastText' : 'text.primary', whiteSpace: 'pre-wrap', wordBreak: 'break-word' }} data-testid={`wb-msg-${m.author}`}>
                {m.revoked ? <em>{t('revoked')}</em> : m.type === 'image' ? <img src={m.content} alt={t('image')} style={{ maxWidth: 240, display: 'block' }} /> : renderText ? renderText(m.content) : m.content}
              </Box>
              {mine && !m.revoked && now - m.createdAt < REVOKE_MS && (
                <Button size="small" sx={{ minWidth: 0, p: 0 }} onClick={() => void onAct('revoke', m.id)}>
                  {t('revoke')}
                </Button>
              )}
            </Box>
          );
        })}
        {typing && (
          <Typography variant="caption" color="text.secondary">
            {t('typing')}
          </Typography>
        )}
      </Box>
      <Box component="form" onSubmit={(e) => void submit(e)} sx={{ display: 'flex', gap: 1, p: 1, borderTop: 1, borderColor: 'divider' }}>
        <TextField size="small" fullWidth disabled={!active} value={text} onChange={(e) => setText(e.target.value)} placeholder={t('placeholder')} slotProps={{ htmlInput: { maxLength: 2000, 'aria-label': t('placeholder') } }} error={!!error} helperText={error ?? undefined} />
        <Button type="submit" variant="contained" disabled={!active || !text.trim()}>
          {t('send')}
        </Button>
      </Box>
    </Stack>
  );
}
