import type { SceneLayout } from '../layout';
import type { Palette } from '../palette';
import type { PlaceId } from '../place-words';
import type { Random } from '../random';
import type { LandmarkZone } from './landmark-zone';
import type { PlaceBackdrop } from './backdrop-types';
import { drawAdventureBackdrop } from './adventure';
import { COMEDY_LANDMARK, drawComedyBackdrop } from './comedy';
import { FANTASY_LANDMARK, drawFantasyBackdrop } from './fantasy';
import { MYSTERY_LANDMARK, drawMysteryBackdrop } from './mystery';
import { SCI_FI_LANDMARK, drawSciFiBackdrop } from './sci-fi';
import { OUTDOOR_PLACES } from './outdoor-places';
import { INDOOR_BACKDROPS } from './indoor-places';

export type { LandmarkZone } from './landmark-zone';
export type { BackdropContext, PlaceBackdrop } from './backdrop-types';

const genre = (
  draw: (random: Random, palette: Palette, layout: SceneLayout) => string,
  landmark: LandmarkZone | null,
  parts: readonly string[] = [],
): PlaceBackdrop => ({
  draw: (context) => draw(context.random, context.palette, context.layout),
  landmark,
  sky: 'open',
  parts,
});

/** Every place's backdrop. The five genre worlds are the places their stories start in. */
export const BACKDROPS: Readonly<Record<PlaceId, PlaceBackdrop>> = {
  castle: genre(drawFantasyBackdrop, FANTASY_LANDMARK),
  jungle: genre(drawAdventureBackdrop, null),
  city: genre(drawMysteryBackdrop, MYSTERY_LANDMARK),
  space: { ...genre(drawSciFiBackdrop, SCI_FI_LANDMARK), time: 'night' },
  fairground: genre(drawComedyBackdrop, COMEDY_LANDMARK, ['circus-tent', 'ferris-wheel']),
  ...OUTDOOR_PLACES,
  ...INDOOR_BACKDROPS,
};

/** The backdrop for a place. */
export function backdropFor(place: PlaceId): PlaceBackdrop {
  return BACKDROPS[place];
}
