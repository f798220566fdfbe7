import { useEffect, useState } from 'react';
import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { audioUnlocked, onAudioState, unlockAudio } from '../sounds';
import { useShellState } from '../state/ShellState';

/** Browsers mute pages until a click: while sound is on but still locked, ask for one (product.md §8). */
export function SoundPrompt() {
  const { isPlay } = useShellState();
  const translate = useTranslate();
  const [locked, setLocked] = useState(() => !audioUnlocked());
  // Unlocked by a press that is not over yet: the banner stays until the release.
  const [unlockedInPress, setUnlockedInPress] = useState(false);

  useEffect(() => {
    if (!isPlay || !locked) return;
    // The banner sits above the page, so its leaving moves the page up. Leaving between a press and its release
    // moved the button under the pointer away, the release landed on what was there then, and the click was lost.
    // So it leaves only after the press is over (after the click it makes), or at once when nothing is pressed.
    let pressed = false;
    let unlocked = false;
    let timer: number | undefined;
    const leave = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setLocked(false), 0);
    };
    const unlockedNow = () => {
      unlocked = true;
      if (pressed) setUnlockedInPress(true);
      else leave();
    };
    const onDown = () => {
      pressed = true;
      void unlockAudio().then((ok) => ok && unlockedNow());
    };
    const onUp = () => {
      pressed = false;
      if (unlocked) leave();
    };
    const stop = onAudioState(() => audioUnlocked() && unlockedNow());
    window.addEventListener('pointerdown', onDown);
    window.addEventListener('pointerup', onUp);
    window.addEventListener('pointercancel', onUp);
    return () => {
      stop();
      window.clearTimeout(timer);
      window.removeEventListener('pointerdown', onDown);
      window.removeEventListener('pointerup', onUp);
      window.removeEventListener('pointercancel', onUp);
    };
  }, [isPlay, locked]);

  if (!isPlay || !locked) return null;
  return (
    <Alert severity="info" sx={{ borderRadius: 0, py: 0 }} data-testid="sound-prompt" data-state={unlockedInPress ? 'unlocked' : 'locked'}>
      {translate('ccim.header.soundPrompt')}
    </Alert>
  );
}
