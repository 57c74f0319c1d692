import type { BookmarkDesign } from './bookmark-design';
import { enchantedForest } from './designs/enchanted-forest';
import { moonAndStars } from './designs/moon-and-stars';
import { rocketDreams } from './designs/rocket-dreams';
import { sleepyDragon } from './designs/sleepy-dragon';

/** Every bookmark offered on the landing page, in the order it shows them. */
export const bookmarkDesigns: readonly BookmarkDesign[] = [
  moonAndStars,
  sleepyDragon,
  rocketDreams,
  enchantedForest,
];

/** The design with this id, or undefined for an id we never offered. */
export function findBookmarkDesign(id: string): BookmarkDesign | undefined {
  return bookmarkDesigns.find((design) => design.id === id);
}
