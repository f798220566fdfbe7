import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import KeyboardIcon from '@mui/icons-material/Keyboard';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import NotificationsOffIcon from '@mui/icons-material/NotificationsOff';
import { Box, Drawer, IconButton, Paper, Stack, Tooltip, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useCallback, useDeferredValue, useEffect, useRef, useState } from 'react';
import { useLocaleState, useStore, useTranslate } from 'react-admin';
import { useRealtime } from '../dataProvider/realtime/RealtimeProvider';
import { ChatWindow } from './ChatWindow';
import { DeskActions } from './desk/DeskActions';
import { DeskSidePanel } from './desk/DeskSidePanel';
import { useDesk } from './desk/useDesk';
import { SessionList } from './SessionList';
import { useWorkbench, type Arrival } from './useWorkbench';
import { ShortcutsHelp } from './attention/ShortcutsHelp';
import { useNotifications } from './attention/useNotifications';
import { useShortcuts } from './attention/useShortcuts';
import { NoGroupNotice } from './attention/NoGroupNotice';
import { WaybillText } from './waybill/WaybillText';
import { CreateWorkBillDialog } from './workBill/CreateWorkBillDialog';
import { useWorkbenchText } from './i18n/useWorkbenchText';
import { langOf } from '../common/lang';
import { visuallyHidden } from '../common/visuallyHidden';
import { isReasonRequired, useSessionReasons } from './reasons/useSessionReasons';
import { ReasonDialog } from './reasons/ReasonDialog';
import { LabelField, labelledByRules } from './reasons/LabelField';
import { ReasonBanner, withReasonActions } from './reasons/ReasonBanner';


