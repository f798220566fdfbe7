import { useEffect, useState } from 'react';
import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { audioUnlocked, unlockAudio } from '../sounds';
import { useShellState } from '../state/ShellState';

/** Browsers mute pages until a click: while sound is on but still locked, ask for one (product.md §8). */
export function SoundPrompt() {
  const { isPlay } = useShellState();
  const translate = useTranslate();
  const [locked, setLocked] = useState(() => !audioUnlocked());

  useEffect(() => {
    if (!isPlay || !locked) return;
    const onClick = () => void unlockAudio().then((ok) => ok && setLocked(false));
    window.addEventListener('pointerdown', onClick);
    return () => window.removeEventListener('pointerdown', onClick);
  }, [isPlay, locked]);

  if (!isPlay || !locked) return null;
  return (
    <Alert severity="info" sx={{ borderRadius: 0, py: 0 }} data-testid="sound-prompt">
      {translate('ccim.header.soundPrompt')}
    </Alert>
  );
}
