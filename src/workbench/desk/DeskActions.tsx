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
  const [transfer, setTransfer] = useState(false);
  const [block, setBlock] = useState(false);
  const [end, ...others] = own;
  const items: ToolbarAction[] = [
    ...(onOpenPanel ? [{ key: 'panel', label: translate('ccim.desk.panel'), onClick: onOpenPanel }] : []),
    { key: 'transfer', label: translate('ccim.desk.transfer.button'), disabled: !active, onClick: () => setTransfer(true) },
    ...(end ? [end] : []),
    { key: 'workbill', label: translate('ccim.desk.workbill.create'), onClick: () => onCreateFor(waybillNo ?? '') },
    ...others,
    { key: 'block', label: translate('ccim.desk.block.button'), color: 'error', onClick: () => setBlock(true) },
  ];
  return (
    <>
      <ActionToolbar items={items} />
      {block && <BlockDialog sessionId={sessionId} onClose={() => setBlock(false)} onBlocked={() => setBlock(false)} />}
      {transfer && (
        <TransferDialog
          open
          sessionId={sessionId}
          onClose={() => setTransfer(false)}
          onTransferred={() => {
            setTransfer(false);
            onTransferred();
          }}
        />
      )}
    </>
  );
}
