import type { SceneLayout } from '../layout';
import type { Palette } from '../palette';
import type { Random } from '../random';
import type { LandmarkZone } from './landmark-zone';

/** What a backdrop draws with. */
export interface BackdropContext {
  random: Random;
  /**
   * The room's furnishings — its wall, curtains, rug and sofa colours — from a stream of the
   * story's and the place's own (decision 098): the same sofa on every page of one book, while
   * `random` varies the view.
   */
  furnish: Random;
  palette: Palette;
  layout: SceneLayout;
  /**
   * A piece of sky framed by a window or an opening; the first view shows the sun or the moon.
   * `surface`: the sea's surface seen from below, where only the sun's or moon's glow shows.
   */
  view(box: { x: number; y: number; w: number; h: number }, surface?: boolean): string;
  /**
   * Wraps a part of the backdrop that can stand for a story element (the bathroom's bathtub for
   * "a bubble bath") in that element's labels, when the moment has it.
   */
  part(name: string, svg: string): string;
  /** The child sleeps in the picture in a bed of their own: a room leaves its bed out. */
  sleeping?: boolean;
  /**
   * The children wade or swim: a place with water brings it to the picture's front, where they
   * stand, instead of a bank, a beach or a poolside (decision 101).
   */
  inWater?: boolean;
}

export interface PlaceBackdrop {
  draw(context: BackdropContext): string;
  /** The area a landmark (castle, barn, bathtub…) covers; sky things keep out of it. */
  landmark: LandmarkZone | null;
  /** 'open': the sky is drawn first; 'none': walls, water or rock (the backdrop shows views). */
  sky: 'open' | 'none';
  /** Icons of story elements that a part of this backdrop draws (a bathroom's bathtub). */
  parts: readonly string[];
  /** Forces a time of day (space is always dark). */
  time?: 'night';
}
