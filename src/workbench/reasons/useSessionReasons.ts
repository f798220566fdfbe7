import { useCallback, useEffect, useState } from 'react';
import { HttpError } from 'react-admin';
import type { ChosenReason, OfferedReason } from '../../common/contactReasons';
import { MAIN_BASE } from '../../common/runtimeConfig';
import { api } from '../../dataProvider/api';

const WB = `${MAIN_BASE}/workbench`;

/** Whether a failed call was `workbench/clear` refusing to end a chat that has no contact reason yet. */
export const isReasonRequired = (e: unknown): boolean =>
  e instanceof HttpError && (e.body as { data?: { reasonRequired?: unknown } } | null)?.data?.reasonRequired === true;

export interface SessionReasons {
  /** The reasons on offer, in tree order (empty until loaded). */
  offered: OfferedReason[];
  /** The service asks for a reason before a chat ends. */
  required: boolean;
  /** The open chat's reasons (empty until loaded or when none is set). */
  chosen: ChosenReason[];
  /** A reason the chat's waybill state or the robot's class of the question points to (null: none). */
  suggestion: ChosenReason | null;
  /** The picker, open for this chat; `forEnd`: it was asked for by ending the chat. */
  picker: { sessionId: string; forEnd: boolean } | null;
  ask(forEnd: boolean): void;
  close(): void;
  /** Saves the chat's reasons; answers whether it worked (the client has shown any error). */
  save(ids: string[]): Promise<boolean>;
}

/** The contact reasons of the open chat, what the service offers, and the picker's state. */
export function useSessionReasons(sessionId: string | null): SessionReasons {
  const [offer, setOffer] = useState<{ required: boolean; reasons: OfferedReason[] }>({ required: false, reasons: [] });
  const [bySession, setBySession] = useState<Record<string, ChosenReason[]>>({});
  const [suggestions, setSuggestions] = useState<Record<string, ChosenReason | null>>({});
  const [picker, setPicker] = useState<SessionReasons['picker']>(null);
  const loadOffer = useCallback(() => {
    api
      .request<{ required: boolean; reasons: OfferedReason[] }>('GET', `${WB}/contactReasons`, { silent: true })
      .then(setOffer)
      .catch(() => undefined);
  }, []);
  useEffect(loadOffer, [loadOffer]);
  useEffect(() => {
    if (!sessionId) return;
    let alive = true;
    api
      .request<{ reasons: ChosenReason[]; suggestion: ChosenReason | null }>('GET', `${WB}/sessionReasons`, { query: { sessionId }, silent: true })
      .then((d) => {
        if (!alive) return;
        setBySession((m) => ({ ...m, [sessionId]: d.reasons }));
        setSuggestions((m) => ({ ...m, [sessionId]: d.suggestion }));
      })
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [sessionId]);
  const ask = useCallback(
    (forEnd: boolean) => {
      if (!sessionId) return;
      // The list and the setting may have changed since the page opened: read them again.
      loadOffer();
      setPicker({ sessionId, forEnd });
    },
    [sessionId, loadOffer],
  );
  const close = useCallback(() => setPicker(null), []);
  const save = useCallback(
    async (ids: string[]) => {
      const target = picker?.sessionId ?? sessionId;
      if (!target) return false;
      try {
        const d = await api.request<{ reasons: ChosenReason[] }>('PUT', `${WB}/sessionReasons`, { body: { sessionId: target, reasonIds: ids } });
        setBySession((m) => ({ ...m, [target]: d.reasons }));
        return true;
      } catch {
        return false;
      }
    },
    [picker, sessionId],
  );
  return {
    offered: offer.reasons,
    required: offer.required,
    chosen: (sessionId && bySession[sessionId]) || [],
    suggestion: (sessionId && suggestions[sessionId]) || null,
    picker: picker && picker.sessionId === sessionId ? picker : null,
    ask,
    close,
    save,
  };
}
