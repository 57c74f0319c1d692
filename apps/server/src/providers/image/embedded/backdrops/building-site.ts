import type { BackdropContext, PlaceBackdrop } from './backdrop-types';
import { CANVAS, ellipseSubpath, n } from '../svg-shapes';
import { GROUND_TOP, HORIZON_Y } from '../layout';
import { drawForeground, drawHills } from './ground';

/** A building site: a crane over a half-built block in scaffolding, barriers, sand and cones. */
export const BUILDING_SITE: PlaceBackdrop = {
  draw: drawBuildingSite,
  landmark: { top: 200, halfWidth: 170 },
  sky: 'open',
  parts: ['brick'],
};

function drawBuildingSite(context: BackdropContext): string {
  const { random, palette, layout } = context;
  const { shade } = palette;
  return (
    drawHills(random, palette.far, HORIZON_Y - 60, 30, 5) +
    drawBlock(context, layout.landmarkX) +
    drawCrane(context, layout.landmarkX + (layout.landmarkLeft ? 200 : -200)) +
    drawBarrier(context) +
    drawForeground(random, shade('#b08a62')) +
    context.part('brick', drawPiles(context)) +
    drawCones(context)
  );
}

function drawBlock(context: BackdropContext, x: number): string {
  const { shade } = context.palette;
  const base = HORIZON_Y + 40;
  let floors = '';
  for (let y = base - 90; y > 260; y -= 90) floors += `M${x - 150} ${y}h300v12h-300Z`;
  let scaffold = '';
  for (let sx = x - 170; sx <= x + 170; sx += 68) scaffold += `M${sx} ${base}V250`;
  for (let y = base - 45; y > 260; y -= 90) scaffold += `M${x - 176} ${y}H${x + 176}`;
  return (
    `<path d="M${x - 150} ${base}V260h300V${base}Z" fill="${shade('#c9c4bc')}"/>` +
    `<path d="${floors}" fill="${shade('#a8a29a')}"/>` +
    `<path d="${scaffold}" fill="none" stroke="${shade('#6a7a8a')}" stroke-width="5"/>`
  );
}

function drawCrane(context: BackdropContext, x: number): string {
  const { shade } = context.palette;
  const yellow = shade('#f2b632');
  const base = HORIZON_Y + 40;
  let lattice = '';
  for (let y = base; y > 130; y -= 40)
    lattice += `M${x - 16} ${y}L${x + 16} ${y - 40}M${x + 16} ${y}L${x - 16} ${y - 40}`;
  return (
    `<path d="M${x - 16} ${base}V110M${x + 16} ${base}V110M${x - 220} 110H${x + 120}" fill="none" stroke="${yellow}" stroke-width="8"/>` +
    `<path d="${lattice}" fill="none" stroke="${yellow}" stroke-width="4"/>` +
    `<path d="M${x - 16} 110L${x} 60L${x + 16} 110" fill="none" stroke="${yellow}" stroke-width="6"/>` +
    `<path d="M${x + 80} 100h44v30h-44Z" fill="${shade('#5a5a62')}"/>` +
    `<path d="M${x - 180} 110v120" stroke="${shade('#4a4a52')}" stroke-width="3"/><path d="M${x - 196} 230h32v16h-32Z" fill="${shade('#4a4a52')}"/>`
  );
}

function drawBarrier(context: BackdropContext): string {
  const { shade } = context.palette;
  const y = GROUND_TOP - 40;
  let stripes = '';
  for (let x = 0; x < CANVAS; x += 48) stripes += `M${x} ${y}h24l-12 30h-24Z`;
  return (
    `<path d="M0 ${y}H${CANVAS}v30H0Z" fill="${shade('#f4f1ea')}"/>` +
    `<path d="${stripes}" fill="${shade('#e0633a')}"/>` +
    `<path d="M0 ${y + 30}H${CANVAS}v6H0Z" fill="${shade('#8a8a90')}"/>`
  );
}

function drawPiles(context: BackdropContext): string {
  const { random, palette } = context;
  const { shade } = palette;
  const x = random.range(100, CANVAS - 100);
  const y = GROUND_TOP + 40;
  return (
    `<path d="M${n(x - 120)} ${y}Q${n(x)} ${y - 150} ${n(x + 120)} ${y}Z" fill="${shade('#e0c07a')}"/>` +
    `<path d="M${n(x + 90)} ${y + 20}h90v-26h-90ZM${n(x + 100)} ${y - 6}h70v-24h-70Z" fill="${shade('#b8553a')}"/>`
  );
}

function drawCones(context: BackdropContext): string {
  const { random, palette } = context;
  const { shade } = palette;
  let cones = '';
  let bands = '';
  for (let i = 0; i < 3; i++) {
    const x = random.range(40, CANVAS - 40);
    const y = GROUND_TOP + random.range(10, 60);
    cones += `M${n(x - 22)} ${n(y)}L${n(x - 6)} ${n(y - 60)}h12L${n(x + 22)} ${n(y)}Z${ellipseSubpath(x, y, 30, 6)}`;
    bands += `M${n(x - 14)} ${n(y - 30)}h28l-3 -12h-22Z`;
  }
  return `<path d="${cones}" fill="${shade('#f0843c')}"/><path d="${bands}" fill="${shade('#ffffff')}"/>`;
}
