import { useT } from '../../../lib/i18n/use-t';

/** Decorative starry backdrop and hero drawing for the landing page (inline SVG, no requests). */

// A fixed scatter of stars: a tiny linear congruential generator keeps it identical on every render.
const STARS = (() => {
  let seed = 7;
  const next = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  return Array.from({ length: 60 }, () => ({
    x: next() * 100,
    y: next() * 100,
    r: 0.6 + next() * 1.4,
    o: 0.35 + next() * 0.6,
  }));
})();

export function SkyBackdrop({ className }: { className?: string }) {
  return (
    <svg className={className} aria-hidden="true" focusable="false">
      {STARS.map((s, i) => (
        <circle key={i} cx={`${s.x}%`} cy={`${s.y}%`} r={s.r} fill="#fff8e1" opacity={s.o} />
      ))}
    </svg>
  );
}

function Sparkle({
  x,
  y,
  size,
  fill = '#fff4cf',
}: {
  x: number;
  y: number;
  size: number;
  fill?: string;
}) {
  const s = size;
  return (
    <path
      d={`M${x} ${y - s}Q${x + s * 0.18} ${y - s * 0.18} ${x + s} ${y}Q${x + s * 0.18} ${y + s * 0.18} ${x} ${y + s}Q${x - s * 0.18} ${y + s * 0.18} ${x - s} ${y}Q${x - s * 0.18} ${y - s * 0.18} ${x} ${y - s}Z`}
      fill={fill}
    />
  );
}

/** A crescent moon over an open storybook, with stars rising from its pages. */
export function HeroArt({ className }: { className?: string }) {
  const t = useT();
  return (
    <svg className={className} viewBox="0 0 400 380" role="img" aria-label={t('landing.heroArt')}>
      <defs>
        <radialGradient id="sns-glow" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#f6c453" stopOpacity="0.45" />
          <stop offset="1" stopColor="#f6c453" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="sns-page" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fffdf6" />
          <stop offset="1" stopColor="#f3e9cf" />
        </linearGradient>
        <mask id="sns-crescent">
          <rect width="400" height="380" fill="#fff" />
          <circle cx="282" cy="92" r="62" fill="#000" />
        </mask>
      </defs>
      <circle cx="248" cy="118" r="120" fill="url(#sns-glow)" />
      <circle cx="248" cy="118" r="72" fill="#f6c453" mask="url(#sns-crescent)" />
      <Sparkle x={92} y={70} size={14} />
      <Sparkle x={150} y={36} size={8} />
      <Sparkle x={352} y={196} size={10} />
      <Sparkle x={58} y={170} size={7} />
      <Sparkle x={330} y={36} size={6} />
      <circle cx="120" cy="122" r="2.5" fill="#fff4cf" />
      <circle cx="368" cy="120" r="2" fill="#fff4cf" />
      <circle cx="40" cy="110" r="1.8" fill="#fff4cf" />
      {/* Stars rising from the pages */}
      <path
        d="M200 262C180 220 150 210 160 170S220 130 214 96"
        stroke="#ffe49a"
        strokeWidth="2.5"
        strokeDasharray="2 10"
        strokeLinecap="round"
        fill="none"
        opacity="0.9"
      />
      <Sparkle x={168} y={196} size={9} fill="#ffe49a" />
      <Sparkle x={206} y={140} size={6} fill="#ffe49a" />
      {/* The book */}
      <ellipse cx="200" cy="338" rx="150" ry="16" fill="#0b0e26" opacity="0.45" />
      <path d="M52 262C110 244 168 250 200 276V340C168 316 110 310 52 326Z" fill="url(#sns-page)" />
      <path
        d="M348 262C290 244 232 250 200 276V340C232 316 290 310 348 326Z"
        fill="url(#sns-page)"
      />
      <path
        d="M52 326C110 310 168 316 200 340C232 316 290 310 348 326V334C290 320 232 326 200 348C168 326 110 320 52 334Z"
        fill="#c9a4ff"
        opacity="0.9"
      />
      <path d="M200 276V340" stroke="#d9c9a0" strokeWidth="2" />
      <g stroke="#d6cbb0" strokeWidth="2.5" strokeLinecap="round" fill="none">
        <path d="M78 278C110 270 146 272 178 286" />
        <path d="M78 294C110 286 146 288 178 302" />
        <path d="M78 310C104 303 130 304 150 312" />
        <path d="M222 286C254 272 290 270 322 278" />
        <path d="M222 302C254 288 290 286 322 294" />
      </g>
    </svg>
  );
}
