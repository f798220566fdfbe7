import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { TransferDialog } from '../transfer/TransferDialog';
import { CreateWorkBillDialog } from '../workbill/CreateWorkBillDialog';

interface Props {
  sessionId: string;
  active: boolean;
  /** The waybill in the side panel, prefilled into a new work bill. */
  waybillNo: string | null;
  createFor: string | null;
  onCreateFor(no: string | null): void;
  onTransferred(): void;
  onCreated(): void;
  /** On narrow screens the side panel is a drawer: this opens it. */
  onOpenPanel?(): void;
}

/** Transfer and work bill buttons of the chat header, with their dialogs. */
export function DeskActions({ sessionId, active, waybillNo, createFor, onCreateFor, onTransferred, onCreated, onOpenPanel }: Props) {
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
      {createFor !== null && (
        <CreateWorkBillDialog open key={`${sessionId}-${createFor}`} waybillNo={createFor} sessionId={sessionId} onClose={() => onCreateFor(null)} onCreated={onCreated} />
      )}
    </>
  );
}
