import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { BlockDialog } from '../block/BlockDialog';
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
}

/** Transfer, blacklist and work bill buttons of the chat header (the work bill dialog belongs to the page). */
export function DeskActions({ sessionId, active, waybillNo, onCreateFor, onTransferred, onOpenPanel }: Props) {
  const translate = useTranslate();
  const [transfer, setTransfer] = useState(false);
  const [block, setBlock] = useState(false);
  return (
    <>
      {onOpenPanel && (
        <Button size="small" onClick={onOpenPanel}>
          {translate('ccim.desk.panel')}
        </Button>
      )}
      <Button size="small" onClick={() => onCreateFor(waybillNo ?? '')}>
        {translate('ccim.desk.workbill.create')}
      </Button>
      <Button size="small" disabled={!active} onClick={() => setTransfer(true)}>
        {translate('ccim.desk.transfer.button')}
      </Button>
      <Button size="small" color="error" onClick={() => setBlock(true)}>
        {translate('ccim.desk.block.button')}
      </Button>
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
