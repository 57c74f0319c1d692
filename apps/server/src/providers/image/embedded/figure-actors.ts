import type { Genre } from '@sns/contract';
import type { Mood } from '../../scene/scene';
import { annotate } from './annotate';
import type { FigureLook } from './cast-look';
import { describeLook, lookFromCastMember } from './cast-look';
import type { Build } from './figure-build';
import { ADULT, CHILD, TODDLER } from './figure-build';
import { dressForCostume } from './figure-costumes';
import type { FigureExtras, Pose } from './hero';
import { drawFigure, figureShadow } from './hero';
import { drawAccessory } from './hero-accessories';
import type { Expression } from './hero-face';
import { lookForPerson } from './person-look';
import type { Random } from './random';
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
}

/** A cast member as an actor: their identity group exactly as every other picture draws it. */
export function heroActor(hero: PlannedHero, options: HeroActorOptions): Actor {
  const look = lookFromCastMember(hero.member);
  const pose: Pose = options.held ? 'hold' : pickPose(options.random, options.mood);
  const extras: FigureExtras = {};
  if (options.genreTouch) {
    const touch = drawAccessory(options.random, look, options.genre, !options.held);
    extras.behind = touch.behind;
    extras.front = touch.front;
  }
  if (hero.footwear) extras.overBody = drawFootwear(hero.footwear, CHILD);
  const figure = drawFigure({
    look,
    build: CHILD,
    pose,
    expression: EXPRESSIONS[options.mood],
    identity: { id: `hero-${hero.index}`, describe: describeLook(hero.member) },
    extras,
    held: options.held,
  });
  return figureActor(
    CHILD,
    'cast',
    (inner) =>
      annotate({ elements: hero.elements, present: hero.present }, `hero:${hero.index}`, inner),
    figureShadow(CHILD) + figure,
  );
}

/** Someone else in the moment — a grandmother, a teacher, a wizard — in the hero's style. */
export function personActor(
  item: PlannedItem,
  hero: FigureLook,
  random: Random,
  mood: Mood,
): Actor {
  const { role, lookKey } = item.drawn;
  if (!role) throw new Error('personActor needs a person');
  const build = role.build === 'adult' ? ADULT : role.build === 'toddler' ? TODDLER : CHILD;
  let look = lookForPerson(role, hero, lookKey ?? role.id);
  let extras: FigureExtras = {};
  if (role.costume) {
    const dressed = dressForCostume(role.costume, look, build);
    look = dressed.look;
    extras = dressed.extras;
  }
  const figure = drawFigure({
    look,
    build,
    pose: random.chance(0.3) ? 'wave' : 'rest',
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
  );
}

function figureActor(
  build: Build,
  role: Actor['role'],
  label: (inner: string) => string,
  svg: string,
  size = 1,
): Actor {
  const unit = FIGURE_SCALE * size;
  return {
    width: HALF_WIDTH[build.kind] * 2 * unit,
    height: build.height * unit,
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
