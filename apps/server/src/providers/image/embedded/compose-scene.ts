import type { IllustrationRequest } from '../types';
import { annotate } from './annotate';
import type { BackdropContext } from './backdrops/index';
import { lookFromCastMember } from './cast-look';
import { cameraTransform, framingOf } from './camera';
import { classifyElement } from './classify-element';
import { heroActor, personActor } from './figure-actors';
import { FEET_Y, GROUND_TOP, HORIZON_Y, SKY_BOTTOM, pickLayout } from './layout';
import { moodTint, namedColourTint, tintSvg } from './mood-tint';
import type { BannerFont } from './name-banner';
import { drawNameBanner } from './name-banner';
import { pickPalette } from './palette';
import { INDOOR_PLACES } from './place-words';
import { forkRandom } from './random';
import type { ScenePlan } from './scene-plan';
import { planScene } from './scene-plan';
import { drawSky } from './sky';
import type { Sky } from './sky';
import type { Action } from './moment-action';
import type { Actor } from './stage';
import { stageActors } from './stage';
import { CANVAS, escapeXml, n } from './svg-shapes';
import type { ThingContext } from './thing-actors';
import { heldThing, isHoldable, thingActor } from './thing-actors';
import { drawSkyView } from './window-view';
import type { CustomDrawing } from './custom-props';
import type { FamousLandmark } from './famous-landmarks';
import { FLOOR_Y } from './backdrops/rooms';
import { livingRoomColours } from './backdrops/living-room';
import { seatOf, type Seat } from './seats';
import { PLACE_WATER, waterComesForward } from './backdrops/near-water';

/**
 * Builds the whole picture as SVG markup: the moment's place as a backdrop, its time of day and
 * mood, the cast as themselves, everyone and everything else in the moment. Each part draws from
 * its own random stream, derived from the seed and the story, so one request and seed always
 * give the same picture.
 */
