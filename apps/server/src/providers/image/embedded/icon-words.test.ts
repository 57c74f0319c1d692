import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { CUSTOM_PREFIX } from './icon-word-entry';
import { FALLBACK_ICON, ICON_WORDS, MISLEADING_COMPOUNDS } from './icon-words';
import { listVocabulary, tokenize } from './match-element';
import { findMissingIcons, getNotoIcons, standaloneIconSvg, usedIconNames } from './noto-icons';
import { PERSON_ROLES } from './person-roles';
import { PLACE_HINTS } from './place-hints';
import { PLACE_WORDS } from './place-words';
import { listSizedIcons } from './thing-sizes';

describe('the word→icon vocabulary', () => {
  it('names only icons that exist in @iconify-json/noto', () => {
    expect(findMissingIcons(usedIconNames())).toEqual([]);
    expect(findMissingIcons([FALLBACK_ICON])).toEqual([]);
  });

  it('knows at least 250 things and 900 words', () => {
    expect(new Set(ICON_WORDS.map((entry) => entry.icon)).size).toBeGreaterThanOrEqual(250);
    expect(listVocabulary().length).toBeGreaterThanOrEqual(900);
  });

  it('lists each word once, across things, places and people, so none depends on list order', () => {
    const seen = new Map<string, string>();
    const duplicates: string[] = [];
    const lists: [string, readonly string[]][] = [
      ...ICON_WORDS.map((entry) => [entry.icon, entry.words] as [string, readonly string[]]),
      ...PLACE_WORDS.map(
        (place) => [`place ${place.id}`, place.words] as [string, readonly string[]],
      ),
      ...PERSON_ROLES.map(
        (role) => [`person ${role.id}`, role.words] as [string, readonly string[]],
      ),
    ];
    for (const [owner, words] of lists) {
      for (const word of words) {
        if (seen.has(word)) duplicates.push(`${word} (${seen.get(word)} and ${owner})`);
        seen.set(word, owner);
      }
    }
    expect(duplicates).toEqual([]);
  });

  it('writes every word the way the matcher reads it', () => {
    const unreadable = [
      ...ICON_WORDS.flatMap((entry) => entry.words),
      ...PLACE_WORDS.flatMap((place) => place.words),
      ...PERSON_ROLES.flatMap((role) => role.words),
      ...MISLEADING_COMPOUNDS,
    ].filter((word) => tokenize(word).join(' ') !== word);
    expect(unreadable).toEqual([]);
  });

  it('sizes and hints only things it can draw', () => {
    const drawable = new Set([
      ...ICON_WORDS.map((entry) => entry.icon),
      ...PLACE_WORDS.map((place) => place.landmark),
    ]);
    expect(listSizedIcons().filter((icon) => !drawable.has(icon))).toEqual([]);
    expect(Object.keys(PLACE_HINTS).filter((icon) => !drawable.has(icon))).toEqual([]);
    expect(
      findMissingIcons([...drawable].filter((icon) => !icon.startsWith(CUSTOM_PREFIX))),
    ).toEqual([]);
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
    const rectangularByNature = new Set(['musical-keyboard', 'brick']);
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
