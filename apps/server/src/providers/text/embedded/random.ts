/** A small seeded random source: every choice in a story flows from it, so a seed replays a story exactly. */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, max). */
  int(max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
}

/** FNV-1a over the parts: stable across runs and platforms, unlike Math.random or object hashing. */
export function hashSeed(...parts: ReadonlyArray<string | number>): number {
  let hash = 0x811c9dc5;
  const text = parts.join('\u0000');
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Mulberry32: tiny and fast with good spread for choosing phrasings; never use it for secrets. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number): number => Math.floor(next() * max);
  return {
    next,
    int,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new Error('Cannot pick from an empty list');
      return items[int(items.length)] as T;
    },
    chance: (probability) => next() < probability,
  };
}

/**
 * Picks from phrase banks without repeating an entry within one story, so two beats never
 * reuse the same line; a bank only starts over once every entry has been used.
 */
export class PhrasePicker {
  private readonly used = new Map<readonly unknown[], Set<number>>();

  constructor(private readonly random: Random) {}

  take<T>(bank: readonly T[], accept: (item: T) => boolean = () => true): T {
    const item = this.tryTake(bank, accept);
    if (item === undefined) throw new Error('No phrase in this bank fits the story');
    return item;
  }

  /** Like take, but returns undefined instead of failing when nothing fits. */
  tryTake<T>(bank: readonly T[], accept: (item: T) => boolean = () => true): T | undefined {
    let used = this.used.get(bank);
    if (!used) {
      used = new Set();
      this.used.set(bank, used);
    }
    const fresh: number[] = [];
    const fitting: number[] = [];
    for (let index = 0; index < bank.length; index++) {
      if (!accept(bank[index] as T)) continue;
      fitting.push(index);
      if (!used.has(index)) fresh.push(index);
    }
    const candidates = fresh.length > 0 ? fresh : fitting;
    if (candidates.length === 0) return undefined;
    const index = this.random.pick(candidates);
    used.add(index);
    return bank[index];
  }
}