export function composeScene(request: IllustrationRequest, font: BannerFont | null): string {
  const plan = planScene(request);
  const seed = sceneSeed(request);
  const indoors = INDOOR_PLACES.has(plan.place);
  // A series draws a returning place the same way in every chapter (docs/decisions/068).
  const world = request.placeSeed === undefined ? seed : placeSeedOf(request.placeSeed, plan.place);
  // A room's furnishings are the story's own: the same sofa on every page of one book, whatever
  // the page's seed (decision 098) — and so is every room's every colour and thing, its jars,
  // spines, boxes, posters and goods (decision 101): a room is drawn from the book's stream, and
  // only the view of it (framing, side, turn), its light and the moment change per page.
  const furnishing = placeSeedOf(request.placeSeed ?? request.heroSeed ?? request.seed, plan.place);
  const room = indoors ? furnishing : world;
  const palette = pickPalette(forkRandom(room, 'palette'), plan.time, indoors);
  const camera = framingOf(
    // A cover's view is the one of the page showing its moment: it is turned the other way.
    request.view ?? request.scene?.passage,
    request.heroSeed ?? request.seed,
    request.cover,
  );
  const layout = pickLayout(forkRandom(world, 'layout'), camera.side, camera.turned);
  const mood = moodTint(plan.mood);
  // Wading or swimming where the place has water: it comes to the front, where they stand, and
  // their own surface is drawn in it (decision 101).
  const inWater = waterComesForward(plan.place, plan.action === 'wade' || plan.action === 'swim');
  const placeWater = PLACE_WATER[plan.place];
  // In the mood's light as the backdrop is (tintSvg reads colours inside markup, not a bare hex).
  const shaded = placeWater ? palette.shade(placeWater) : undefined;
  const water = inWater && shaded ? (mood ? mood(shaded) : shaded) : undefined;
  const label = (texts: readonly string[], drawnAs: string, svg: string): string =>
    texts.length > 0 ? annotate({ elements: texts, present: [] }, drawnAs, svg) : svg;

  let sky: Sky = { svg: '', bodies: [] };
  if (plan.backdrop.sky === 'open') {
    sky = drawSky(forkRandom(world, 'sky'), palette, HORIZON_Y, {
      clouds: plan.place !== 'space',
      sun: plan.sun !== null,
      moon: plan.moon !== null,
      label: (kind, svg) =>
        label((kind === 'sun' ? plan.sun : plan.moon) ?? [], `sky:${kind}`, svg),
      overcast: plan.mood === 'gloomy' && plan.place !== 'space',
    });
  }

  // Indoors, in a cave or under the sea the sun or the moon shows through the first opening.
  const viewBodies = (['moon', 'sun'] as const).filter((kind) => {
    const texts = kind === 'sun' ? plan.sun : plan.moon;
    return texts !== null && (texts.length > 0 || (kind === 'moon') === (plan.time === 'night'));
  });
  const shownBodies = new Set<string>();
  const viewRandom = forkRandom(seed, 'views');
  const context: BackdropContext = {
    random: forkRandom(room, 'backdrop'),
    furnish: forkRandom(furnishing, 'furnishing'),
    palette,
    layout,
    sleeping: plan.action === 'sleep',
    inWater,
    view: (box, surface) => {
      const kind = viewBodies.find((body) => !shownBodies.has(body));
      if (kind) shownBodies.add(kind);
      const texts = (kind === 'sun' ? plan.sun : plan.moon) ?? [];
      const body = kind ? { kind, label: (svg: string) => label(texts, `sky:${kind}`, svg) } : null;
      return drawSkyView(viewRandom, palette, box, body, surface);
    },
    part: (name, svg) => {
      const part = plan.partElements.get(name);
      return part ? label(part.texts, part.drawnAs, svg) : svg;
    },
  };
  const backdrop = annotate(
    { elements: plan.backdropElements, present: [] },
    `place:${plan.place}`,
    plan.backdrop.draw(context),
    ` data-place="${escapeXml(plan.place)}"`,
  );

  // A famous landmark stands large where the backdrop keeps its landmark, on the horizon.
  const famous = plan.famous ? famousDrawing(plan.famous.landmark) : null;
  const famousSvg =
    famous && plan.famous
      ? annotate(
          { elements: plan.famous.elements, present: [] },
          `landmark:${plan.famous.landmark.id}`,
          `<g transform="translate(${n(layout.landmarkX)} ${HORIZON_Y + 30}) scale(${famous.scale.toFixed(4)})">${famous.drawing.svg.replace(/#[0-9a-fA-F]{6}\b/g, (hex) => palette.shade(hex))}</g>`,
        )
      : '';

  const things: ThingContext = {
    underwater: plan.place === 'underwater',
    glow: !indoors && (plan.time === 'night' || plan.time === 'evening') ? palette.light : null,
    tint: (svg) => tintSvg(svg, mood),
    tintNamed: (svg) => tintSvg(svg, namedColourTint(plan.mood)),
    nextId: counter(),
  };
  const seat = seatOf(plan.place, {
    sofa: palette.shade(livingRoomColours(forkRandom(furnishing, 'furnishing')).fabric),
    accent: palette.shade(heroAccent(plan)),
  });
  const actors = castActors(plan, request, seed, things, layout.landmarkLeft ? -1 : 1, seat, water);
  // A sun or moon of the story that no opening showed is still drawn, as a thing in the air.
  for (const kind of ['sun', 'moon'] as const) {
    const texts = kind === 'sun' ? plan.sun : plan.moon;
    if (plan.backdrop.sky === 'none' && texts && texts.length > 0 && !shownBodies.has(kind)) {
      const drawn = { ...classifyElement(kind), text: texts[0] ?? kind };
      actors.push(thingActor({ drawn, elements: texts, present: [], primary: false }, things));
    }
  }

  const landmark = famous?.zone ?? plan.backdrop.landmark;
  const staged = stageActors(forkRandom(seed, 'stage'), actors, {
    landmarkLeft: layout.landmarkLeft,
    frontY: FEET_Y,
    backY: indoors ? FLOOR_Y + 70 : GROUND_TOP + 8,
    skyTop: 70,
    skyBottom: indoors ? 430 : plan.place === 'underwater' ? 640 : SKY_BOTTOM,
    bodies: sky.bodies,
    landmark: landmark ? { x: layout.landmarkX, ...landmark } : null,
  });

  const lightPool =
    !indoors && plan.backdrop.sky === 'open' && palette.time !== 'day'
      ? drawLightPool(staged.castX, palette.moon)
      : '';
  const { width, height } = pictureSize(request);
  return (
    // Drawn on the 1024 canvas, rendered at the size asked for; another shape is cropped to fit.
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${CANVAS} ${CANVAS}" preserveAspectRatio="xMidYMid slice">` +
    // An opaque base, so no gap between layers can ever show through as transparency.
    `<path d="M0 0H${CANVAS}V${CANVAS}H0Z" fill="${tintSvg(palette.near, mood)}"/>` +
    `<g${cameraTransform(
      camera.framing,
      staged.castX,
      camera.side,
      { left: staged.rowLeft, right: staged.rowRight, top: staged.rowTop },
      // Out of doors the landmark is the place; a room is known by its walls, framed as before.
      landmark && (famous || !indoors)
        ? {
            x: layout.landmarkX,
            halfWidth: landmark.halfWidth,
            top: landmark.top,
            famous: !!famous,
          }
        : undefined,
    )}>` +
    tintSvg(sky.svg + backdrop + famousSvg, mood) +
    staged.back.join('') +
    lightPool +
    staged.sky.join('') +
    staged.front.join('') +
    `</g>` +
    (plan.banner ? drawNameBanner(request.hero, font) : '') +
    `</svg>`
  );
}

