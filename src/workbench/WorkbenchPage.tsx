import { Box, Paper, Typography } from '@mui/material';
import { useShellState } from '../admin/state/ShellState';
import { ChatWindow } from './ChatWindow';
import { SessionList } from './SessionList';
import { useWorkbench } from './useWorkbench';
import { useWorkbenchText } from './workbenchText';

/** The minimal agent view at `/workbench`: the agent's sessions on the left, the open conversation on the right. */
export default function WorkbenchPage() {
  const t = useWorkbenchText();
  const { agent } = useShellState();
  const wb = useWorkbench(agent?.id);
  const session = wb.sessions.find((s) => s.sessionId === wb.current);
  if (!agent) return <Typography sx={{ p: 2 }}>{t('noAgent')}</Typography>;
  return (
    <Box sx={{ display: 'flex', gap: 1, height: 'calc(100vh - 140px)', minHeight: 420, p: 1 }}>
      <Paper sx={{ width: { xs: 200, md: 300 }, flexShrink: 0, overflowY: 'auto' }}>
        <Typography variant="subtitle2" sx={{ p: 1.5 }}>
          {t('sessions')}
        </Typography>
        <SessionList sessions={wb.sessions} current={wb.current} onOpen={wb.open} t={t} />
      </Paper>
      <Paper sx={{ flex: 1, minWidth: 0 }}>
        {session ? (
          <ChatWindow session={session} messages={wb.messages} typing={wb.typing} t={t} onSend={wb.send} onAct={wb.act} />
        ) : (
          <Typography sx={{ p: 2 }} color="text.secondary">
            {t('pick')}
          </Typography>
        )}
      </Paper>
    </Box>
  );
}
