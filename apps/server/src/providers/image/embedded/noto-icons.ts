import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { getIconData, iconToSVG } from '@iconify/utils';
import { CREATURE_FACE_ICONS } from './creature-faces';
import { CUSTOM_PREFIX } from './icon-word-entry';
import { EXTRA_ICONS } from './extra-icons';
import { FALLBACK_ICON, ICON_WORDS } from './icon-words';
import { PLACE_WORDS } from './place-words';

/** One noto icon ready to be nested in a scene. */
export interface NotoIcon {
  viewBox: string;
  /** SVG markup whose ids start with ID_PLACEHOLDER. */
  body: string;
}

// @iconify/types is not our dependency, so name the set's type through the function that reads it.
type IconSet = Parameters<typeof getIconData>[0];

// Noto icons carry gradients with ids such as "SVGID_1_"; two icons in one scene would fight over
// them. @iconify/utils' replaceIDs numbers ids with a process-wide counter, which would make the
// same seed render different bytes, so ids get a placeholder here and a per-placement prefix later.
const ID_PLACEHOLDER = '\u0000id-';
const ID_PATTERN = /\sid="([^"]+)"/g;

// The full set is a 25 MB JSON file (~170 ms to parse). We parse it once, keep only the icons
// the vocabulary can name, and let the rest be collected, so the process doesn't hold 4,000
// icons it never draws.
let cache: ReadonlyMap<string, NotoIcon> | null = null;

function loadIconSet(): IconSet {
  const require = createRequire(import.meta.url);
  const path = require.resolve('@iconify-json/noto/icons.json');
  return JSON.parse(readFileSync(path, 'utf8')) as IconSet;
}

function extractIcons(names: Iterable<string>): Map<string, NotoIcon> {
  const set = loadIconSet();
  const icons = new Map<string, NotoIcon>();
  for (const name of names) {
    const data = getIconData(set, name);
    if (!data) continue;
    const svg = iconToSVG(data);
    icons.set(name, { viewBox: svg.attributes.viewBox, body: markIds(svg.body) });
  }
  return icons;
}

/** Every icon name the illustrator may draw. */
export function usedIconNames(): Set<string> {
  const names = [
    FALLBACK_ICON,
    ...ICON_WORDS.map((entry) => entry.icon),
    ...PLACE_WORDS.map((place) => place.landmark),
    ...CREATURE_FACE_ICONS,
    ...EXTRA_ICONS,
  ];
  return new Set(names.filter((name) => !name.startsWith(CUSTOM_PREFIX)));
}

/** The prepared icons, parsed from the noto set on first use. */
export function getNotoIcons(): ReadonlyMap<string, NotoIcon> {
  cache ??= extractIcons(usedIconNames());
  return cache;
}

/** Looks an icon up; names missing from the set fall back to the neutral motif. */
export function getNotoIcon(name: string): NotoIcon {
  const icons = getNotoIcons();
  const icon = icons.get(name) ?? icons.get(FALLBACK_ICON);
  if (!icon) throw new Error(`The noto icon set lacks the fallback icon "${FALLBACK_ICON}"`);
  return icon;
}

/** Nests an icon as an SVG fragment in a square box; `idPrefix` must be unique in the scene. */
export function placeIcon(
  icon: NotoIcon,
  box: { x: number; y: number; size: number },
  idPrefix: string,
): string {
  const body = icon.body.replaceAll(ID_PLACEHOLDER, idPrefix);
  return `<svg x="${box.x.toFixed(1)}" y="${box.y.toFixed(1)}" width="${box.size.toFixed(1)}" height="${box.size.toFixed(1)}" viewBox="${icon.viewBox}">${body}</svg>`;
}

// Same delimiters as @iconify/utils: an id is referenced as "#id", url(#id) or "id".
function markIds(body: string): string {
  const ids = [...body.matchAll(ID_PATTERN)].map((match) => match[1] ?? '');
  if (ids.length === 0) return body;
  const alternatives = ids
    .sort((a, b) => b.length - a.length)
    .map((id) => id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|');
  const references = new RegExp(`([#;"])(${alternatives})([")]|\\.[a-z])`, 'g');
  return body.replace(
    references,
    (_all, before: string, id: string, after: string) => `${before}${ID_PLACEHOLDER}${id}${after}`,
  );
}

/** An icon as a standalone SVG document in its own units, for checks and diagnostics. */
export function standaloneIconSvg(icon: NotoIcon): string {
  const [, , width = 0, height = 0] = icon.viewBox.split(' ').map(Number);
  const body = icon.body.replaceAll(ID_PLACEHOLDER, 'icon-');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${icon.viewBox}">${body}</svg>`;
}

/** For the tests: which of the given names the noto set can't resolve. */
export function findMissingIcons(names: Iterable<string>): string[] {
  const set = loadIconSet();
  return [...names].filter((name) => getIconData(set, name) === null);
}