function castActors(
  plan: ScenePlan,
  request: IllustrationRequest,
  seed: number,
  things: ThingContext,
  towardLandmark: 1 | -1,
  seat: Seat,
  water: string | undefined,
): Actor[] {
  const random = forkRandom(seed, 'figures');
  const heroLook = lookFromCastMember(plan.cast[0] ?? plan.heroes[0]!.member);
  const action = plan.action;
  const held =
    plan.heroes.some((hero) => hero.index === 0) && action !== 'sleep'
      ? plan.items.find((item) => isHoldable(item))
      : undefined;
  const space = plan.place === 'space';
  // Pointing and reaching go towards the landmark; a walk goes either way; a hug to the right,
  // where the first companion stands.
  const facing: 1 | -1 =
    action === 'hug' ? 1 : action === 'walk' ? (random.chance(0.5) ? 1 : -1) : towardLandmark;
  const actors: Actor[] = plan.heroes.map((hero, i) =>
    heroActor(hero, {
      random,
      mood: plan.mood,
      genre: space ? 'Sci-Fi' : request.genre,
      genreTouch:
        action !== 'sleep' && (space || (plan.genreWorld && !INDOOR_PLACES.has(plan.place))),
      held: hero.index === 0 && held ? heldThing(held, things) : undefined,
      // The other children join in: a second child hugged back, pointing children cheer.
      action: i === 0 ? action : otherChildAction(action, i),
      facing: i > 0 && action === 'hug' && i === plan.heroes.length - 1 ? -1 : facing,
      uid: things.nextId(),
      onIce: plan.place === 'ice-rink',
      seat,
      water,
    }),
  );
  let people = 0;
  let companions = 0;
  for (const item of plan.items) {
    if (item === held) continue;
    if (item.drawn.kind === 'figure') {
      // "Two grannies" are two grannies, each a look of her own (decision 086).
      for (let k = 0; k < (item.drawn.count ?? 1); k++) {
        // People stand to the right of the children, then the left: they face the children.
        const side: 1 | -1 = people++ % 2 === 0 ? -1 : 1;
        actors.push(
          personActor(item, heroLook, random, plan.mood, {
            action,
            facing: action === 'hug' ? side : facing,
            uid: things.nextId(),
            onIce: plan.place === 'ice-rink',
            nth: k,
            seat,
            water,
          }),
        );
      }
    } else {
      // "Two kittens" are two kittens (each labelled with the words).
      for (let k = 0; k < (item.drawn.count ?? 1); k++) {
        const actor = thingActor(item, things, { action, index: companions, facing });
        if (actor.role === 'companion') companions += 1;
        actors.push(actor);
      }
    }
  }
  return actors;
}

