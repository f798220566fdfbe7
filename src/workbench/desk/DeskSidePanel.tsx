import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import { Box, IconButton, Tab, Tabs, Tooltip, Typography } from '@mui/material';
import { memo } from 'react';
import { useTranslate } from 'react-admin';
import type { ChatMessage } from '../../common/events';
import { CustomerTab } from '../customer/CustomerTab';
import { QuickReplyPanel } from '../quickReplies/QuickReplyPanel';
import { OutletFinder } from '../waybill/OutletFinder';
import { WaybillPanel } from '../waybill/WaybillPanel';
import { WaybillSearch } from '../waybill/WaybillSearch';
import type { DeskTab } from './useDesk';
import { VisitorTab } from './VisitorTab';

interface Props {
  tab: DeskTab;
  onTab(tab: DeskTab): void;
  session: { sessionId: string; visitorNickname: string } | undefined;
  /** The open chat: what was typed into the waybill tab belongs to it and goes when another chat opens. */
  chatKey: string;
  messages: ChatMessage[];
  waybillNo: string | null;
  /** Changes when a work bill was created: the panel reads the waybill again. */
  version: number;
  onWaybill(no: string): void;
  onCreateWorkBill(no: string): void;
  onInsert(text: string): void;
  /** A new number puts the focus in the quick replies' search box (Alt+Q). */
  quickFocus?: number;
  /** In the drawer of a narrow screen: closes it. */
  onClose?(): void;
  /** On a wide screen: folds the panel away (the page keeps a button to bring it back). */
  onCollapse?(): void;
}

/** The workbench's side panel: the visitor, their customer, the waybill being looked at, and quick replies. Memoised: it renders again only when what it shows changed. */
export const DeskSidePanel = memo(function DeskSidePanel({ tab, onTab, session, chatKey, messages, waybillNo, version, onWaybill, onCreateWorkBill, onInsert, quickFocus, onClose, onCollapse }: Props) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }} data-testid="desk-side-panel">
      <Box sx={{ display: 'flex', alignItems: 'center', borderBottom: 1, borderColor: 'divider', flexShrink: 0 }}>
        <Tabs value={tab} onChange={(_e, v: DeskTab) => onTab(v)} variant="fullWidth" sx={{ flex: 1 }}>
          <Tab value="visitor" label={translate('ccim.desk.visitor.tab')} />
          <Tab value="customer" label={translate('ccim.desk.customer.tab')} />
          <Tab value="waybill" label={translate('ccim.desk.waybill.tab')} />
          <Tab value="quickReplies" label={translate('ccim.desk.quickReply.tab')} />
        </Tabs>
        {onCollapse && (
          <Tooltip title={translate('ccim.desk.panelHide')}>
            <IconButton aria-label={translate('ccim.desk.panelHide')} aria-expanded onClick={onCollapse}>
              <ChevronRightIcon />
            </IconButton>
          </Tooltip>
        )}
        {onClose && (
          <IconButton aria-label={translate('ccim.desk.close')} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        )}
      </Box>
      <Box sx={{ flex: 1, overflowY: 'auto' }}>
        {tab === 'visitor' &&
          (session ? (
            <VisitorTab key={session.sessionId} session={session} messages={messages} onWaybill={onWaybill} />
          ) : (
            <Typography sx={{ p: 2 }} color="text.secondary">
              {translate('ccim.desk.visitor.none')}
            </Typography>
          ))}
        {tab === 'customer' &&
          (session ? (
            <CustomerTab key={session.sessionId} sessionId={session.sessionId} onWaybill={onWaybill} />
          ) : (
            <Typography sx={{ p: 2 }} color="text.secondary">
              {translate('ccim.desk.customer.none')}
            </Typography>
          ))}
        {tab === 'waybill' && (
          <>
            <WaybillSearch key={`${chatKey}:${waybillNo ?? ''}`} onOpen={onWaybill} />
            {waybillNo ? (
              <WaybillPanel key={`${waybillNo}-${version}`} waybillNo={waybillNo} onCreateWorkBill={onCreateWorkBill} />
            ) : (
              <Typography sx={{ p: 2 }} color="text.secondary">
                {translate('ccim.desk.waybill.pick')}
              </Typography>
            )}
            <OutletFinder key={chatKey} />
          </>
        )}
        {tab === 'quickReplies' && <QuickReplyPanel onInsert={onInsert} focusKey={quickFocus} />}
      </Box>
    </Box>
  );
});
