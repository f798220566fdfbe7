import { Box, Drawer, Paper, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useCallback, useDeferredValue } from 'react';
import { useLocaleState } from 'react-admin';
import type { Lang } from '../common/systemLines';
import { useRealtime } from '../dataProvider/realtime/RealtimeProvider';
import { ChatWindow } from './ChatWindow';
import { DeskActions } from './desk/DeskActions';
import { DeskSidePanel } from './desk/DeskSidePanel';
import { useDesk } from './desk/useDesk';
import { SessionList } from './SessionList';
import { useWorkbench } from './useWorkbench';
import { WaybillText } from './waybill/WaybillText';
import { CreateWorkBillDialog } from './workbill/CreateWorkBillDialog';
import { useWorkbenchText } from './i18n/useWorkbenchText';

/** The agent view at `/workbench`: sessions, the open conversation, and the side panel (visitor, waybill, quick replies). */
export default function WorkbenchPage() {
  const t = useWorkbenchText();
  const [locale] = useLocaleState();
  const lang: Lang = locale === 'zh' ? 'zh' : 'en';
  const { agentId } = useRealtime();
  const wb = useWorkbench(agentId);
  const desk = useDesk();
  const wide = useMediaQuery(useTheme().breakpoints.up('lg'));
  const session = wb.sessions.find((s) => s.sessionId === wb.current);
  // A switch paints the conversation first; the side panel (visitor, waybills mentioned) follows in a
  // transition right after, so it never delays the newest messages.
  const sideSession = useDeferredValue(session);
  const sideMessages = useDeferredValue(wb.messages);
  const { insertText, setPanelOpen, openWaybill } = desk;
  const onInsert = useCallback(
    (text: string) => {
      insertText(text);
      // On a narrow screen the drawer covers the composer: close it to show where the text went.
      if (!wide) setPanelOpen(false);
    },
    [insertText, setPanelOpen, wide],
  );
  const closePanel = useCallback(() => setPanelOpen(false), [setPanelOpen]);
  const renderText = useCallback((text: string) => <WaybillText text={text} onOpen={openWaybill} />, [openWaybill]);
  if (!agentId) return <Typography sx={{ p: 2 }}>{t('noAgent')}</Typography>;
  const side = (
    <DeskSidePanel
      tab={desk.tab}
      onTab={desk.setTab}
      session={sideSession}
      messages={sideMessages}
      waybillNo={desk.waybillNo}
      version={desk.billsVersion}
      onWaybill={openWaybill}
      onCreateWorkBill={desk.setCreateFor}
      onInsert={onInsert}
      onClose={wide ? undefined : closePanel}
    />
  );
  return (
    <Box sx={{ display: 'flex', gap: 1, height: 'calc(100vh - 140px)', minHeight: 420, p: 1 }}>
      <Paper sx={{ width: { xs: 120, sm: 200, md: 300 }, flexShrink: 0, overflowY: 'auto', contain: 'content' }}>
        <Typography variant="subtitle2" sx={{ p: 1.5 }}>
          {t('sessions')}
        </Typography>
        <SessionList sessions={wb.sessions} current={wb.current} onOpen={wb.open} onHover={wb.prefetch} t={t} lang={lang} />
      </Paper>
      <Paper sx={{ flex: 1, minWidth: 0, contain: 'content' }}>
        {session ? (
          <ChatWindow
            session={session}
            messages={wb.messages}
            agentId={agentId}
            lang={lang}
            onSendNote={wb.sendNote}
            onTyping={wb.emitTyping}
            view={wb.view}
            onLoadOlder={wb.loadOlder}
            onReload={wb.reloadHistory}
            onRetry={wb.retry}
            typing={wb.typing}
            t={t}
            onSend={wb.send}
            onAct={wb.act}
            onSendImage={wb.sendImage}
            evaluation={wb.evaluation}
            renderText={renderText}
            insert={desk.insert}
            actions={
              <DeskActions
                sessionId={session.sessionId}
                active={session.status === 'active'}
                waybillNo={desk.waybillNo}
                onCreateFor={desk.setCreateFor}
                onTransferred={() => void wb.reload()}
                onOpenPanel={wide ? undefined : () => desk.setPanelOpen(true)}
              />
            }
          />
        ) : (
          <Typography sx={{ p: 2 }} color="text.secondary">
            {t('pick')}
          </Typography>
        )}
      </Paper>
      {wide ? (
        <Paper sx={{ width: 380, flexShrink: 0, minHeight: 0, contain: 'content' }}>{side}</Paper>
      ) : (
        <Drawer anchor="right" open={desk.panelOpen} onClose={closePanel} slotProps={{ paper: { sx: { width: { xs: '100%', sm: 420 } } } }}>
          {side}
        </Drawer>
      )}
      {desk.createFor !== null && (
        <CreateWorkBillDialog open key={desk.createFor} waybillNo={desk.createFor} sessionId={session?.sessionId} onClose={() => desk.setCreateFor(null)} onCreated={desk.billCreated} />
      )}
    </Box>
  );
}
