import type { TimeOfDay } from '../../../providers/scene/scene';

// Words of a title that say when the story is: "… and the Night the Garden Glowed" is a night
// story, "The Moonlight Picnic" too; "A Sunny Day at the Zoo" is by day.
const TITLE_TIMES: readonly [RegExp, TimeOfDay][] = [
  [
    /\b(night|nights|midnight|moon|moonlit|moonlight|stars|starry|starlight|bedtime|sleepy|goodnight)\b/i,
    'night',
  ],
  [/\b(sunset|dusk|evening|twilight)\b/i, 'evening'],
  [/\b(morning|sunrise|dawn|breakfast)\b/i, 'morning'],
  [/\b(day|sunny|sunshine|afternoon|picnic|summer)\b/i, 'day'],
];

/**
 * The time of day the book's cover is drawn at (issue 28: a story called "… the Night the Garden
 * Glowed" got a sunny cover): the time its title names, else the time of the moment the cover
 * shows, as its words gave it.
 */
export function coverTime(title: string, moment: TimeOfDay): TimeOfDay {
  return TITLE_TIMES.find(([words]) => words.test(title))?.[1] ?? moment;
}
