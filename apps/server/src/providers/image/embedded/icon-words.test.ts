import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { FALLBACK_ICON, ICON_WORDS, MISLEADING_COMPOUNDS } from './icon-words';
import { listVocabulary, tokenize } from './match-element';
import { findMissingIcons, getNotoIcons, standaloneIconSvg, usedIconNames } from './noto-icons';

describe('the word→icon vocabulary', () => {
  it('names only icons that exist in @iconify-json/noto', () => {
    expect(findMissingIcons(usedIconNames())).toEqual([]);
    expect(findMissingIcons([FALLBACK_ICON])).toEqual([]);
  });

  it('knows at least 150 icons and 400 words', () => {
    expect(new Set(ICON_WORDS.map((entry) => entry.icon)).size).toBeGreaterThanOrEqual(150);
    expect(listVocabulary().length).toBeGreaterThanOrEqual(400);
  });

  it('lists each word once, so no word depends on list order', () => {
    const seen = new Map<string, string>();
    const duplicates: string[] = [];
    for (const entry of ICON_WORDS) {
      for (const word of entry.words) {
        if (seen.has(word)) duplicates.push(`${word} (${seen.get(word)} and ${entry.icon})`);
        seen.set(word, entry.icon);
      }
    }
    expect(duplicates).toEqual([]);
  });

  it('writes every word the way the matcher reads it', () => {
    const unreadable = [
      ...ICON_WORDS.flatMap((entry) => entry.words),
      ...MISLEADING_COMPOUNDS,
    ].filter((word) => tokenize(word).join(' ') !== word);
    expect(unreadable).toEqual([]);
  });

  it('keeps no vocabulary word inside the misleading compounds list', () => {
    const words = new Set(listVocabulary());
    expect(MISLEADING_COMPOUNDS.filter((compound) => words.has(compound))).toEqual([]);
  });

  // resvg-js 2.6.2 aborts the whole process (uncatchable) when a layered group lands entirely
  // off-canvas, which icons with shapes outside their viewBox can cause once scaled and placed.
  it('uses only icons whose drawing stays inside their viewBox', { timeout: 60_000 }, () => {
    const outside: string[] = [];
    for (const [name, icon] of getNotoIcons()) {
      const [x = 0, y = 0, w = 0, h = 0] = icon.viewBox.split(' ').map(Number);
      const box = new Resvg(standaloneIconSvg(icon)).getBBox();
      const tolerance = 2;
      if (
        box &&
        (box.x < x - tolerance ||
          box.y < y - tolerance ||
          box.x + box.width > x + w + tolerance ||
          box.y + box.height > y + h + tolerance)
      ) {
        outside.push(name);
      }
    }
    expect(outside).toEqual([]);
  });

  // Some noto icons are square tiles with their own night sky behind; in a scene they look like
  // stickers. A tile is opaque all along a ring just inside its border.
  it('uses no icons drawn as square tiles', { timeout: 60_000 }, () => {
    const rectangularByNature = new Set(['musical-keyboard']);
    const tiles: string[] = [];
    for (const [name, icon] of getNotoIcons()) {
      if (rectangularByNature.has(name)) continue;
      const image = new Resvg(standaloneIconSvg(icon), {
        fitTo: { mode: 'width', value: 64 },
      }).render();
      // `pixels` copies the whole buffer on every read, so read it once.
      const pixels = image.pixels;
      const alphaAt = (x: number, y: number): number => pixels[(y * image.width + x) * 4 + 3] ?? 0;
      let opaque = 0;
      let total = 0;
      for (let i = 8; i < 56; i++) {
        for (const [x, y] of [
          [i, 4],
          [4, i],
          [59, i],
          [i, 59],
        ] as const) {
          total++;
          if (alphaAt(x, y) > 200) opaque++;
        }
      }
      if (opaque / total > 0.9) tiles.push(name);
    }
    expect(tiles).toEqual([]);
  });
});
