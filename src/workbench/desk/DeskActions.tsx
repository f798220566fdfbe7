import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { BlockDialog } from '../block/BlockDialog';
import { ActionToolbar, type ToolbarAction } from '../common/ActionToolbar';
import { TransferDialog } from '../transfer/TransferDialog';

interface Props {
  sessionId: string;
  active: boolean;
  /** The waybill in the side panel, prefilled into a new work bill. */
  waybillNo: string | null;
  onCreateFor(no: string): void;
  onTransferred(): void;
  /** On narrow screens the side panel is a drawer: this opens it. */
  onOpenPanel?(): void;
  /** The chat window's own actions (invite, end), first in the row: the most used. */
  own: ToolbarAction[];
}

/** The chat header's action row: the chat's own actions, then transfer, work bill, blacklist (the work bill dialog belongs to the page). */
export function DeskActions({ sessionId, active, waybillNo, onCreateFor, onTransferred, onOpenPanel, own }: Props) {
  const translate = useTranslate();
  // A dialog belongs to the chat it was opened in: another chat opened meanwhile (a notification's click) never
  // shows it, nor gets transferred or blacklisted by it.
  const [dialog, setDialog] = useState<{ what: 'transfer' | 'block'; sessionId: string } | null>(null);
  const open = dialog && dialog.sessionId === sessionId ? dialog.what : null;
  const close = () => setDialog(null);
  const [end, ...others] = own;
  const items: ToolbarAction[] = [
    ...(onOpenPanel ? [{ key: 'panel', label: translate('ccim.desk.panel'), onClick: onOpenPanel }] : []),
    { key: 'transfer', label: translate('ccim.desk.transfer.button'), disabled: !active, onClick: () => setDialog({ what: 'transfer', sessionId }) },
    ...(end ? [end] : []),
    { key: 'workbill', label: translate('ccim.desk.workbill.create'), onClick: () => onCreateFor(waybillNo ?? '') },
    ...others,
    { key: 'block', label: translate('ccim.desk.block.button'), color: 'error', onClick: () => setDialog({ what: 'block', sessionId }) },
  ];
  return (
    <>
      <ActionToolbar items={items} />
      {open === 'block' && <BlockDialog key={sessionId} sessionId={sessionId} onClose={close} onBlocked={close} />}
      {open === 'transfer' && (
        <TransferDialog
          key={sessionId}
          open
          sessionId={sessionId}
          onClose={close}
          onTransferred={() => {
            close();
            onTransferred();
          }}
        />
      )}
    </>
  );
}
