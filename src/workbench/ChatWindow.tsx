import { Box, Button, Chip, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useRef, useState, type ClipboardEvent, type DragEvent, type FormEvent, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { ChatMessage, EvaluationReceived } from '../common/events';
import { EvaluationCard } from './evaluation/EvaluationCard';
import { checkImage, fileOf } from './images/imageFile';
import { ImagePreviewDialog } from './images/ImagePreviewDialog';
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
  /** Sends an image (picked, pasted or dropped, after its preview); answers an error text or null. */
  onSendImage?(file: File): Promise<string | null>;
  /** The visitor's evaluation, shown as a system card once it has arrived. */
  evaluation?: EvaluationReceived;
}

const REVOKE_MS = 2 * 60_000;

/** One conversation. Every message body is rendered as text: what a visitor typed is never markup here. */
export function ChatWindow({ session, messages, typing, t, onSend, onAct, renderText, actions, insert, onSendImage, evaluation }: Props) {
  const translate = useTranslate();
  const [text, setText] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const picker = useRef<HTMLInputElement>(null);
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

  const takesImages = active && onSendImage !== undefined;
  /** A file offered by the picker, a paste or a drop: previewed when it is a sendable image, else explained. */
  const offer = (file: File) => {
    const problem = checkImage(file);
    setError(problem ? translate(problem.key, { name: problem.name, size: problem.size }) : null);
    setImage(problem ? null : file);
  };
  const onPaste = (e: ClipboardEvent) => {
    const file = takesImages ? fileOf(e.clipboardData) : null;
    if (!file) return;
    e.preventDefault();
    offer(file);
  };
  const onDragOver = (e: DragEvent) => {
    if (takesImages && e.dataTransfer.types.includes('Files')) e.preventDefault();
  };
  const onDrop = (e: DragEvent) => {
    const file = takesImages ? fileOf(e.dataTransfer) : null;
    if (!file) return;
    e.preventDefault();
    offer(file);
  };

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
        {evaluation && <EvaluationCard evaluation={evaluation} />}
        {typing && (
          <Typography variant="caption" color="text.secondary">
            {t('typing')}
          </Typography>
        )}
      </Box>
      <Box component="form" onSubmit={(e) => void submit(e)} onDragOver={onDragOver} onDrop={onDrop} sx={{ display: 'flex', gap: 1, p: 1, borderTop: 1, borderColor: 'divider', alignItems: 'flex-start' }} data-testid="wb-composer">
        <TextField size="small" fullWidth disabled={!active} value={text} onChange={(e) => setText(e.target.value)} onPaste={onPaste} placeholder={t('placeholder')} slotProps={{ htmlInput: { maxLength: 2000, 'aria-label': t('placeholder') } }} error={!!error} helperText={error ?? undefined} />
        {onSendImage && (
          <>
            <input
              ref={picker}
              type="file"
              hidden
              accept="image/jpeg,image/png,image/gif,image/webp"
              data-testid="wb-image-input"
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (file) offer(file);
              }}
            />
            <Button disabled={!takesImages} onClick={() => picker.current?.click()}>
              {translate('ccim.desk.image.pick')}
            </Button>
          </>
        )}
        <Button type="submit" variant="contained" disabled={!active || !text.trim()}>
          {t('send')}
        </Button>
      </Box>
      {image && onSendImage && (
        <ImagePreviewDialog
          key={`${image.name}:${image.size}:${image.lastModified}`}
          file={image}
          onCancel={() => setImage(null)}
          onSend={async () => {
            const failure = await onSendImage(image);
            if (!failure) setImage(null);
            return failure;
          }}
        />
      )}
    </Stack>
  );
}
