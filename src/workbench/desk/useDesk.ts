import { useCallback, useLayoutEffect, useRef, useState } from 'react';

export type DeskTab = 'visitor' | 'customer' | 'waybill' | 'quickReplies';

/** A work bill being written: the waybill it starts from ('' for none) and the chat it comes from. */
export interface CreateFor {
  waybillNo: string;
  sessionId: string;
}

/**
 * The side panel's state: the tab, the waybill looked at, and text handed to the composer. What belongs to a
 * customer (the waybill looked at, a work bill being written) is kept per chat, so another chat never shows it.
 */
export function useDesk(sessionId: string | null) {
  const chat = sessionId ?? '';
  // The callbacks read the open chat from a ref, so they stay the same and a switch does not render the memoised
  // side panel before its deferred turn.
  const chatRef = useRef(chat);
  useLayoutEffect(() => {
    chatRef.current = chat;
  }, [chat]);
  const [tab, setTab] = useState<DeskTab>('visitor');
  const [waybills, setWaybills] = useState<Record<string, string>>({});
  const [insert, setInsert] = useState<{ text: string; nonce: number } | undefined>();
  const [panelOpen, setPanelOpen] = useState(false);
  /** The work bill dialog, open for one chat; null when closed. */
  const [creating, setCreating] = useState<CreateFor | null>(null);
  /** Bumped when a work bill is created, so the waybill panel reads its bills again. */
  const [billsVersion, setBillsVersion] = useState(0);
  const billCreated = useCallback(() => {
    setCreating(null);
    setBillsVersion((n) => n + 1);
  }, []);
  const openWaybill = useCallback(
    (no: string) => {
      setWaybills((w) => ({ ...w, [chatRef.current]: no.toUpperCase() }));
      setTab('waybill');
      setPanelOpen(true);
    },
    [],
  );
  const setCreateFor = useCallback((no: string | null) => setCreating(no === null ? null : { waybillNo: no, sessionId: chatRef.current }), []);
  const insertText = useCallback((text: string) => setInsert((p) => ({ text, nonce: (p?.nonce ?? 0) + 1 })), []);
  return {
    tab,
    setTab,
    waybillNo: waybills[chat] ?? null,
    openWaybill,
    insert,
    insertText,
    panelOpen,
    setPanelOpen,
    /** The work bill dialog of the open chat (one begun in another chat waits there). */
    createFor: creating && creating.sessionId === chat ? creating : null,
    setCreateFor,
    billsVersion,
    billCreated,
  };
}
