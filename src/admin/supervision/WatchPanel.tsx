import { Alert, Box, Button, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { SupervisedChat } from '../../common/supervision';
import { Transcript } from './Transcript';
import { useWatchedChat } from './useWatchedChat';

/**
 * The watched chat: its messages live (read-only), and what a supervisor may do to it: transfer it, take it
 * over, or whisper to its agent (an internal note the visitor never receives).
 */
export function WatchPanel({
  chat,
  serving,
  mine,
  agentName,
  busy,
  onTransfer,
  onTakeOver,
  onWhisper,
}: {
  chat: SupervisedChat;
  /** Still served by an agent (the chat is in the live picture). */
  serving: boolean;
  /** The watcher serves the chat themselves (they took it over): nothing to watch read-only, take over or whisper. */
  mine: boolean;
  agentName: string;
  busy: boolean;
  onTransfer(): void;
  onTakeOver(): void;
  onWhisper(text: string): Promise<boolean>;
}) {
  const translate = useTranslate();
  const w = useWatchedChat(chat.sessionId);
  const [text, setText] = useState('');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (text.trim() && (await onWhisper(text.trim()))) setText('');
  };
  return (
    <Box component="section" aria-labelledby="sv-watch" data-testid="sv-watch">
      <Typography id="sv-watch" variant="subtitle1" component="h2" sx={{ overflowWrap: 'anywhere' }}>
        {translate('ccim.supervision.watching', { visitor: chat.visitorNickname || chat.sessionId, agent: agentName })}
      </Typography>
      {mine ? (
        <Alert
          severity="success"
          sx={{ mb: 1 }}
          data-testid="sv-yours"
          action={
            <Button component={RouterLink} to="/workbench" color="inherit" size="small">
              {translate('ccim.supervision.openWorkbench')}
            </Button>
          }
        >
          {translate('ccim.supervision.yours')}
        </Alert>
      ) : (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
          {translate('ccim.supervision.readOnly')}
        </Typography>
      )}
      {!serving && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {translate('ccim.supervision.ended')}
        </Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" disabled={!serving || busy} onClick={onTransfer}>
          {translate('ccim.supervision.transfer')}
        </Button>
        {!mine && (
          <Button size="small" variant="outlined" disabled={!serving || busy} onClick={onTakeOver}>
            {translate('ccim.supervision.takeOver')}
          </Button>
        )}
      </Stack>
      {w.error ? (
        <Alert severity="error">{translate('ccim.supervision.error', { message: translate(w.error, { _: w.error }) })}</Alert>
      ) : w.loading && w.messages.length === 0 ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', p: 2 }} role="status">
          <CircularProgress size={18} />
          <Typography variant="body2">{translate('ccim.supervision.loading')}</Typography>
        </Stack>
      ) : (
        <Transcript messages={w.messages} />
      )}
      {!mine && (
        <Box component="form" onSubmit={(e) => void submit(e)} sx={{ mt: 1, display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <TextField
            size="small"
            multiline
            maxRows={4}
            label={translate('ccim.supervision.whisper')}
            helperText={translate('ccim.supervision.whisperHelp')}
            value={text}
            disabled={!serving}
            onChange={(e) => setText(e.target.value)}
            sx={{ flex: '1 1 220px', minWidth: 0 }}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
          <Button type="submit" variant="contained" disabled={!serving || busy || !text.trim()}>
            {translate('ccim.supervision.whisperSend')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
