import { useCallback, useState } from 'react';
import { readNightReading, writeNightReading } from '../lib/night-reading';

/** `localStorage`, or nothing where reading the property itself throws (storage blocked). */
function deviceStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** The night reading view on or off, remembered on this device for the next story. */
export function useNightReading() {
  const [on, setOn] = useState(() => readNightReading(deviceStorage()));
  const change = useCallback((next: boolean) => {
    setOn(next);
    writeNightReading(deviceStorage(), next);
  }, []);
  return [on, change] as const;
}
