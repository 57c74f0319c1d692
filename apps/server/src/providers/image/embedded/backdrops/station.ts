import type { BackdropContext, PlaceBackdrop } from './backdrop-types';
import { CANVAS, circleSubpath, n } from '../svg-shapes';

const TRACKS_TOP = 660;
const PLATFORM = 770;

/** A railway station: a brick station house with a big clock, the rails, and the platform. */
export const STATION: PlaceBackdrop = {
  draw: drawStation,
  landmark: null,
  sky: 'open',
  parts: ['alarm-clock'],
};

function drawStation(context: BackdropContext): string {
  const { random, palette, layout } = context;
  const { shade, light, time } = palette;
  const lit = time === 'night' || time === 'evening';
  let windows = '';
  for (let x = 90; x < CANVAS - 60; x += 170) windows += `M${x} 600V510a40 40 0 0 1 80 0V600Z`;
  let sleepers = '';
  for (let x = 0; x < CANVAS; x += 34) sleepers += `M${x} ${TRACKS_TOP + 46}h20v40h-20Z`;
  const clockX = layout.landmarkX;
  return (
    `<path d="M0 420H${CANVAS}V${TRACKS_TOP}H0Z" fill="${shade('#b0644a')}"/>` +
    `<path d="M-10 430L512 360L${CANVAS + 10} 430Z" fill="${shade('#5a4a52')}"/>` +
    `<path d="${windows}" fill="${lit ? light : shade('#cfe6f0')}"/>` +
    `<path d="M0 ${TRACKS_TOP - 30}H${CANVAS}V${TRACKS_TOP}H0Z" fill="${shade('#9a9aa0')}"/>` +
    `<path d="M0 ${TRACKS_TOP}H${CANVAS}V${PLATFORM}H0Z" fill="${shade('#8a7a6a')}"/>` +
    `<path d="${sleepers}" fill="${shade('#6b4a36')}"/>` +
    `<path d="M0 ${TRACKS_TOP + 56}H${CANVAS}v8H0ZM0 ${TRACKS_TOP + 80}H${CANVAS}v8H0Z" fill="${shade('#c9ced6')}"/>` +
    `<path d="M0 ${PLATFORM}H${CANVAS}V${CANVAS}H0Z" fill="${shade('#b9b4ac')}"/>` +
    `<path d="M0 ${PLATFORM}H${CANVAS}v14H0Z" fill="${shade('#f2c230')}"/>` +
    drawCanopy(context) +
    context.part('alarm-clock', drawClock(shade, clockX)) +
    drawBench(shade, random.range(100, 300) + (layout.landmarkLeft ? 600 : 0))
  );
}

function drawCanopy(context: BackdropContext): string {
  const { shade } = context.palette;
  let d = '';
  for (const x of [60, CANVAS - 60]) d += `M${x - 7} 150h14V${PLATFORM + 120}h-14Z`;
  return (
    `<path d="${d}" fill="${shade('#3f5a4a')}"/>` +
    `<path d="M0 90H${CANVAS}V150H0Z" fill="${shade('#3f5a4a')}"/>` +
    `<path d="M0 150q32 24 64 0t64 0t64 0t64 0t64 0t64 0t64 0t64 0t64 0t64 0t64 0t64 0t64 0t64 0t64 0t64 0" fill="none" stroke="${shade('#3f5a4a')}" stroke-width="8"/>`
  );
}

function drawClock(shade: (hex: string) => string, x: number): string {
  return (
    `<path d="M${n(x)} 150v60" stroke="${shade('#3f5a4a')}" stroke-width="6"/>` +
    `<path d="${circleSubpath(x, 250, 44)}" fill="${shade('#3f5a4a')}"/>` +
    `<path d="${circleSubpath(x, 250, 36)}" fill="${shade('#f6f1e6')}"/>` +
    `<path d="M${n(x)} 250V224M${n(x)} 250h18" stroke="${shade('#2b2230')}" stroke-width="5" stroke-linecap="round"/>`
  );
}

function drawBench(shade: (hex: string) => string, x: number): string {
  const y = PLATFORM + 60;
  return (
    `<path d="M${n(x - 80)} ${y - 40}h160v10h-160ZM${n(x - 80)} ${y - 74}h160v10h-160Z" fill="${shade('#3f5a4a')}"/>` +
    `<path d="M${n(x - 70)} ${y - 30}v30M${n(x + 70)} ${y - 30}v30" stroke="${shade('#2b2a30')}" stroke-width="6"/>`
  );
}
