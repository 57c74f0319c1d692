import type { Random } from './random';

/** The colours one picture is painted with; every layer reads from it so the scene stays in key. */
export interface Palette {
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
  moon: string;
}

// Calm night skies only: this is a bedtime product, so no bright daylight or harsh reds.
const PALETTES: readonly Palette[] = [
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
  {
    skyTop: '#0d1a2b',
    skyMid: '#23395e',
    skyHorizon: '#6b7ca6',
    glow: '#e8c3e9',
    far: '#485a80',
    mid: '#314263',
    near: '#1f2c46',
    light: '#ffd58a',
    moon: '#f8f1dc',
  },
];

/** Picks the night palette for one picture. */
export function pickPalette(random: Random): Palette {
  return random.pick(PALETTES);
}
