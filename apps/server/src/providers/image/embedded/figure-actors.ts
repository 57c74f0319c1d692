import type { Genre } from '@sns/contract';
import type { Mood } from '../../scene/scene';
import { annotate } from './annotate';
import type { FigureLook } from './cast-look';
import { describeLook, lookFromCastMember } from './cast-look';
import type { Build } from './figure-build';
import { ADULT, CHILD, TODDLER } from './figure-build';
import { dressForCostume } from './figure-costumes';
import type { FigureExtras, Pose, Posture } from './hero';
import { drawFigure, figureShadow, postureSize } from './hero';
import { drawAccessory } from './hero-accessories';
import type { Expression } from './hero-face';
import { lookForPerson } from './person-look';
import type { Action } from './moment-action';
import type { Random } from './random';
import type { Seat } from './seats';
import type { PlannedHero, PlannedItem } from './scene-plan';
import type { Actor } from './stage';
import { n } from './svg-shapes';
import { drawFootwear } from './worn-footwear';

/** Figure units to pixels at full size: a child stands ~326 px tall on the 1024 canvas. */
export const FIGURE_SCALE = 0.9;

// Half a figure's footprint in figure units, arms included; neighbours may overlap a little.
const HALF_WIDTH: Readonly<Record<Build['kind'], number>> = { child: 96, adult: 104, toddler: 78 };

export const EXPRESSIONS: Readonly<Record<Mood, Expression>> = {
  calm: 'smile',
  cosy: 'smile',
  joyful: 'beam',
  exciting: 'beam',
  mysterious: 'wonder',
  gloomy: 'worried',
};

export interface HeroActorOptions {
  random: Random;
  mood: Mood;
  genre: Genre;
  /** The genre's costume touch (a crown, an explorer's hat…), in the genre's own world only. */
  genreTouch: boolean;
  /** Something the hero holds (figure units), and the pose that holds it. */
  held?: string;
  /** What the children do in this moment. */
  action: Action;
  /** Which way to point, reach or hug (1: to the right). */
  facing: 1 | -1;
  /** A prefix unique in the picture. */
  uid: string;
  /** At the ice rink: on their feet, the children are on skates. */
  onIce?: boolean;
  /** What a sitting child sits on in this place. */
  seat?: Seat;
  /** The place's water, where the children wade or swim (decision 101). */
  water?: string;
}

/**
 * The arms and the body for an action; a held thing keeps its hand. On the ice a child on their
 * feet glides on skates (decision 086).
 */
export function bodyFor(
  action: Action,
  random: Random,
  mood: Mood,
  holding: boolean,
  onIce = false,
): { pose: Pose; posture: Posture } {
  const body = bodyOnFoot(action, random, mood, holding);
  if (onIce && (body.posture === 'stand' || body.posture === 'walk'))
    return { pose: body.pose === 'rest' ? 'cheer' : body.pose, posture: 'skate' };
  return body;
}

function bodyOnFoot(
  action: Action,
  random: Random,
  mood: Mood,
  holding: boolean,
): { pose: Pose; posture: Posture } {
  const arms = (pose: Pose): Pose => (holding ? 'hold' : pose);
  switch (action) {
    case 'walk':
      return { pose: arms('walk'), posture: 'walk' };
    case 'sit':
      return { pose: arms(random.chance(0.5) ? 'wave' : 'rest'), posture: 'sit' };
    case 'sleep':
      return { pose: 'rest', posture: 'lie' };
    case 'wade':
      return { pose: arms(pickPose(random, mood)), posture: 'wade' };
    case 'swim':
      return { pose: arms(random.chance(0.5) ? 'cheer' : 'wave'), posture: 'swim' };
    case 'cheer':
    case 'reach':
    case 'point':
    case 'hug':
      return { pose: arms(action), posture: 'stand' };
    default:
      return { pose: arms(pickPose(random, mood)), posture: 'stand' };
  }
}

