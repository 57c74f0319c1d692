/**
 * The parent's choice of the night reading view (docs/decisions/026-night-mode.md), kept on this
 * device: a setting they made themselves for the page they asked for, not a tracker.
 */
export const NIGHT_READING_KEY = 'nightReading';

type ReadableStorage = Pick<Storage, 'getItem'>;
type WritableStorage = Pick<Storage, 'setItem' | 'removeItem'>;

/** On only when turned on here before; storage that is missing or blocked reads as off. */
export function readNightReading(storage: ReadableStorage | undefined): boolean {
  try {
    return storage?.getItem(NIGHT_READING_KEY) === 'on';
  } catch {
    return false;
  }
}

/** Remembers the choice; off leaves nothing behind. Blocked storage only forgets it. */
export function writeNightReading(storage: WritableStorage | undefined, on: boolean) {
  try {
    if (on) storage?.setItem(NIGHT_READING_KEY, 'on');
    else storage?.removeItem(NIGHT_READING_KEY);
  } catch {
    // Private browsing or storage turned off: the view still changes, it is just not remembered.
  }
}
