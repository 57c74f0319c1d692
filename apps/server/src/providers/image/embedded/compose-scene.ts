import type { IllustrationRequest } from '../index';
import type { BannerFont } from './name-banner';
import { drawBackdrop, landmarkZone } from './backdrops/index';
import { drawHero, pickHeroLook } from './hero';
import { FEET_Y, HORIZON_Y, pickLayout } from './layout';
import { matchElement } from './match-element';
import { drawNameBanner } from './name-banner';
import { pickPalette } from './palette';
import { placeElements } from './place-elements';
import { forkRandom } from './random';
import { drawSky } from './sky';
import { CANVAS, n } from './svg-shapes';

// In hero units the widest hero reaches ~144 from centre (a waving hand; capes and hat brims ~124).
const HERO_HALF_WIDTH = 144;

/**
 * Builds the whole picture as SVG markup. Each part draws from its own random stream, derived
 * from the seed and the story, so one request and seed always give the same picture.
 */
export function composeScene(request: IllustrationRequest, font: BannerFont | null): string {
  const seed = sceneSeed(request);
  const palette = pickPalette(forkRandom(seed, 'palette'));
  const layout = pickLayout(forkRandom(seed, 'layout'));
  const sky = drawSky(forkRandom(seed, 'sky'), palette, HORIZON_Y, request.genre !== 'Sci-Fi');
  const backdrop = drawBackdrop(request.genre, forkRandom(seed, 'backdrop'), palette, layout);

  const heroRandom = forkRandom(seed, 'hero');
  const scale = heroRandom.range(0.88, 0.98);
  const hero = drawHero(
    heroRandom,
    pickHeroLook(forkRandom(heroLookSeed(request), 'hero-look')),
    request.genre,
    layout.heroX,
    FEET_Y,
    scale,
  );
  const heroBounds = {
    left: layout.heroX - HERO_HALF_WIDTH * scale,
    right: layout.heroX + HERO_HALF_WIDTH * scale,
  };

  const icons = request.elements.map((element) => matchElement(element));
  const elements = placeElements(
    forkRandom(seed, 'elements'),
    icons,
    palette,
    layout,
    heroBounds,
    sky.moon,
    landmarkZone(request.genre),
  );

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CANVAS}" height="${CANVAS}" viewBox="0 0 ${CANVAS} ${CANVAS}">` +
    // An opaque base, so no gap between layers can ever show through as transparency.
    `<path d="M0 0H${CANVAS}V${CANVAS}H0Z" fill="${palette.near}"/>` +
    sky.svg +
    backdrop +
    drawLightPool(layout.heroX, palette.moon) +
    elements.behind +
    hero +
    elements.front +
    drawNameBanner(request.hero, font) +
    `</svg>`
  );
}

/** Folds the story into the seed, so stories that share a seed still get their own pictures. */
export function sceneSeed(request: IllustrationRequest): number {
  const text = [request.genre, request.hero, ...request.elements].join('\u0001');
  let h = 0x811c9dc5 ^ (Math.floor(Math.abs(request.seed)) >>> 0);
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h ^ Math.floor(request.seed / 4294967296)) >>> 0;
}

/** The hero's look follows the story (its hero seed and name), not the picture's composition. */
export function heroLookSeed(request: IllustrationRequest): number {
  return sceneSeed({ ...request, seed: request.heroSeed ?? request.seed, elements: ['', '', ''] });
}

// A pool of moonlight on the ground around the hero: the eye goes where the light is.
function drawLightPool(x: number, color: string): string {
  return (
    `<defs><radialGradient id="light-pool"><stop offset="0" stop-color="${color}" stop-opacity="0.16"/>` +
    `<stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient></defs>` +
    `<ellipse cx="${n(x)}" cy="${FEET_Y - 4}" rx="250" ry="60" fill="url(#light-pool)"/>`
  );
}
