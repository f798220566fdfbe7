import { Box, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { AUTHOR, type ChatMessage } from '../../common/events';
import { systemText } from '../../common/systemLines';
import { langOf } from '../../common/lang';

/** A watched chat's messages as staff see them (internal notes marked), kept scrolled to the newest. */
export function Transcript({ messages }: { messages: ChatMessage[] }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lang = langOf(locale);
  const box = useRef<HTMLDivElement>(null);
  // The newest message in view, scrolling the transcript only (never the page around it).
  useEffect(() => {
    const el = box.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [messages.length]);
  if (messages.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
        {translate('ccim.supervision.transcriptEmpty')}
      </Typography>
    );
  }
  return (
    <Box ref={box} data-testid="sv-transcript" role="log" aria-live="polite" sx={{ maxHeight: 420, overflowY: 'auto', p: 1, bgcolor: 'grey.50', borderRadius: 1 }}>
      {messages.map((m) => {
        const time = new Date(m.createdAt).toLocaleTimeString(lang === 'zh' ? 'zh-CN' : 'en-GB');
        if (m.author === AUTHOR.system) {
          return (
            <Typography key={m.id} variant="caption" component="p" color="text.secondary" sx={{ textAlign: 'center', my: 0.5 }}>
              {systemText(m, lang)} · {time}
            </Typography>
          );
        }
        const note = m.type === 'note';
        const who = m.author === AUTHOR.agent ? (m.agentName ?? String(m.extra?.by ?? translate('ccim.reports.value.author.1'))) : translate(`ccim.reports.value.author.${m.author}`);
        return (
          <Box key={m.id} data-testid={note ? 'sv-note' : 'sv-message'} sx={{ my: 0.75 }}>
            <Typography variant="caption" color={note ? 'warning.dark' : 'text.secondary'}>
              {note ? translate(m.extra?.whisper === true ? 'ccim.supervision.whisperBy' : 'ccim.supervision.noteBy', { name: who }) : who} · {time}
            </Typography>
            <Box
              sx={{
                px: 1.25,
                py: 0.75,
                borderRadius: 1,
                whiteSpace: 'pre-wrap',
                overflowWrap: 'anywhere',
                bgcolor: note ? '#fff8e1' : m.author === AUTHOR.customer ? 'background.paper' : '#e3f2fd',
                border: note ? '1px dashed' : '1px solid',
                borderColor: note ? 'warning.main' : 'divider',
              }}
            >
              {m.revoked ? <em>—</em> : m.type === 'image' ? '[image]' : m.content}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
