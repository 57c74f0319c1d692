import { useEffect } from 'react';
import { keepScreenAwake, type WakeLockPage } from '../lib/screen-wake-lock';

/** Keeps the screen awake while `active` (Screen Wake Lock API where the browser has it). */
export function useWakeLock(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const page: WakeLockPage = { navigator, document };
    return keepScreenAwake(page);
  }, [active]);
}
