import type { PlaceId } from '../place-words';
import type { PlaceBackdrop } from './backdrop-types';
import { BATHROOM } from './bathroom';
import { BEDROOM } from './bedroom';
import { CLASSROOM } from './classroom';
import { KITCHEN } from './kitchen';
import { LIBRARY } from './library';
import { LIVING_ROOM } from './living-room';
import { ATTIC } from './attic';
import { BAKERY } from './bakery';
import { SCIENCE_FAIR } from './science-fair';
import { SUPERMARKET } from './supermarket';

/** The rooms: walls and a floor, the sky only through a window. */
export const INDOOR_BACKDROPS = {
  bathroom: BATHROOM,
  bedroom: BEDROOM,
  kitchen: KITCHEN,
  'living-room': LIVING_ROOM,
  school: CLASSROOM,
  library: LIBRARY,
  supermarket: SUPERMARKET,
  'science-fair': SCIENCE_FAIR,
  attic: ATTIC,
  bakery: BAKERY,
} satisfies Partial<Record<PlaceId, PlaceBackdrop>>;
