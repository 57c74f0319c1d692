import type { TimeOfDay } from '../../scene/scene';
import type { Random } from './random';
import { mixColor } from './svg-shapes';

/** The colours one picture is painted with; every layer reads from it so the scene stays in key. */
export interface Palette {
  time: TimeOfDay;
  /** Sky gradient, zenith to horizon. */
  skyTop: string;
  skyMid: string;
  skyHorizon: string;
  /** A warm or cool glow low on the horizon. */
  glow: string;
  /** Far, middle and near landscape tones; far is lightest, as distance fades into the sky. */
  far: string;
  mid: string;
  near: string;
  /** Lit windows, lamps and lanterns. */
  light: string;
  /** The moon's colour by night, the sun's by day. */
  moon: string;
  /** How a colour seen in daylight looks in this picture's light (dimmer and bluer by night). */
  shade(hex: string): string;
}

type Colours = Omit<Palette, 'time' | 'shade'>;

// Calm night skies: this is a bedtime product, so no harsh reds.
const NIGHTS: readonly Colours[] = [
  {
    skyTop: '#0b1033',
    skyMid: '#1e2a6b',
    skyHorizon: '#5b5aa8',
    glow: '#f2b6a0',
    far: '#3a3f82',
    mid: '#272c62',
    near: '#1a1d45',
    light: '#ffd98a',
    moon: '#fff4cf',
  },
  {
    skyTop: '#071a2e',
    skyMid: '#11406a',
    skyHorizon: '#3f86a3',
    glow: '#bfe8e0',
    far: '#2c5f7e',
    mid: '#1b4460',
    near: '#10304a',
    light: '#ffe19a',
    moon: '#f6f7e8',
  },
  {
    skyTop: '#140b33',
    skyMid: '#3b2473',
    skyHorizon: '#8a63ad',
    glow: '#f7c1c9',
    far: '#5a4690',
    mid: '#3c2f6e',
    near: '#281f50',
    light: '#ffd27d',
    moon: '#fff1d6',
  },
  {
    skyTop: '#0c1640',
    skyMid: '#2a4188',
    skyHorizon: '#7486c4',
    glow: '#ffd6a5',
    far: '#4a5c9e',
    mid: '#33437a',
    near: '#222d58',
    light: '#ffe08f',
    moon: '#fffbe6',
  },
];

// Soft storybook daylight: powdery blues and gentle greens rather than saturated primaries.
const DAYS: readonly Colours[] = [
  {
    skyTop: '#5a9fe0',
    skyMid: '#8cc3ee',
    skyHorizon: '#d2ebf7',
    glow: '#fff6d8',
    far: '#a9cdb8',
    mid: '#79b47f',
    near: '#56a060',
    light: '#fff2b3',
    moon: '#ffd54a',
  },
  {
    skyTop: '#6aa8e8',
    skyMid: '#9fcdf0',
    skyHorizon: '#e2f1f4',
    glow: '#fff0cc',
    far: '#b4d3b0',
    mid: '#8bbd74',
    near: '#65a85a',
    light: '#fff2b3',
    moon: '#ffd24a',
  },
];

const MORNINGS: readonly Colours[] = [
  {
    skyTop: '#7fa9e0',
    skyMid: '#c3c8ee',
    skyHorizon: '#ffd9c2',
    glow: '#ffe9b8',
    far: '#b3bfd0',
    mid: '#86ad8c',
    near: '#62966a',
    light: '#fff0c0',
    moon: '#ffe27a',
  },
  {
    skyTop: '#8fb3e6',
    skyMid: '#d6c9ea',
    skyHorizon: '#ffe1c8',
    glow: '#fff2c4',
    far: '#b9c4cf',
    mid: '#8fb08a',
    near: '#6a9a68',
    light: '#fff0c0',
    moon: '#ffe690',
  },
];

const EVENINGS: readonly Colours[] = [
  {
    skyTop: '#2c3a7a',
    skyMid: '#8a5a9e',
    skyHorizon: '#f59e7a',
    glow: '#ffc27a',
    far: '#6a5a8a',
    mid: '#4d4d78',
    near: '#34385e',
    light: '#ffd98a',
    moon: '#ffb25a',
  },
  {
    skyTop: '#34306e',
    skyMid: '#a0608e',
    skyHorizon: '#f7b27a',
    glow: '#ffd08a',
    far: '#75608a',
    mid: '#534c74',
    near: '#3a3658',
    light: '#ffd98a',
    moon: '#ffa94d',
  },
];

const SKIES: Readonly<Record<TimeOfDay, readonly Colours[]>> = {
  night: NIGHTS,
  day: DAYS,
  morning: MORNINGS,
  evening: EVENINGS,
};

// What daylight colours are mixed towards, and how far, outdoors and in a lamplit room.
const SHADING: Readonly<Record<TimeOfDay, { towards: string; outdoors: number; indoors: number }>> =
  {
    day: { towards: '#ffffff', outdoors: 0, indoors: 0 },
    morning: { towards: '#ffd2b0', outdoors: 0.12, indoors: 0.06 },
    evening: { towards: '#5a3f7a', outdoors: 0.34, indoors: 0.14 },
    night: { towards: '#2a2f72', outdoors: 0.42, indoors: 0.3 },
  };

/** Picks the palette for one picture: its time of day, and whether we are indoors. */
export function pickPalette(random: Random, time: TimeOfDay, indoors = false): Palette {
  const colours = random.pick(SKIES[time]);
  const shading = SHADING[time];
  const amount = indoors ? shading.indoors : shading.outdoors;
  const cache = new Map<string, string>();
  return {
    ...colours,
    time,
    shade: (hex) => {
      if (amount === 0) return hex;
      let shaded = cache.get(hex);
      if (!shaded) {
        shaded = mixColor(hex, shading.towards, amount);
        cache.set(hex, shaded);
      }
      return shaded;
    },
  };
}
