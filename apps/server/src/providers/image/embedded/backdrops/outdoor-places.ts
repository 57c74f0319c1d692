import type { PlaceId } from '../place-words';
import type { PlaceBackdrop } from './backdrop-types';
import { BUILDING_SITE } from './building-site';
import { CAVE } from './cave';
import { DESERT } from './desert';
import { FARM } from './farm';
import { FOREST } from './forest';
import { GARDEN } from './garden';
import { GREENHOUSE } from './greenhouse';
import { MOUNTAIN } from './mountain';
import { PARK } from './park';
import { ZOO } from './zoo';
import { POND } from './pond';
import { SEASIDE } from './seaside';
import { SKY_LAND } from './sky-land';
import { SNOW } from './snow';
import { STATION } from './station';
import { UNDERWATER } from './underwater';
import { FOOTBALL_PITCH } from './football-pitch';
import { CAMPSITE } from './campsite';
import { LIGHTHOUSE } from './lighthouse';
import { PLAYGROUND } from './playground';
import { SQUARE } from './square';

/** Places out of doors (and under the sea, and in a cave) beyond the five genre worlds. */
export const OUTDOOR_PLACES = {
  seaside: SEASIDE,
  greenhouse: GREENHOUSE,
  garden: GARDEN,
  forest: FOREST,
  park: PARK,
  zoo: ZOO,
  pond: POND,
  mountain: MOUNTAIN,
  farm: FARM,
  snow: SNOW,
  desert: DESERT,
  cave: CAVE,
  sky: SKY_LAND,
  underwater: UNDERWATER,
  station: STATION,
  'building-site': BUILDING_SITE,
  'football-pitch': FOOTBALL_PITCH,
  campsite: CAMPSITE,
  lighthouse: LIGHTHOUSE,
  playground: PLAYGROUND,
  square: SQUARE,
} satisfies Partial<Record<PlaceId, PlaceBackdrop>>;
