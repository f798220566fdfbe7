import { Box, Button, FormControlLabel, List, ListItemButton, ListItemText, Paper, Popper, Stack, Switch, TextField, Typography } from '@mui/material';
import { useEffect, useId, useRef, useState, type ClipboardEvent, type DragEvent, type FormEvent, type KeyboardEvent, type Ref } from 'react';
import { useTranslate } from 'react-admin';
import { checkImage, fileOf } from '../images/imageFile';
import { ImagePreviewDialog } from '../images/ImagePreviewDialog';
import type { WorkbenchT } from '../i18n/useWorkbenchText';
import type { QuickReplyItem } from '../../common/quickReplies';
import { send as sendCall } from '../common/useCall';
import { allQuickReplies, matchReplies, replaceSlash, slashQuery } from '../quickReplies/slashSearch';
import { readDraft, writeDraft } from './drafts';
import type { SuggestedReply, SuggestionUse } from '../../common/suggestedReplies';

/** Typing is announced at most this often while the agent types, and withdrawn after this long without a key. */
const TYPING_EVERY_MS = 2_000;
const TYPING_IDLE_MS = 4_000;

interface Props {
  /** The composer is mounted per session (keyed by it): its draft is that session's. */
  sessionId: string;
  agentId: string;
  active: boolean;
  t: WorkbenchT;
  /** Sends a reply; `suggestion`: the suggested reply it started from, and whether it was edited. */
  onSend(content: string, suggestion?: SuggestionUse): Promise<string | null>;
  /** Saves an internal note (staff only); answers an error text or null. */
  onSendNote?(content: string): Promise<string | null>;
  /** A failed message stays in the list with a retry: its text does not come back to the composer. */
  keepsFailed: boolean;
  onSendImage?(file: File): Promise<string | null>;
  /** Text to add (a quick reply); a new nonce adds it once. */
  insert?: { text: string; nonce: number };
  /** A suggested reply picked: it replaces the text (to edit before sending); a new nonce puts it once. */
  suggestion?: { reply: SuggestedReply; nonce: number };
  /** The text area, for the page's shortcuts. */
  inputRef?: Ref<HTMLTextAreaElement>;
  /** The agent is typing in the session (throttled) or stopped. */
  onTyping?(sessionId: string, typing: boolean): void;
}

/**
 * The reply box: multi-line (Enter sends, Shift+Enter breaks the line, it grows to six lines), a switch to write
 * an internal note instead, images picked, pasted or dropped (after a preview), and the session's own draft.
 */
