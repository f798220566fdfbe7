import { useLayoutEffect, useRef, type KeyboardEvent } from 'react';

interface Props {
  value: string;
  label: string;
  maxLength?: number;
  onChange(value: string): void;
}

/** Grows with what is typed up to this many pixels, then scrolls. */
const MAX_HEIGHT = 120;

/** A touch screen's keyboard has no Shift+Enter: there Enter is a new line and the send button sends. */
const touchKeyboard = () => typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches;

/**
 * The visitor's message box: several lines. On a computer Enter sends (the form's submit) and Shift+Enter starts a
 * new line; on a phone Enter starts a new line. An input-method composition's Enter (choosing a Chinese word) never sends.
 */
export function ComposerInput({ value, label, maxLength = 2000, onChange }: Props) {
  const ref = useRef<HTMLTextAreaElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${Math.min(el.scrollHeight + 2, MAX_HEIGHT)}px`;
  }, [value]);
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing || touchKeyboard()) return;
    e.preventDefault();
    e.currentTarget.form?.requestSubmit();
  };
  return (
    <textarea
      ref={ref}
      className="input"
      rows={1}
      value={value}
      maxLength={maxLength}
      enterKeyHint={touchKeyboard() ? 'enter' : 'send'}
      onChange={(e) => onChange(e.target.value)}
      onKeyDown={onKeyDown}
      placeholder={label}
      aria-label={label}
    />
  );
}
