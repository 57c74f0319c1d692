import { circleSubpath, ellipseSubpath, mixColor } from './svg-shapes';

/** A drawing of our own in its units: bottom centre at (0, 0). */
export interface CustomDrawing {
  svg: string;
  width: number;
  height: number;
}

/**
 * Things noto has no icon for, or none that fits a picture book: a digger, a sandcastle, a beach
 * ball, a rubber duck, a swing, a greenhouse seen from outside, a watering can, a lantern, and
 * the parcel a thing we cannot draw becomes. Null for names we don't draw.
 */
export function drawCustomProp(name: string, colour?: string): CustomDrawing | null {
  switch (name) {
    case 'digger':
      return { svg: digger(colour ?? '#f2b632'), width: 330, height: 250 };
    case 'sandcastle':
      return { svg: sandcastle(), width: 200, height: 170 };
    case 'beach-ball':
      return { svg: beachBall(), width: 110, height: 110 };
    case 'rubber-duck':
      return { svg: rubberDuck(colour ?? '#f6d23c'), width: 120, height: 100 };
    case 'swing':
      return { svg: swing(colour ?? '#d9534f'), width: 240, height: 250 };
    case 'greenhouse':
      return { svg: greenhouse(), width: 280, height: 230 };
    case 'watering-can':
      return { svg: wateringCan(colour ?? '#5fa8a0'), width: 200, height: 130 };
    case 'parcel':
      return { svg: parcel(colour ?? '#c9a06a'), width: 150, height: 120 };
    case 'lantern':
      return { svg: lantern(colour ?? '#3a3040'), width: 90, height: 150 };
    case 'seagull':
      return { svg: seagull(), width: 240, height: 120 };
    default:
      return null;
  }
}

/**
 * A seagull gliding, seen from the side: a white body and head, grey wings spread in a shallow M
 * with black tips, a yellow beak with its red spot, and a grey tail (noto's bird is a blue
 * songbird, which no parent takes for a gull).
 */
function seagull(): string {
  const grey = '#a9b4bf';
  return (
    // The far wing, behind the body, raised.
    `<path d="M-6 -62Q-40 -112 -96 -110Q-60 -92 -44 -60Z" fill="${mixColor(grey, '#5a6470', 0.25)}"/>` +
    `<path d="M-96 -110Q-84 -104 -74 -100L-86 -94Q-92 -100 -96 -110Z" fill="#2f3338"/>` +
    // The tail, the body and the head.
    `<path d="M-70 -50L-112 -62L-104 -44L-114 -30Z" fill="#dfe4e8"/>` +
    `<path d="${ellipseSubpath(-10, -46, 66, 24)}" fill="#ffffff"/>` +
    `<path d="${circleSubpath(52, -62, 20)}" fill="#ffffff"/>` +
    // The beak with its red spot, and the eye.
    `<path d="M68 -64L102 -58L68 -52Z" fill="#f2c230"/><path d="${circleSubpath(92, -57, 3)}" fill="#d9443a"/>` +
    `<path d="${circleSubpath(58, -66, 3.4)}" fill="#2b2b33"/>` +
    // The near wing, spread over the body: grey, its tip black with a white spot.
    `<path d="M-20 -52Q10 -70 40 -56Q-10 -46 -20 -52Z" fill="${grey}"/>` +
    `<path d="M-24 -52Q-70 -20 -118 -26Q-76 -52 -20 -60Z" fill="${grey}"/>` +
    `<path d="M-118 -26Q-100 -30 -88 -34L-98 -22Q-110 -22 -118 -26Z" fill="#2f3338"/>` +
    `<path d="${circleSubpath(-104, -27, 2.6)}" fill="#ffffff"/>` +
    // Feet tucked under in flight.
    `<path d="M-6 -24l-10 8M4 -24l-8 9" stroke="#f08a3a" stroke-width="4" stroke-linecap="round"/>`
  );
}

