import { useEffect, useRef } from 'react';

export interface ShortcutActions {
  next(): void;
  previous(): void;
  composer(): void;
  quickReplies(): void;
  help(): void;
}

/** Where a key is text being typed: '/' and '?' type themselves there. */
const typingIn = (el: EventTarget | null) =>
  el instanceof HTMLElement && (el.isContentEditable || /^(TEXTAREA|SELECT)$/.test(el.tagName) || (el instanceof HTMLInputElement && !/^(checkbox|radio|button|submit|reset|range|color|file)$/.test(el.type)));

/**
 * The workbench's keys (listed by `ShortcutsHelp`): Alt+↓ / Alt+↑ the next / previous chat, Alt+C or '/' the reply
 * box, Alt+Q quick replies, '?' the list of shortcuts. Enter sends in the composer itself. Alt is matched by the
 * physical key, so a keyboard layout that makes Alt+C another character still works. Nothing fires inside a dialog.
 */
export function useShortcuts(actions: ShortcutActions) {
  const ref = useRef(actions);
  useEffect(() => {
    ref.current = actions;
  }, [actions]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.isComposing || e.ctrlKey || e.metaKey) return;
      if (e.target instanceof Element && e.target.closest('[role="dialog"],[role="listbox"],[role="menu"]')) return;
      const a = ref.current;
      let run: (() => void) | undefined;
      if (e.altKey && !e.shiftKey) {
        if (e.key === 'ArrowDown') run = a.next;
        else if (e.key === 'ArrowUp') run = a.previous;
        else if (e.code === 'KeyC') run = a.composer;
        else if (e.code === 'KeyQ') run = a.quickReplies;
      } else if (!e.altKey && !typingIn(e.target)) {
        if (e.key === '/') run = a.composer;
        else if (e.key === '?') run = a.help;
      }
      if (!run) return;
      e.preventDefault();
      run();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
