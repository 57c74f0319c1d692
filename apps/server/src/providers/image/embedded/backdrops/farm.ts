import type { BackdropContext, PlaceBackdrop } from './backdrop-types';
import { CANVAS, circleSubpath, ellipseSubpath, n } from '../svg-shapes';
import { GROUND_TOP, HORIZON_Y } from '../layout';
import { drawFireflies, drawForeground, drawGrass, drawHills } from './ground';

/** A farm: striped fields over the hills, a red barn and a silo, a fence and hay bales. */
export const FARM: PlaceBackdrop = {
  draw: drawFarm,
  landmark: { top: 440, halfWidth: 170 },
  sky: 'open',
  parts: ['sheaf-of-rice'],
};

function drawFarm(context: BackdropContext): string {
  const { random, palette, layout } = context;
  const { shade } = palette;
  let rows = '';
  for (let y = HORIZON_Y - 70; y < HORIZON_Y + 90; y += 18)
    rows += `M0 ${y}Q512 ${y - 18} ${CANVAS} ${y}v5Q512 ${y - 13} 0 ${y + 5}Z`;
  return (
    drawHills(random, palette.far, HORIZON_Y - 110, 40, 4) +
    drawHills(random, shade('#c9b45a'), HORIZON_Y - 70, 30, 3) +
    `<path d="${rows}" fill="${shade('#a8983f')}" fill-opacity="0.5"/>` +
    drawHills(random, shade('#8fbf5a'), HORIZON_Y + 20, 40, 4) +
    drawBarn(context, layout.landmarkX) +
    drawFence(context) +
    drawForeground(random, shade('#7cb862')) +
    context.part('sheaf-of-rice', drawHayBales(context)) +
    drawGrass(random, palette, true) +
    drawFireflies(random, palette, random.int(3, 6))
  );
}

function drawBarn(context: BackdropContext, x: number): string {
  const { shade, light, time } = context.palette;
  const base = GROUND_TOP - 20;
  const red = shade('#b8413a');
  const white = shade('#f4efe4');
  const lit = time === 'night' || time === 'evening';
  return (
    // The silo beside the barn.
    `<path d="M${x + 120} ${base}V${base - 250}h70V${base}Z" fill="${shade('#c9ced6')}"/>` +
    `<path d="M${x + 120} ${base - 250}q35 -50 70 0Z" fill="${shade('#8a96a4')}"/>` +
    `<path d="M${x - 130} ${base}V${base - 160}L${x - 80} ${base - 240}H${x + 80}L${x + 130} ${base - 160}V${base}Z" fill="${red}"/>` +
    `<path d="M${x - 140} ${base - 156}L${x - 84} ${base - 248}H${x + 84}L${x + 140} ${base - 156}" fill="none" stroke="${white}" stroke-width="10" stroke-linejoin="round"/>` +
    `<path d="M${x - 60} ${base}V${base - 120}h120V${base}Z" fill="${shade('#8e2f2a')}"/>` +
    `<path d="M${x - 60} ${base - 120}l120 120M${x + 60} ${base - 120}l-120 120M${x - 60} ${base}V${base - 120}h120V${base}" fill="none" stroke="${white}" stroke-width="8"/>` +
    `<path d="M${x - 22} ${base - 200}h44v34h-44Z" fill="${lit ? light : shade('#3a2a2a')}"/>`
  );
}

function drawFence(context: BackdropContext): string {
  const { shade } = context.palette;
  const y = GROUND_TOP - 10;
  let posts = '';
  for (let x = 10; x < CANVAS; x += 80) posts += `M${x} ${y}v-70h12v70Z`;
  return `<path d="${posts}M0 ${y - 56}H${CANVAS}v10H0ZM0 ${y - 26}H${CANVAS}v10H0Z" fill="${shade('#b08a5a')}"/>`;
}

function drawHayBales(context: BackdropContext): string {
  const { random, palette } = context;
  const { shade } = palette;
  let bales = '';
  let rings = '';
  for (let i = 0; i < 2; i++) {
    const x = random.range(60, CANVAS - 60);
    const y = GROUND_TOP + random.range(10, 30);
    bales += `M${n(x - 50)} ${n(y)}v-60h90v60Z`;
    rings += `${ellipseSubpath(x + 40, y - 30, 16, 30)}`;
    rings += circleSubpath(x + 40, y - 30, 6);
  }
  return `<path d="${bales}" fill="${shade('#e4c25e')}"/><path d="${rings}" fill="${shade('#d0a84a')}" stroke="${shade('#b88f3a')}" stroke-width="3"/>`;
}