/** The agent view at `/workbench`: sessions, the open conversation, and the side panel (visitor, waybill, quick replies). */
export default function WorkbenchPage() {
  const t = useWorkbenchText();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lang = langOf(locale);
  const { agentId, ready } = useRealtime();
  const notifications = useNotifications(agentId);
  // A polite live region says what arrived; the same words twice in a row get a no-break space so they are said again.
  const [announcement, setAnnouncement] = useState('');
  const openRef = useRef<(id: string) => void>(() => undefined);
  const { notify } = notifications;
  const onArrival = useCallback(
    (a: Arrival) => {
      const name = a.name || t('visitor');
      const text = a.kind === 'chat' ? t('newChatWith', { name }) : t('newMessageFrom', { name });
      setAnnouncement((prev) => (prev === text ? `${text}\u00a0` : text));
      notify(text, a.preview ?? '', `ccim-${a.sessionId}`, () => openRef.current(a.sessionId));
    },
    [t, notify],
  );
  const wb = useWorkbench(agentId, onArrival);
  useEffect(() => {
    openRef.current = wb.open;
  }, [wb.open]);
  const desk = useDesk(wb.current);
  const reasons = useSessionReasons(wb.current);
  // The chat window's own "end": a reason picked first (when required) lets the end go on with it.
  const endRef = useRef<() => void>(() => undefined);
  const { act } = wb;
  const onAct = useCallback(
    async (what: 'end' | 'invite' | 'revoke', messageId?: string) => {
      try {
        await act(what, messageId);
      } catch (e) {
        // The service asks for a reason (the setting changed since the page read it): the picker opens.
        if (what === 'end' && isReasonRequired(e)) reasons.ask(true);
        else throw e;
      }
    },
    [act, reasons],
  );
  const composerRef = useRef<HTMLTextAreaElement | null>(null);
  const [help, setHelp] = useState(false);
  // Alt+Q puts the focus in the quick replies' search box: a new number asks the panel to take it.
  const [quickFocus, setQuickFocus] = useState(0);

  // The tab's title counts what is unread, so a tab in the background shows there is work.
  const unread = wb.sessions.reduce((n, s) => n + (s.status === 'closed' ? 0 : s.unread), 0);
  const title = t('title');
  useEffect(() => {
    const before = document.title;
    return () => {
      document.title = before;
    };
  }, []);
  useEffect(() => {
    document.title = unread > 0 ? `(${unread}) ${title}` : title;
  }, [unread, title]);
  const wide = useMediaQuery(useTheme().breakpoints.up('lg'));
  const session = wb.sessions.find((s) => s.sessionId === wb.current);
  // A switch paints the conversation first; the side panel (visitor, waybills mentioned) follows in a
  // transition right after, so it never delays the newest messages.
  const sideSession = useDeferredValue(session);
  const sideMessages = useDeferredValue(wb.messages);
  const sideWaybill = useDeferredValue(desk.waybillNo);
  // On a wide screen the side panel is a column the agent may fold away (remembered); what needs it opens it again.
  const [sideOpen, setSideOpen] = useStore('workbench.sidePanelOpen', true);
  const collapseSide = useCallback(() => setSideOpen(false), [setSideOpen]);
  const { insertText, setPanelOpen, setTab } = desk;
  const deskOpenWaybill = desk.openWaybill;
  const openWaybill = useCallback(
    (no: string) => {
      deskOpenWaybill(no);
      setSideOpen(true);
    },
    [deskOpenWaybill, setSideOpen],
  );
  const onInsert = useCallback(
    (text: string) => {
      insertText(text);
      // On a narrow screen the drawer covers the composer: close it to show where the text went; the agent goes on
      // in the reply box.
      if (!wide) setPanelOpen(false);
      composerRef.current?.focus();
    },
    [insertText, setPanelOpen, wide],
  );
  const { sessions, current, open } = wb;
  const step = (by: 1 | -1) => {
    if (!sessions.length) return;
    const at = sessions.findIndex((s) => s.sessionId === current);
    const next = sessions[at < 0 ? (by > 0 ? 0 : sessions.length - 1) : Math.min(Math.max(at + by, 0), sessions.length - 1)];
    open(next.sessionId);
    // The focus follows onto the chat's row, so the agent sees where they are.
    document.querySelector<HTMLElement>(`[data-testid="wb-session"][data-session="${CSS.escape(next.sessionId)}"]`)?.focus();
  };
  useShortcuts({
    next: () => step(1),
    previous: () => step(-1),
    composer: () => composerRef.current?.focus(),
    quickReplies: () => {
      setTab('quickReplies');
      setPanelOpen(true);
      setSideOpen(true);
      setQuickFocus((n) => n + 1);
    },
    help: () => setHelp(true),
  });
  const closePanel = useCallback(() => setPanelOpen(false), [setPanelOpen]);
  const renderText = useCallback((text: string) => <WaybillText text={text} onOpen={openWaybill} />, [openWaybill]);
  if (!agentId) return <Typography sx={{ p: 2 }}>{t('noAgent')}</Typography>;
  const side = (
    <DeskSidePanel
      tab={desk.tab}
      onTab={desk.setTab}
      session={sideSession}
      chatKey={sideSession?.sessionId ?? ''}
      messages={sideMessages}
      waybillNo={sideWaybill}
      version={desk.billsVersion}
      onWaybill={openWaybill}
      onCreateWorkBill={desk.setCreateFor}
      onInsert={onInsert}
      quickFocus={quickFocus}
      onClose={wide ? undefined : closePanel}
      onCollapse={wide ? collapseSide : undefined}
    />
  );
  return (
    // Every control shows where the keyboard is (a ring, besides MUI's own tint).
    <Box sx={{ display: 'flex', flexDirection: 'column', height: 'calc(100vh - 140px)', minHeight: 420, '& .Mui-focusVisible, & button:focus-visible, & a:focus-visible, & [role="tab"]:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: '2px' } }}>
      <NoGroupNotice t={t} />
      <Box sx={{ display: 'flex', gap: 1, flex: 1, minHeight: 0, p: 1 }}>
        <Paper sx={{ width: { xs: 120, sm: 200, md: 260, xl: 300 }, flexShrink: 0, overflowY: 'auto', contain: 'content' }}>
          <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', pl: 1.5, pr: 0.5 }}>
            <Typography variant="subtitle2" sx={{ flex: 1, py: 1.5 }}>
              {t('sessions')}
            </Typography>
            {notifications.supported && (
              <Tooltip title={notifications.blocked ? t('notifyBlocked') : notifications.on ? t('notifyOn') : t('notifyOff')}>
                <IconButton size="small" aria-pressed={notifications.on} aria-label={notifications.on ? t('notifyOn') : t('notifyOff')} onClick={() => void notifications.toggle()} color={notifications.on ? 'primary' : 'default'}>
                  {notifications.on ? <NotificationsActiveIcon fontSize="small" /> : <NotificationsOffIcon fontSize="small" />}
                </IconButton>
              </Tooltip>
            )}
            <Tooltip title={`${t('shortcuts')} (?)`}>
              <IconButton size="small" aria-label={t('shortcuts')} aria-keyshortcuts="?" onClick={() => setHelp(true)}>
                <KeyboardIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </Stack>
          {notifications.blocked && (
            <Typography role="alert" variant="caption" color="error" sx={{ display: 'block', px: 1.5, pb: 1 }}>
              {t('notifyBlocked')}
            </Typography>
          )}
          <SessionList sessions={wb.sessions} current={wb.current} onOpen={wb.open} onHover={wb.prefetch} t={t} lang={lang} ready={ready} />
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
              onAct={onAct}
              banner={
                <>
                  <ReasonBanner reasons={reasons} lang={lang} />
                  <LabelField key={session.sessionId} sessionId={session.sessionId} labelledByRules={labelledByRules(wb.messages)} />
                </>
              }
              onSendImage={wb.sendImage}
              evaluation={wb.evaluation}
              renderText={renderText}
              insert={desk.insert}
              composerRef={composerRef}
              actions={(own) => (
                <DeskActions
                  sessionId={session.sessionId}
                  active={session.status === 'active'}
                  waybillNo={desk.waybillNo}
                  onCreateFor={desk.setCreateFor}
                  onTransferred={() => void wb.reload()}
                  onOpenPanel={wide ? undefined : () => desk.setPanelOpen(true)}
                  own={withReasonActions(own, reasons, endRef, translate('ccim.desk.reasons.button'))}
                />
              )}
            />
          ) : (
            <Typography sx={{ p: 2 }} color="text.secondary">
              {t('pick')}
            </Typography>
          )}
        </Paper>
        {wide ? (
          sideOpen ? (
            <Paper sx={{ width: { lg: 340, xl: 400 }, flexShrink: 0, minHeight: 0, contain: 'content' }}>{side}</Paper>
          ) : (
            <Paper sx={{ flexShrink: 0, display: 'flex', flexDirection: 'column', alignItems: 'center', pt: 0.5 }}>
              <Tooltip title={translate('ccim.desk.panelShow')} placement="left">
                <IconButton aria-label={translate('ccim.desk.panelShow')} aria-expanded={false} onClick={() => setSideOpen(true)}>
                  <ChevronLeftIcon />
                </IconButton>
              </Tooltip>
            </Paper>
          )
        ) : (
          <Drawer anchor="right" open={desk.panelOpen} onClose={closePanel} slotProps={{ paper: { sx: { width: { xs: '100%', sm: 420 } } } }}>
            {side}
          </Drawer>
        )}
        <ShortcutsHelp open={help} onClose={() => setHelp(false)} t={t} />
        <Box role="status" aria-live="polite" data-testid="wb-announcer" sx={visuallyHidden}>
          {announcement}
        </Box>
      </Box>
      {reasons.picker && <ReasonDialog key={reasons.picker.sessionId} reasons={reasons} lang={lang} onSavedForEnd={() => endRef.current()} />}
      {desk.createFor !== null && (
        <CreateWorkBillDialog open key={`${desk.createFor.sessionId}:${desk.createFor.waybillNo}`} waybillNo={desk.createFor.waybillNo} sessionId={desk.createFor.sessionId || undefined} onClose={() => desk.setCreateFor(null)} onCreated={desk.billCreated} />
      )}
    </Box>
  );
}
