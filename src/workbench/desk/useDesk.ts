import { useCallback, useState } from 'react';

export type DeskTab = 'visitor' | 'waybill' | 'quickReplies';

/** The side panel's state: the tab, the waybill looked at, and text handed to the composer. */
export function useDesk() {
  const [tab, setTab] = useState<DeskTab>('visitor');
  const [waybillNo, setWaybillNo] = useState<string | null>(null);
  const [insert, setInsert] = useState<{ text: string; nonce: number } | undefined>();
  const [panelOpen, setPanelOpen] = useState(false);
  /** The waybill number a new work bill starts from ('' for none); null when the dialog is closed. */
  const [createFor, setCreateFor] = useState<string | null>(null);
  /** Bumped when a work bill is created, so the waybill panel reads its bills again. */
  const [billsVersion, setBillsVersion] = useState(0);
  const billCreated = useCallback(() => {
    setCreateFor(null);
    setBillsVersion((n) => n + 1);
  }, []);
  const openWaybill = useCallback((no: string) => {
    setWaybillNo(no.toUpperCase());
    setTab('waybill');
    setPanelOpen(true);
  }, []);
  const insertText = useCallback((text: string) => setInsert((p) => ({ text, nonce: (p?.nonce ?? 0) + 1 })), []);
  return { tab, setTab, waybillNo, openWaybill, insert, insertText, panelOpen, setPanelOpen, createFor, setCreateFor, billsVersion, billCreated };
}