function digger(paint: string): string {
  const shade = mixColor(paint, '#5a3a10', 0.3);
  return (
    // Tracks: a long rounded band with wheels inside.
    `<path d="M-150 -46H60A23 23 0 0 1 60 0H-150A23 23 0 0 1 -150 -46Z" fill="#3c3c46"/>` +
    `<path d="${circleSubpath(-148, -23, 15)}${circleSubpath(-100, -23, 15)}${circleSubpath(-52, -23, 15)}${circleSubpath(-4, -23, 15)}${circleSubpath(56, -23, 15)}" fill="#8a8a96"/>` +
    // Body and cab.
    `<path d="M-160 -50H70V-110H-20V-180H-130L-160 -110Z" fill="${paint}"/>` +
    `<path d="M-118 -168H-32V-116H-124Z" fill="#bfe3f5"/><path d="M-160 -64H70V-50H-160Z" fill="${shade}"/>` +
    `<path d="M-150 -120h18v-26h-18Z" fill="${shade}"/>` +
    // The arm, its joint and the bucket with teeth.
    `<path d="M40 -104L120 -200L138 -186L62 -92Z" fill="${paint}"/>` +
    `<path d="M124 -204L168 -100L150 -92L108 -192Z" fill="${paint}"/>` +
    `<path d="${circleSubpath(126, -196, 10)}${circleSubpath(52, -98, 10)}" fill="${shade}"/>` +
    `<path d="M136 -110L184 -102L176 -40Q150 -40 132 -62Z" fill="#4a4a52"/>` +
    `<path d="M176 -40l-6 12l-6 -10l-6 10l-6 -12Z" fill="#4a4a52"/>`
  );
}

function sandcastle(): string {
  const sand = '#e8c98a';
  const shade = '#d3ae6a';
  const tower = (x: number, w: number, h: number): string =>
    `M${x - w / 2} 0V${-h}h${w / 5}v-12h${w / 5}v12h${w / 5}v-12h${w / 5}v12h${w / 5}V0Z`;
  return (
    `<path d="${tower(-62, 56, 100)}${tower(62, 56, 100)}${tower(0, 70, 140)}M-90 0V-60H90V0Z" fill="${sand}"/>` +
    `<path d="M-14 0V-30A14 14 0 0 1 14 -30V0Z" fill="${shade}"/>` +
    `<path d="M-62 -78v-4M62 -78v-4" stroke="${shade}" stroke-width="8" stroke-linecap="round"/>` +
    `<path d="M0 -152V-190" stroke="#7a5a3a" stroke-width="4"/><path d="M0 -190l30 8l-30 9Z" fill="#d9534f"/>`
  );
}

function beachBall(): string {
  const r = 54;
  const c = -r;
  const wedge = (a0: number, a1: number): string =>
    `M0 ${c}L${Math.cos(a0) * r} ${c + Math.sin(a0) * r}A${r} ${r} 0 0 1 ${Math.cos(a1) * r} ${c + Math.sin(a1) * r}Z`;
  const colours = ['#e0443e', '#f4f1ea', '#3d7cc9', '#f4f1ea', '#f2c230', '#f4f1ea'];
  return (
    colours
      .map(
        (fill, i) =>
          `<path d="${wedge((i * Math.PI) / 3, ((i + 1) * Math.PI) / 3)}" fill="${fill}"/>`,
      )
      .join('') +
    `<path d="${circleSubpath(0, c, 10)}" fill="#f4f1ea"/><path d="M-28 ${c - 30}q12 -12 30 -14" fill="none" stroke="#ffffff" stroke-opacity="0.7" stroke-width="6" stroke-linecap="round"/>`
  );
}

function rubberDuck(paint: string): string {
  return (
    `<path d="M-56 -34Q-60 0 -10 0H34Q60 0 56 -34Q40 -52 0 -46Q-30 -44 -56 -34Z" fill="${paint}"/>` +
    `<path d="${circleSubpath(18, -64, 28)}" fill="${paint}"/>` +
    `<path d="M42 -62Q66 -62 62 -50Q52 -46 40 -52Z" fill="#f0843c"/>` +
    `<path d="${circleSubpath(24, -70, 5)}" fill="#2b2230"/><path d="M-40 -32Q-20 -18 0 -30" fill="none" stroke="${mixColor(paint, '#a06010', 0.3)}" stroke-width="5" stroke-linecap="round"/>`
  );
}

