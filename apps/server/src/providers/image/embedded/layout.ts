import type { Random } from './random';

/** Fixed bands of the picture. Keeping them fixed lets each layer be drawn without the others. */
export const HORIZON_Y = 700;
/** Top edge of the foreground the hero stands on. */
export const GROUND_TOP = 830;
/** Where feet and the bottoms of ground-standing icons rest. */
export const FEET_Y = 908;
/** Lowest point of any sky icon; below this is landscape. */
export const SKY_BOTTOM = 500;

/** Where the hero stands and where the backdrop's landmark (castle, tent…) goes. */
export interface SceneLayout {
  heroX: number;
  /** Horizontal centre of the landmark, placed away from the hero so the hero never hides it. */
  landmarkX: number;
  /** True when the landmark is on the left half of the picture. */
  landmarkLeft: boolean;
}

/**
 * Chooses the hero's spot: mostly a third of the way in, sometimes centre stage — or on the side
 * a book's page asks for, so that facing pages of one place change sides.
 */
export function pickLayout(
  random: Random,
  side?: 'left' | 'right' | 'center',
  turned = false,
): SceneLayout {
  const spot = side ?? random.pick(['left', 'left', 'right', 'right', 'center'] as const);
  // Turned (every other page of a book, decision 086): the place's landmark stands on the
  // children's side, at the edge, and they come in towards the middle — the same room seen
  // the other way round, not the same picture again.
  if (turned && spot !== 'center') {
    const heroX = spot === 'left' ? random.range(360, 420) : random.range(604, 664);
    const landmarkLeft = spot === 'left';
    const landmarkX = landmarkLeft ? random.range(120, 170) : random.range(854, 904);
    return { heroX, landmarkX, landmarkLeft };
  }
  const heroX =
    spot === 'left'
      ? random.range(230, 330)
      : spot === 'right'
        ? random.range(694, 794)
        : random.range(470, 554);
  const landmarkLeft = spot === 'center' ? random.chance(0.5) !== turned : spot === 'right';
  const landmarkX = landmarkLeft ? random.range(190, 300) : random.range(724, 834);
  return { heroX, landmarkX, landmarkLeft };
}
