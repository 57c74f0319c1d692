/**
 * The part of the picture a backdrop's landmark (castle, tent, house, base) may cover, centred on
 * SceneLayout.landmarkX and reaching from `top` down to the ground. Icons floating in front of a
 * castle's towers look like clutter, so the sky icons stay out of it.
 */
export interface LandmarkZone {
  top: number;
  halfWidth: number;
}
