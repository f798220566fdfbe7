import { Box, Button, Chip, Stack, TextField, Typography } from '@mui/material';
import { useCallback, useEffect, useMemo, useRef, useState, type ClipboardEvent, type DragEvent, type FormEvent, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { EvaluationReceived } from '../common/events';
import { FIRST_INDEX, type UiMessage } from './conversations/history';
import { MessageList } from './conversations/MessageList';
import type { LoadStates } from './conversations/useConversations';
import { EvaluationCard } from './evaluation/EvaluationCard';
import { checkImage, fileOf } from './images/imageFile';
import { ImagePreviewDialog } from './images/ImagePreviewDialog';
import type { WorkbenchSession } from './useWorkbench';
import type { WorkbenchT } from './i18n/useWorkbenchText';

interface Props {
  session: WorkbenchSession;
  messages: UiMessage[];
  /** The history's windowing and loading state; without it the list shows `messages` as the whole history. */
  view?: { firstItemIndex: number; complete: boolean; loads?: LoadStates; readSeq: number };
  /** Loads the page before the first message (the agent scrolled to the top). */
  onLoadOlder?(): void;
  /** Loads the history again after it failed. */
  onReload?(): void;
  /** Sends a failed message again under the same clientMsgId. */
  onRetry?(clientMsgId: string): void;
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

/** One conversation. Every message body is rendered as text: what a visitor typed is never markup here. */
export function ChatWindow({ session, messages, view, onLoadOlder, onReload, onRetry, typing, t, onSend, onAct, renderText, actions, insert, onSendImage, evaluation }: Props) {
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
  // The revoke window is judged against a clock that ticks, not against render time.
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, []);
  const active = session.status === 'active';
  // Stable, so the memoised message list renders again only when what it shows changed.
  const onRevoke = useCallback((id: string) => void onAct('revoke', id), [onAct]);
  const footer = useMemo(
    () => (
      <>
        {evaluation && <EvaluationCard evaluation={evaluation} />}
        {typing && (
          <Typography variant="caption" color="text.secondary" sx={{ px: 1.5 }}>
            {t('typing')}
          </Typography>
        )}
      </>
    ),
    [evaluation, typing, t],
  );

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
    // With a retry in the list the failed message stays there; otherwise the text goes back to the composer.
    if (failure && !onRetry) setText(value);
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
      <MessageList
        key={session.sessionId}
        sessionId={session.sessionId}
        messages={messages}
        firstItemIndex={view?.firstItemIndex ?? FIRST_INDEX}
        complete={view?.complete ?? true}
        loads={view?.loads}
        readSeq={view?.readSeq ?? 0}
        onLoadOlder={onLoadOlder}
        onReload={onReload}
        onRetry={onRetry}
        onRevoke={onRevoke}
        renderText={renderText}
        now={now}
        t={t}
        footer={footer}
      />
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
