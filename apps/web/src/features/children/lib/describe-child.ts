import type { Appearance, FavouriteColour } from '@sns/contract';
import { translate } from '../../../lib/i18n/use-t';

/** A choice's name in the page's language, lower case, for use inside a sentence. */
const word = (key: Parameters<typeof translate>[0]) => translate(key).toLowerCase();

/** "a, b and c" */
function listInWords(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return translate('library.and', { names: items.slice(0, -1).join(', '), last: items.at(-1) });
}

/** The hair in words: "curly red hair", or "a headscarf" (its colour is the favourite colour's). */
export function hairInWords(appearance: Pick<Appearance, 'hairStyle' | 'hairColour'>): string {
  if (appearance.hairStyle === 'covered') return translate('look.headscarf');
  const style = appearance.hairStyle;
  const colour = word(`hair.${appearance.hairColour}`);
  // "braids", "buns" and "a ponytail" are shapes of hair, not kinds of it.
  if (style === 'braids') return translate('look.hairBraids', { colour });
  if (style === 'buns') return translate('look.hairBuns', { colour });
  if (style === 'ponytail') return translate('look.hairPonytail', { colour });
  return translate('look.hair', { style: word(`hairStyle.${style}`), colour });
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
    translate('look.skin', { tone: word(`skin.${appearance.skinTone}`) }),
    hairInWords(appearance),
    translate('look.eyes', { colour: word(`eye.${appearance.eyeColour}`) }),
  ];
  if (appearance.glasses) features.push(translate('look.glasses'));
  if (appearance.freckles) features.push(translate('look.freckles'));
  const who = name.trim() || translate('look.yourChild');
  return translate('look.describe', {
    who,
    features: listInWords(features),
    colour: word(`colour.${look.favouriteColour}`),
  });
}

/** "1 year old", "5 years old". */
export const ageInWords = (age: number) => translate('children.age', { n: age });
