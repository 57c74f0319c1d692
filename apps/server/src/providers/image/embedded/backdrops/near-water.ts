import type { PlaceId } from '../place-words';

/**
 * The water of the places where children wade or swim, as each backdrop paints it (daylight
 * colours): a wading or swimming figure's own surface is drawn in it, so the child stands in the
 * place's water, not in a patch of another blue (decision 101).
 */
export const PLACE_WATER: Readonly<Partial<Record<PlaceId, string>>> = {
  pond: '#5fa8d0',
  seaside: '#2f86b8',
  'swimming-pool': '#3fa7d6',
};

/** Where the children are in the water, the backdrop brings its water to the picture's front. */
export const waterComesForward = (place: PlaceId, inWater: boolean | undefined): boolean =>
  inWater === true && PLACE_WATER[place] !== undefined;
