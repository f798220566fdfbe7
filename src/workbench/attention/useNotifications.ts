import { useCallback, useEffect, useRef, useState } from 'react';

const key = (agentId: string) => `ccim.notify.${agentId}`;
const supported = () => typeof window !== 'undefined' && 'Notification' in window;

/**
 * Desktop notifications, opt-in per agent (kept in localStorage): asked for once when the agent switches them on,
 * shown only while the tab is hidden (a visible workbench has its list, title and sounds). Clicking one brings the
 * tab forward and opens the chat.
 */
export function useNotifications(agentId: string | undefined) {
  const [on, setOn] = useState(() => {
    try {
      return !!agentId && supported() && Notification.permission === 'granted' && localStorage.getItem(key(agentId)) === '1';
    } catch {
      return false;
    }
  });
  const [blocked, setBlocked] = useState(false);
  const onRef = useRef(on);
  useEffect(() => {
    onRef.current = on;
  }, [on]);

  const keep = (value: boolean) => {
    try {
      if (agentId) localStorage.setItem(key(agentId), value ? '1' : '0');
    } catch {
      // Not kept: the choice lasts for this page.
    }
  };
  const toggle = useCallback(async () => {
    if (on) {
      setOn(false);
      keep(false);
      return;
    }
    if (!supported()) return setBlocked(true);
    const permission = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
    setBlocked(permission !== 'granted');
    if (permission !== 'granted') return;
    setOn(true);
    keep(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keep reads agentId, listed
  }, [on, agentId]);

  const notify = useCallback((title: string, body: string, tag: string, onClick: () => void) => {
    if (!onRef.current || !supported() || document.visibilityState !== 'hidden') return;
    try {
      const n = new Notification(title, { body, tag });
      n.onclick = () => {
        window.focus();
        onClick();
        n.close();
      };
    } catch {
      // A browser that allows the permission but not the constructor (some mobile ones): nothing to show.
    }
  }, []);

  return { supported: supported(), on, blocked, toggle, notify };
}