export function Composer({ sessionId, agentId, active, t, onSend, onSendNote, keepsFailed, onSendImage, insert, suggestion, inputRef, onTyping }: Props) {
  const translate = useTranslate();
  const [text, setTextState] = useState(() => readDraft(agentId, sessionId));
  const setText = (next: string | ((v: string) => string)) =>
    setTextState((v) => {
      const value = typeof next === 'function' ? next(v) : next;
      writeDraft(agentId, sessionId, value);
      return value;
    });
  const [note, setNote] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [image, setImage] = useState<File | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const [seenInsert, setSeenInsert] = useState(insert?.nonce ?? 0);
  if (insert && insert.nonce !== seenInsert) {
    setSeenInsert(insert.nonce);
    setText((v) => (v ? `${v} ${insert.text}` : insert.text));
  }
  // The suggestion the text started from, until it is sent or the box is emptied.
  const [picked, setPicked] = useState<SuggestedReply | null>(null);
  const [seenSuggestion, setSeenSuggestion] = useState(suggestion?.nonce ?? 0);
  if (suggestion && suggestion.nonce !== seenSuggestion) {
    setSeenSuggestion(suggestion.nonce);
    setPicked(suggestion.reply);
    setText(suggestion.reply.text);
  }

  // '/' and a keyword at the end of the reply list the matching quick replies above the box: arrows choose, Enter
  // puts the chosen one in place of '/keyword', Escape closes the list (it opens again once the text changes).
  const query = note || !active ? null : slashQuery(text);
  const [replies, setReplies] = useState<QuickReplyItem[] | null>(null);
  const wantsReplies = query !== null && replies === null;
  useEffect(() => {
    if (wantsReplies) allQuickReplies().then(setReplies, () => setReplies([]));
  }, [wantsReplies]);
  const [chosen, setChosen] = useState(0);
  const [closedAt, setClosedAt] = useState<string | null>(null);
  const [anchor, setAnchor] = useState<HTMLDivElement | null>(null);
  const listId = useId();
  const matches = query !== null && replies ? matchReplies(replies, query) : [];
  const listed = query !== null && replies !== null && closedAt !== text;
  const at = Math.min(chosen, Math.max(matches.length - 1, 0));
  const choose = (r: QuickReplyItem) => {
    setText((v) => replaceSlash(v, r.content));
    setChosen(0);
    // Counting a use never blocks the agent.
    void sendCall('PUT', 'workbench/clickQuickReply', { id: r.id }).catch(() => undefined);
  };

  // Typing: announced when the agent starts and again every few seconds while they go on; withdrawn when they
  // stop, send, switch to a note, or leave the chat.
  const typing = useRef({ last: 0, idle: undefined as ReturnType<typeof setTimeout> | undefined });
  const typingRef = useRef(onTyping);
  useEffect(() => {
    typingRef.current = onTyping;
  }, [onTyping]);
  const stopTyping = () => {
    const s = typing.current;
    clearTimeout(s.idle);
    if (s.last) typingRef.current?.(sessionId, false);
    s.last = 0;
  };
  // eslint-disable-next-line react-hooks/exhaustive-deps -- on leaving the chat only; stopTyping reads refs
  useEffect(() => () => stopTyping(), []);
  const typed = () => {
    const s = typing.current;
    const now = Date.now();
    if (now - s.last >= TYPING_EVERY_MS) {
      s.last = now;
      typingRef.current?.(sessionId, true);
    }
    clearTimeout(s.idle);
    s.idle = setTimeout(stopTyping, TYPING_IDLE_MS);
  };

  const takesImages = active && !note && onSendImage !== undefined;
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

  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    const value = text.trim();
    if (!value || !active) return;
    const asNote = note && onSendNote !== undefined;
    const from = picked && !asNote ? { source: picked.source, id: picked.id, edited: value !== picked.text.trim() } : undefined;
    setText('');
    setPicked(null);
    if (!asNote) stopTyping();
    const failure = asNote ? await onSendNote(value) : await onSend(value, from);
    setError(failure ? t('failed', { msg: failure }) : null);
    // With a retry in the list the failed message stays there; otherwise the text goes back to the composer.
    if (failure && !keepsFailed) setText(value);
    // A saved note ends note mode: the next thing typed is a reply again, never a note by mistake.
    if (asNote && !failure) setNote(false);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (listed && matches.length > 0 && !e.altKey && !e.nativeEvent.isComposing) {
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        e.preventDefault();
        setChosen((at + (e.key === 'ArrowDown' ? 1 : matches.length - 1)) % matches.length);
        return;
      }
      if (e.key === 'Enter' && !e.shiftKey) {
        e.preventDefault();
        choose(matches[at]);
        return;
      }
    }
    if (listed && e.key === 'Escape') {
      e.preventDefault();
      setClosedAt(text);
      return;
    }
    // Enter sends; Shift+Enter breaks the line; Enter that confirms an input method's composition does neither.
    if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing) return;
    e.preventDefault();
    void submit();
  };

  const label = note ? t('notePlaceholder') : t('placeholder');
  return (
    <>
      <Box component="form" onSubmit={(e) => void submit(e)} onDragOver={onDragOver} onDrop={onDrop} sx={{ p: 1, borderTop: 1, borderColor: 'divider', bgcolor: note ? '#fff8e1' : undefined }} data-testid="wb-composer" data-mode={note ? 'note' : 'reply'}>
        <TextField
          size="small"
          fullWidth
          multiline
          minRows={1}
          maxRows={6}
          disabled={!active}
          value={text}
          inputRef={inputRef}
          ref={setAnchor}
          onChange={(e) => {
            setText(e.target.value);
            if (!e.target.value) setPicked(null);
            setChosen(0);
            if (!note && e.target.value) typed();
          }}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
          placeholder={label}
          slotProps={{ htmlInput: { maxLength: 2000, 'aria-label': label, 'aria-autocomplete': 'list', 'aria-controls': listed ? listId : undefined, 'aria-activedescendant': listed && matches.length ? `${listId}-${at}` : undefined } }}
          error={!!error}
          helperText={error ?? undefined}
        />
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          {onSendNote && (
            <FormControlLabel
              control={
                <Switch
                  size="small"
                  color="warning"
                  checked={note}
                  disabled={!active}
                  onChange={(e) => {
                    setNote(e.target.checked);
                    if (e.target.checked) stopTyping();
                  }}
                />
              }
              label={t('noteMode')}
              title={t('noteModeHint')}
            />
          )}
          <Box sx={{ flex: 1 }} />
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
          <Button type="submit" variant="contained" color={note ? 'warning' : 'primary'} disabled={!active || !text.trim()}>
            {note ? t('addNote') : t('send')}
          </Button>
        </Stack>
      </Box>
      <Popper open={listed && anchor !== null} anchorEl={anchor} placement="top-start" sx={{ zIndex: 1300 }}>
        <Paper elevation={6} sx={{ width: anchor?.offsetWidth, maxHeight: 320, overflowY: 'auto' }} data-testid="wb-slash">
          {matches.length ? (
            <List dense disablePadding id={listId} role="listbox" aria-label={t('quickSearch')}>
              {matches.map((r, i) => (
                <ListItemButton
                  key={r.id}
                  id={`${listId}-${i}`}
                  role="option"
                  aria-selected={i === at}
                  selected={i === at}
                  tabIndex={-1}
                  // The focus stays in the reply box.
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => choose(r)}
                >
                  <ListItemText primary={r.title} secondary={r.content} slotProps={{ secondary: { noWrap: true } }} />
                </ListItemButton>
              ))}
            </List>
          ) : (
            <Typography id={listId} variant="body2" color="text.secondary" sx={{ p: 1.5 }}>
              {t('quickNone')}
            </Typography>
          )}
        </Paper>
      </Popper>
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
    </>
  );
}
