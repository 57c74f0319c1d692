import {
  EYE_COLOURS,
  FAVOURITE_COLOURS,
  HAIR_COLOURS,
  HAIR_STYLES,
  SKIN_TONES,
  type Appearance,
  type FavouriteColour,
} from '@sns/contract';
import { translate } from '../../../lib/i18n/use-t';

const labelOf = (list: readonly { id: string; label: string }[], id: string) =>
  (list.find((item) => item.id === id)?.label ?? id).toLowerCase();

/** "a, b and c" */
function listInWords(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** The hair in words: "curly red hair", or "a headscarf" (its colour is the favourite colour's). */
export function hairInWords(appearance: Pick<Appearance, 'hairStyle' | 'hairColour'>): string {
  if (appearance.hairStyle === 'covered') return 'a headscarf';
  const style = appearance.hairStyle;
  const colour = labelOf(HAIR_COLOURS, appearance.hairColour);
  // "braids", "buns" and "a ponytail" are shapes of hair, not kinds of it.
  if (style === 'braids' || style === 'buns') return `${colour} hair in ${style}`;
  if (style === 'ponytail') return `${colour} hair in a ponytail`;
  return `${labelOf(HAIR_STYLES, style)} ${colour} hair`;
}

/**
 * The avatar's alt text: who it is and what a sighted parent sees in the picture, so a
 * screen-reader user hears each choice land ("Maya: medium skin, curly black hair, hazel eyes,
 * glasses and freckles, dressed in purple").
 */
export function describeChild(
  name: string,
  look: { appearance: Appearance; favouriteColour: FavouriteColour },
): string {
  const { appearance } = look;
  const features = [
    `${labelOf(SKIN_TONES, appearance.skinTone)} skin`,
    hairInWords(appearance),
    `${labelOf(EYE_COLOURS, appearance.eyeColour)} eyes`,
  ];
  if (appearance.glasses) features.push('glasses');
  if (appearance.freckles) features.push('freckles');
  const who = name.trim() || 'Your child';
  return `${who}: ${listInWords(features)}, dressed in ${labelOf(FAVOURITE_COLOURS, look.favouriteColour)}`;
}

/** "1 year old", "5 years old". */
export const ageInWords = (age: number) => translate('children.age', { n: age });
