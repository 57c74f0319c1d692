import { FAVOURITE_COLOURS } from '@sns/contract';
import type { CastMember } from '../../scene/scene';
import { describeLook, lookFromCastMember } from './cast-look';
import { CHILD } from './figure-build';
import { drawFigure } from './hero';
import { mixColor } from './svg-shapes';

// The portrait frames the head and shoulders of the child's build (figure units).
const VIEW = { x: -150, y: -400, size: 300 } as const;

/**
 * The avatar builder's live preview: one child's head and shoulders, drawn by the same code and
 * from the same identity group as every picture, so the preview is exactly the child in the story.
 */
export function avatarPortraitSvg(member: CastMember): string {
  const look = lookFromCastMember(member);
  const favourite =
    FAVOURITE_COLOURS.find((colour) => colour.id === member.favouriteColour)?.hex ?? '#9b72e0';
  const background = mixColor(favourite, '#ffffff', 0.78);
  const ring = mixColor(favourite, '#ffffff', 0.35);
  const figure = drawFigure({
    look,
    build: CHILD,
    pose: 'rest',
    expression: 'smile',
    identity: { id: 'avatar', describe: describeLook(member) },
  });
  const { x, y, size } = VIEW;
  const c = size / 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="${x} ${y} ${size} ${size}">` +
    `<circle cx="${x + c}" cy="${y + c}" r="${c}" fill="${background}"/>` +
    `<circle cx="${x + c}" cy="${y + c}" r="${c - 5}" fill="none" stroke="${ring}" stroke-width="10"/>` +
    figure +
    `</svg>`
  );
}

/**
 * The same portrait under the name the avatar preview route and the book's cover hero already
 * call (the children branch's stand-in for this file exported it so).
 */
export const drawAvatarPortrait = avatarPortraitSvg;
