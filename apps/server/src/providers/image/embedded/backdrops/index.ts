import type { Genre } from '@sns/contract';
import type { SceneLayout } from '../layout';
import type { Palette } from '../palette';
import type { Random } from '../random';
import type { LandmarkZone } from './landmark-zone';
import { drawAdventureBackdrop } from './adventure';
import { COMEDY_LANDMARK, drawComedyBackdrop } from './comedy';
import { FANTASY_LANDMARK, drawFantasyBackdrop } from './fantasy';
import { MYSTERY_LANDMARK, drawMysteryBackdrop } from './mystery';
import { SCI_FI_LANDMARK, drawSciFiBackdrop } from './sci-fi';

export type { LandmarkZone } from './landmark-zone';

/** Draws a genre's landscape between the sky and the hero. */
export type DrawBackdrop = (random: Random, palette: Palette, layout: SceneLayout) => string;

interface BackdropEntry {
  draw: DrawBackdrop;
  /** Null when the backdrop has no single landmark (the jungle's mountains are far and low). */
  landmark: LandmarkZone | null;
}

const BACKDROPS: Readonly<Record<Genre, BackdropEntry>> = {
  Fantasy: { draw: drawFantasyBackdrop, landmark: FANTASY_LANDMARK },
  Adventure: { draw: drawAdventureBackdrop, landmark: null },
  Mystery: { draw: drawMysteryBackdrop, landmark: MYSTERY_LANDMARK },
  'Sci-Fi': { draw: drawSciFiBackdrop, landmark: SCI_FI_LANDMARK },
  Comedy: { draw: drawComedyBackdrop, landmark: COMEDY_LANDMARK },
};

/** The backdrop for a genre. */
export function drawBackdrop(
  genre: Genre,
  random: Random,
  palette: Palette,
  layout: SceneLayout,
): string {
  return BACKDROPS[genre].draw(random, palette, layout);
}

/** The area the genre's landmark may cover, if it has one. */
export function landmarkZone(genre: Genre): LandmarkZone | null {
  return BACKDROPS[genre].landmark;
}
