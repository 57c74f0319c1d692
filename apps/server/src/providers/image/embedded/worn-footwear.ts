import type { Build } from './figure-build';
import { COLOURS } from './classify-element';
import { tokenize } from './match-element';
import { mixColor } from './svg-shapes';

/** Footwear a parent may put on the child ("her yellow wellies"), drawn on the child's feet. */
export interface Footwear {
  kind: 'boots' | 'shoes';
  colour: string;
}

const BOOTS = new Set([
  'wellies',
  'welly',
  'wellie',
  'wellington',
  'wellingtons',
  'gumboots',
  'boots',
  'boot',
]);
const SHOES = new Set(['trainers', 'sneakers', 'shoes', 'shoe', 'sandals', 'slippers']);
const BREAKS = new Set(['in', 'with', 'of', 'on', 'called', 'named', 'and', 'for', 'from']);
// Wellies without a colour are the green every shop sells; other shoes a plain red.
const DEFAULT = { boots: '#3f8a4a', shoes: '#d9534f' } as const;

/**
 * The footwear an element names, in the parent's colour, or null: "yellow wellies", "his red
 * trainers", "rain boots". The child wears them rather than standing beside a pair.
 */
export function footwearIn(text: string): Footwear | null {
  // Only the head of the words: "a cat in boots" is a cat.
  const all = tokenize(text);
  const cut = all.findIndex((token, i) => i > 0 && BREAKS.has(token));
  const tokens = cut === -1 ? all : all.slice(0, cut);
  const kind = tokens.some((t) => BOOTS.has(t))
    ? 'boots'
    : tokens.some((t) => SHOES.has(t))
      ? 'shoes'
      : null;
  if (!kind) return null;
  const colour = tokens.map((token) => COLOURS[token]).find((hex) => hex !== undefined);
  return { kind, colour: colour ?? DEFAULT[kind] };
}

/** Boots up to the shin or shoes over the child's own, in figure units (feet at 0). */
export function drawFootwear(footwear: Footwear, build: Build): string {
  const { legGap: g, legWidth: w } = build;
  const top = footwear.kind === 'boots' ? -64 : -22;
  const leg = (x: number): string =>
    `M${x - w / 2 - 3} ${top}h${w + 6}v${-top - 12}h${-w - 6}Z` +
    `M${x - w / 2 - 5} -26h${w + 14}q6 0 6 8v${footwear.kind === 'boots' ? 20 : 16}h${-w - 20}Z`;
  const rim =
    footwear.kind === 'boots'
      ? `M${-g - w / 2 - 3} ${top}h${w + 6}v8h${-w - 6}ZM${g - w / 2 - 3} ${top}h${w + 6}v8h${-w - 6}Z`
      : '';
  return (
    `<path d="${leg(-g - 3)}${leg(g + 3)}" fill="${footwear.colour}"/>` +
    (rim ? `<path d="${rim}" fill="${mixColor(footwear.colour, '#000000', 0.2)}"/>` : '') +
    `<path d="M${-g - w / 2 - 5} -6h${w + 20}v6h${-w - 20}ZM${g - w / 2 - 3} -6h${w + 20}v6h${-w - 20}Z" fill="${mixColor(footwear.colour, '#000000', 0.4)}"/>`
  );
}