function swing(paint: string): string {
  return (
    `<path d="M-118 0L-96 -236M-74 0L-96 -236M118 0L96 -236M74 0L96 -236" stroke="${paint}" stroke-width="12" stroke-linecap="round"/>` +
    `<path d="M-100 -236H100" stroke="${mixColor(paint, '#000000', 0.25)}" stroke-width="14" stroke-linecap="round"/>` +
    `<path d="M-30 -230V-64M30 -230V-64" stroke="#7a6a5a" stroke-width="4"/>` +
    `<path d="M-40 -66H40V-52H-40Z" fill="#8a5a3a"/>`
  );
}

function greenhouse(): string {
  const frame = '#f4f1ea';
  return (
    `<path d="M-130 0V-130L0 -220L130 -130V0Z" fill="#bfe6e0" fill-opacity="0.55"/>` +
    `<path d="${ellipseSubpath(-70, -30, 40, 30)}${ellipseSubpath(10, -40, 44, 40)}${ellipseSubpath(80, -30, 36, 26)}" fill="#5fae6a"/>` +
    `<path d="M-130 0V-130L0 -220L130 -130V0M-130 -130H130M-65 0V-175M0 0V-220M65 0V-175M-130 -65H130" fill="none" stroke="${frame}" stroke-width="7" stroke-linejoin="round"/>`
  );
}

function wateringCan(paint: string): string {
  const shade = mixColor(paint, '#1d3a3a', 0.3);
  return (
    `<path d="M-60 0V-90Q-60 -100 -50 -100H30Q40 -100 40 -90V0Z" fill="${paint}"/>` +
    `<path d="M38 -40L96 -100L104 -92L44 -22Z" fill="${paint}"/>` +
    `<path d="${ellipseSubpath(100, -98, 14, 8)}" fill="${shade}"/>` +
    `<path d="M-40 -100Q-10 -150 20 -100" fill="none" stroke="${shade}" stroke-width="10"/>` +
    `<path d="M-60 -30H40V-20H-60Z" fill="${shade}"/>`
  );
}

function lantern(metal: string): string {
  return (
    `<path d="${circleSubpath(0, -76, 60)}" fill="#ffd98a" fill-opacity="0.25"/>` +
    `<path d="M-16 -150a16 16 0 0 1 32 0" fill="none" stroke="${metal}" stroke-width="5"/>` +
    `<path d="M-34 -130h68l-10 16h-48ZM-32 0h64l-6 -12h-52Z" fill="${metal}"/>` +
    `<path d="M-28 -114h56v102h-56Z" fill="#ffe7a3"/>` +
    `<path d="M0 -96q14 20 0 40q-14 -20 0 -40Z" fill="#f59e42"/>` +
    `<path d="M-28 -114v102M28 -114v102" stroke="${metal}" stroke-width="5"/>`
  );
}

// A thing we have no drawing for: a parcel tied with string, in the colour its words name.
function parcel(paper: string): string {
  const fold = mixColor(paper, '#3a2a1a', 0.25);
  return (
    `<path d="M-70 0v-84h140v84Z" fill="${paper}"/>` +
    `<path d="M-70 -84l16 -26h140l-16 26Z" fill="${mixColor(paper, '#ffffff', 0.25)}"/>` +
    `<path d="M70 0v-84l16 -26v84Z" fill="${fold}"/>` +
    `<path d="M-6 0v-84l16 -26M-70 -46h140l16 -26M-62 -97h140" fill="none" stroke="#f4efe2" stroke-width="7"/>` +
    `<path d="M6 -104q-30 -26 -14 -30q14 0 14 30q0 -30 14 -30q16 4 -14 30Z" fill="none" stroke="#f4efe2" stroke-width="6"/>`
  );
}