/** A blanket or towel in the hero's own accent colour: theirs, on every page. */
function heroAccent(plan: ScenePlan): string {
  const member = plan.cast[0] ?? plan.heroes[0]?.member;
  return member ? lookFromCastMember(member).accent : '#e0504a';
}

function otherChildAction(action: Action, index: number): Action {
  if (action === 'hug') return 'hug';
  if (action === 'point' || action === 'reach') return index % 2 === 1 ? 'cheer' : 'stand';
  return action;
}

/** The pixel size to render at: the one asked for (a book page at print size), else 1024². */
export function pictureSize(request: IllustrationRequest): { width: number; height: number } {
  const clamp = (value: number | undefined): number =>
    value === undefined || !Number.isFinite(value)
      ? CANVAS
      : Math.min(MAX_SIDE, Math.max(MIN_SIDE, Math.round(value)));
  return { width: clamp(request.size?.width), height: clamp(request.size?.height) };
}

// A picture smaller than a thumbnail is no picture; larger than 4096 costs seconds and memory.
const MIN_SIDE = 64;
const MAX_SIDE = 4096;

/** One seed per place of a series: the same place, the same backdrop. */
function placeSeedOf(seriesSeed: number, place: string): number {
  let h = 0x811c9dc5 ^ (Math.floor(Math.abs(seriesSeed)) >>> 0);
  for (let i = 0; i < place.length; i++) h = Math.imul(h ^ place.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** Folds the story and the moment into the seed, so every story and page gets its own picture. */
export function sceneSeed(request: IllustrationRequest): number {
  const scene = request.scene;
  const text = [
    request.genre,
    request.hero,
    ...request.elements,
    scene ? `${scene.passage}\u0002${scene.place}\u0002${scene.caption}` : '',
  ].join('\u0001');
  let h = 0x811c9dc5 ^ (Math.floor(Math.abs(request.seed)) >>> 0);
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h ^ Math.floor(request.seed / 4294967296)) >>> 0;
}

function counter(): () => string {
  let next = 0;
  return () => `t${next++}-`;
}

// A pool of light on the ground around the children: the eye goes where the light is.
function drawLightPool(x: number, color: string): string {
  return (
    `<defs><radialGradient id="light-pool"><stop offset="0" stop-color="${color}" stop-opacity="0.16"/>` +
    `<stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient></defs>` +
    `<ellipse cx="${n(x)}" cy="${FEET_Y - 4}" rx="300" ry="64" fill="url(#light-pool)"/>`
  );
}

// The tallest a famous landmark stands (from the horizon) and the widest it spreads.
const FAMOUS_HEIGHT = 600;
const FAMOUS_WIDTH = 620;

function famousDrawing(landmark: FamousLandmark): {
  drawing: CustomDrawing;
  scale: number;
  zone: { top: number; halfWidth: number };
} {
  const drawing = landmark.draw();
  const scale = Math.min(FAMOUS_HEIGHT / drawing.height, FAMOUS_WIDTH / drawing.width);
  return {
    drawing,
    scale,
    zone: { top: HORIZON_Y + 30 - drawing.height * scale, halfWidth: (drawing.width * scale) / 2 },
  };
}
