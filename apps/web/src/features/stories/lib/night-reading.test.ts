import { describe, expect, it } from 'vitest';
import { NIGHT_READING_KEY, readNightReading, writeNightReading } from './night-reading';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

const blocked = {
  getItem: (): string | null => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('Quota exceeded', 'QuotaExceededError');
  },
  removeItem: () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  },
};

describe('the night reading choice', () => {
  it('is off until turned on, remembered when on, and leaves nothing behind when off', () => {
    const storage = memoryStorage();
    expect(readNightReading(storage)).toBe(false);
    writeNightReading(storage, true);
    expect(storage.values.get(NIGHT_READING_KEY)).toBe('on');
    expect(readNightReading(storage)).toBe(true);
    writeNightReading(storage, false);
    expect(storage.values.size).toBe(0);
    expect(readNightReading(storage)).toBe(false);
  });

  it('reads anything else as off', () => {
    const storage = memoryStorage();
    storage.setItem(NIGHT_READING_KEY, 'true');
    expect(readNightReading(storage)).toBe(false);
  });

  it('never throws when storage is missing or blocked', () => {
    expect(readNightReading(undefined)).toBe(false);
    expect(readNightReading(blocked)).toBe(false);
    expect(() => writeNightReading(blocked, true)).not.toThrow();
    expect(() => writeNightReading(undefined, false)).not.toThrow();
  });
});