/** A cast member as an actor: their identity group exactly as every other picture draws it. */
export function heroActor(hero: PlannedHero, options: HeroActorOptions): Actor {
  const look = lookFromCastMember(hero.member);
  const { pose, posture } = bodyFor(
    options.action,
    options.random,
    options.mood,
    !!options.held,
    options.onIce,
  );
  const extras: FigureExtras = {};
  if (options.genreTouch) {
    const touch = drawAccessory(options.random, look, options.genre, !options.held);
    extras.behind = touch.behind;
    extras.front = touch.front;
  }
  // Wellies are for the puddles: on skates or in the pool they are off (their colour is the skates').
  const shod = posture !== 'skate' && posture !== 'swim';
  if (hero.footwear && shod) extras.overBody = drawFootwear(hero.footwear, CHILD);
  const figure = drawFigure({
    look,
    build: CHILD,
    pose,
    posture,
    facing: options.facing,
    uid: `${options.uid}hero-${hero.index}`,
    furnish: posture === 'lie' ? look.accent : undefined,
    seat: options.seat,
    water: options.water,
    shoes: hero.footwear
      ? { colour: hero.footwear.colour, boots: hero.footwear.kind === 'boots' && shod }
      : undefined,
    expression: posture === 'lie' ? 'asleep' : EXPRESSIONS[options.mood],
    identity: { id: `hero-${hero.index}`, describe: describeLook(hero.member) },
    extras,
    held: options.held,
  });
  const actor = figureActor(
    CHILD,
    'cast',
    (inner) =>
      annotate({ elements: hero.elements, present: hero.present }, `hero:${hero.index}`, inner),
    (posture === 'lie' ? '' : figureShadow(CHILD)) + figure,
    1,
    posture,
  );
  // A hug reaches the one beside: they stand close enough to be held.
  if (pose === 'hug') actor.overlap = { side: options.facing, px: 70 * FIGURE_SCALE };
  return actor;
}

/** Someone else in the moment — a grandmother, a teacher, a wizard — in the hero's style. */
export function personActor(
  item: PlannedItem,
  hero: FigureLook,
  random: Random,
  mood: Mood,
  doing: {
    action: Action;
    facing: 1 | -1;
    uid: string;
    onIce?: boolean;
    nth?: number;
    seat?: Seat;
    water?: string;
  } = {
    action: 'stand',
    facing: 1,
    uid: '',
  },
): Actor {
  const { role, lookKey } = item.drawn;
  if (!role) throw new Error('personActor needs a person');
  const build = role.build === 'adult' ? ADULT : role.build === 'toddler' ? TODDLER : CHILD;
  // The second of "two grannies" is someone else: a look of her own, the same on every page.
  const key = lookKey ?? role.id;
  let look = lookForPerson(role, hero, doing.nth ? `${key}\u0001${doing.nth}` : key);
  let extras: FigureExtras = {};
  if (role.costume) {
    const dressed = dressForCostume(role.costume, look, build);
    look = dressed.look;
    extras = dressed.extras;
  }
  // Someone with the children does it with them: walks, sits, points the same way; by a
  // sleeping child they sit; a child's hug they return.
  // A brother or a friend swims and skates with them. Where the water comes to the front of
  // the picture (doing.water) there is no bank to stand on: a grown-up wades in with them.
  const child = build !== ADULT;
  const inWater = doing.water !== undefined;
  const action: Action =
    doing.action === 'sleep'
      ? 'sit'
      : doing.action === 'wade' || (doing.action === 'swim' && !child)
        ? inWater
          ? 'wade'
          : 'stand'
        : doing.action;
  const onIce = child && doing.onIce === true;
  const body =
    action === 'stand' && !onIce
      ? { pose: (random.chance(0.3) ? 'wave' : 'rest') as Pose, posture: 'stand' as Posture }
      : bodyFor(action, random, mood, false, onIce);
  const figure = drawFigure({
    look,
    build,
    pose: body.pose,
    posture: body.posture,
    facing: doing.facing,
    uid: doing.uid,
    seat: doing.seat,
    water: doing.water,
    expression: EXPRESSIONS[mood],
    extras,
  });
  // A giant is a grown-up, only bigger.
  const size = role.id === 'giant' ? 1.35 : 1;
  return figureActor(
    build,
    'person',
    (inner) => annotate(item, `figure:${item.drawn.name}`, inner),
    figureShadow(build) + figure,
    size,
    body.posture,
  );
}

function figureActor(
  build: Build,
  role: Actor['role'],
  label: (inner: string) => string,
  svg: string,
  size = 1,
  posture: Posture = 'stand',
): Actor {
  const unit = FIGURE_SCALE * size;
  const box = postureSize(build, posture);
  const width = posture === 'stand' ? HALF_WIDTH[build.kind] * 2 : box.width;
  return {
    width: width * unit,
    height: box.height * unit,
    row: 'front',
    role,
    render: (x, baseY, scale) =>
      label(
        `<g transform="translate(${n(x)} ${n(baseY)}) scale(${(unit * scale).toFixed(3)})">${svg}</g>`,
      ),
  };
}

function pickPose(random: Random, mood: Mood): Pose {
  if (mood === 'joyful' || mood === 'exciting') return random.pick(['cheer', 'wave'] as const);
  if (mood === 'gloomy' || mood === 'mysterious') return 'rest';
  return random.chance(0.45) ? 'wave' : 'rest';
}
