import type { FigureLook } from './cast-look';
import { circleSubpath, ellipseSubpath, mixColor } from './svg-shapes';

/** How a figure feels in this moment: the one part of a face that may change between pictures. */
export type Expression = 'smile' | 'beam' | 'wonder' | 'worried' | 'asleep';

// Head units (centre 0,0, radius 80). The eyes sit a little below the centre: a young face.
const EYE_Y = 8;

/**
 * The face that makes the figure recognisable — eyes in their colour, rosy cheeks, freckles and
 * glasses. Part of the identity group, so it never depends on the scene.
 */
export function drawFaceIdentity(look: FigureLook): string {
  const pupil = mixColor(look.eyes, '#120c0a', 0.75);
  let svg =
    `<path d="${ellipseSubpath(-28, EYE_Y, 10, 13)}${ellipseSubpath(28, EYE_Y, 10, 13)}" fill="${look.eyes}"/>` +
    `<path d="${ellipseSubpath(-28, EYE_Y + 1, 6, 8)}${ellipseSubpath(28, EYE_Y + 1, 6, 8)}" fill="${pupil}"/>` +
    `<path d="${circleSubpath(-24, EYE_Y - 5, 4)}${circleSubpath(32, EYE_Y - 5, 4)}" fill="#ffffff"/>` +
    `<path d="${ellipseSubpath(-46, EYE_Y + 24, 14, 9)}${ellipseSubpath(46, EYE_Y + 24, 14, 9)}" fill="#f07f7f" fill-opacity="0.4"/>`;
  if (look.freckles) {
    let dots = '';
    for (const [x, y] of FRECKLES) dots += circleSubpath(x, y, 2.6) + circleSubpath(-x, y, 2.6);
    svg += `<path d="${dots}" fill="${mixColor(look.skin, '#6b3a22', 0.5)}" fill-opacity="0.8"/>`;
  }
  if (look.glasses) {
    svg +=
      `<path d="${circleSubpath(-28, EYE_Y, 20)}${circleSubpath(28, EYE_Y, 20)}" fill="#ffffff" fill-opacity="0.16" stroke="#3a2e3a" stroke-width="5"/>` +
      `<path d="M-8 ${EYE_Y - 3}Q0 ${EYE_Y - 9} 8 ${EYE_Y - 3}M-48 ${EYE_Y - 4}L-76 ${EYE_Y - 8}M48 ${EYE_Y - 4}L76 ${EYE_Y - 8}" fill="none" stroke="#3a2e3a" stroke-width="5" stroke-linecap="round"/>`;
  }
  return svg;
}

const FRECKLES = [
  [-54, 24],
  [-44, 30],
  [-36, 23],
  [-50, 36],
] as const;

/** Brows and mouth: they follow the mood of the moment, so they stay outside the identity group. */
export function drawExpression(look: FigureLook, expression: Expression): string {
  const brow = mixColor(look.hair, '#000000', 0.1);
  const brows =
    expression === 'worried'
      ? `M-38 ${EYE_Y - 20}q10 -4 20 -12M18 ${EYE_Y - 32}q10 8 20 12`
      : `M-38 ${EYE_Y - 24}q10 -7 20 -2M18 ${EYE_Y - 26}q10 -5 20 2`;
  const mouthY = EYE_Y + 30;
  if (expression === 'asleep') {
    // Lids over the eyes (the eyes themselves are the identity's, untouched underneath). Glasses
    // come off for sleep: the face is painted over them here, and they lie folded on the bed.
    const off = look.glasses
      ? `<path d="${circleSubpath(-28, EYE_Y, 23)}${circleSubpath(28, EYE_Y, 23)}" fill="${look.skin}"/>` +
        `<path d="M-8 ${EYE_Y - 3}Q0 ${EYE_Y - 9} 8 ${EYE_Y - 3}M-48 ${EYE_Y - 4}L-70 ${EYE_Y - 7}M48 ${EYE_Y - 4}L70 ${EYE_Y - 7}" fill="none" stroke="${look.skin}" stroke-width="9" stroke-linecap="round"/>`
      : '';
    return (
      off +
      `<path d="${ellipseSubpath(-28, EYE_Y, 14, 16)}${ellipseSubpath(28, EYE_Y, 14, 16)}" fill="${look.skin}"/>` +
      `<path d="M-40 ${EYE_Y + 2}q12 10 24 0M16 ${EYE_Y + 2}q12 10 24 0" fill="none" stroke="${mixColor(look.skin, '#2a1a14', 0.7)}" stroke-width="4.5" stroke-linecap="round"/>` +
      `<path d="M-9 ${mouthY + 2}Q0 ${mouthY + 9} 9 ${mouthY + 2}" fill="none" stroke="#8c3b36" stroke-width="4.5" stroke-linecap="round"/>`
    );
  }
  const mouth =
    expression === 'beam'
      ? `<path d="M-18 ${mouthY - 2}Q0 ${mouthY + 24} 18 ${mouthY - 2}Z" fill="#8c3b36"/>` +
        `<path d="M-8 ${mouthY + 10}Q0 ${mouthY + 4} 8 ${mouthY + 10}Q0 ${mouthY + 16} -8 ${mouthY + 10}Z" fill="#e07a7a"/>`
      : expression === 'wonder'
        ? `<path d="${ellipseSubpath(0, mouthY + 6, 7, 9)}" fill="#8c3b36"/>`
        : expression === 'worried'
          ? `<path d="M-13 ${mouthY + 10}Q0 ${mouthY + 2} 13 ${mouthY + 10}" fill="none" stroke="#8c3b36" stroke-width="5" stroke-linecap="round"/>`
          : `<path d="M-15 ${mouthY}Q0 ${mouthY + 16} 15 ${mouthY}" fill="none" stroke="#8c3b36" stroke-width="5" stroke-linecap="round"/>`;
  return (
    `<path d="${brows}" fill="none" stroke="${brow}" stroke-width="4" stroke-linecap="round" stroke-opacity="0.75"/>` +
    mouth
  );
}
