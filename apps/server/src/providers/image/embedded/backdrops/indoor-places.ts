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
import { SWIMMING_POOL } from './swimming-pool';
import { ICE_RINK } from './ice-rink';
import { TOY_SHOP } from './toy-shop';
import { HOSPITAL } from './hospital';
import { MUSEUM } from './museum';
import { TRAIN } from './train';

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
  'swimming-pool': SWIMMING_POOL,
  'ice-rink': ICE_RINK,
  'toy-shop': TOY_SHOP,
  hospital: HOSPITAL,
  museum: MUSEUM,
  train: TRAIN,
} satisfies Partial<Record<PlaceId, PlaceBackdrop>>;
