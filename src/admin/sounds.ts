/**
 * The welcome sound (a new session) and the tips sound (a customer message), synthesised with the Web Audio API
 * so nothing has to be downloaded. Browsers keep audio suspended until the user interacts with the page, hence
 * the "click anywhere" prompt in the header.
 */
let ctx: AudioContext | null = null;

function context(): AudioContext | null {
  if (typeof window === 'undefined' || !('AudioContext' in window)) return null;
  ctx ??= new AudioContext();
  return ctx;
}

export const audioUnlocked = (): boolean => context()?.state === 'running';

/** Calls `listener` whenever the page's audio is suspended or resumed (a browser may resume it by itself); returns the unsubscribe. */
export function onAudioState(listener: () => void): () => void {
  const c = context();
  c?.addEventListener('statechange', listener);
  return () => c?.removeEventListener('statechange', listener);
}

export async function unlockAudio(): Promise<boolean> {
  const c = context();
  if (!c) return false;
  if (c.state !== 'running') await c.resume().catch(() => undefined);
  return c.state === 'running';
}

function tone(c: AudioContext, freq: number, start: number, length: number): void {
  const osc = c.createOscillator();
  const gain = c.createGain();
  osc.type = 'sine';
  osc.frequency.value = freq;
  gain.gain.setValueAtTime(0.0001, c.currentTime + start);
  gain.gain.exponentialRampToValueAtTime(0.25, c.currentTime + start + 0.02);
  gain.gain.exponentialRampToValueAtTime(0.0001, c.currentTime + start + length);
  osc.connect(gain).connect(c.destination);
  osc.start(c.currentTime + start);
  osc.stop(c.currentTime + start + length + 0.05);
}

type Sound = 'welcome' | 'tips';

export function playSound(sound: Sound): void {
  const c = context();
  if (!c || c.state !== 'running') return;
  if (sound === 'welcome') {
    tone(c, 660, 0, 0.18);
    tone(c, 880, 0.18, 0.22);
    tone(c, 1320, 0.4, 0.3);
  } else {
    tone(c, 988, 0, 0.15);
  }
}
