import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
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

/** Transfer and work bill buttons of the chat header (the work bill dialog belongs to the page). */
export function DeskActions({ sessionId, active, waybillNo, onCreateFor, onTransferred, onOpenPanel }: Props) {
  const translate = useTranslate();
  const [transfer, setTransfer] = useState(false);
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
