import type { ReactNode } from 'react';

/** Small previews of the printable bookmarks (the PDFs themselves are drawn by the server). */
export type BookmarkId = 'moon-and-stars' | 'sleepy-dragon' | 'rocket-dreams' | 'enchanted-forest';

function Frame({ from, to, children }: { from: string; to: string; children: ReactNode }) {
  const id = `bm-${from.slice(1)}-${to.slice(1)}`;
  return (
    <svg viewBox="0 0 60 180" width="60" height="180" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <rect
        x="1"
        y="1"
        width="58"
        height="178"
        rx="8"
        fill={`url(#${id})`}
        stroke="#ffffff"
        strokeWidth="2"
      />
      <circle cx="30" cy="14" r="4" fill="#ffffff" opacity="0.9" />
      {children}
    </svg>
  );
}

const star = (x: number, y: number, r: number, fill = '#fff4cf') => (
  <path
    key={`${x}-${y}`}
    d={`M${x} ${y - r}L${x + r * 0.3} ${y - r * 0.3}L${x + r} ${y}L${x + r * 0.3} ${y + r * 0.3}L${x} ${y + r}L${x - r * 0.3} ${y + r * 0.3}L${x - r} ${y}L${x - r * 0.3} ${y - r * 0.3}Z`}
    fill={fill}
  />
);

const ART: Record<BookmarkId, ReactNode> = {
  'moon-and-stars': (
    <Frame from="#1d2259" to="#4a3f8f">
      <circle cx="30" cy="70" r="16" fill="#f6c453" />
      <circle cx="37" cy="64" r="14" fill="#2a2c72" />
      <path d="M18 60q4-14 20-12l-4 10z" fill="#4c6ef5" />
      <circle cx="39" cy="48" r="3" fill="#ffffff" />
      <ellipse cx="18" cy="150" rx="14" ry="6" fill="#b197fc" opacity="0.8" />
      <ellipse cx="42" cy="158" rx="14" ry="6" fill="#9775fa" opacity="0.8" />
      {[star(16, 40, 4), star(46, 100, 5), star(16, 118, 3), star(40, 132, 3)]}
    </Frame>
  ),
  'sleepy-dragon': (
    <Frame from="#0f5c4d" to="#2f9e7f">
      <ellipse cx="30" cy="118" rx="20" ry="12" fill="#8ce99a" />
      <circle cx="42" cy="100" r="10" fill="#8ce99a" />
      <path
        d="M36 98q3 2 6 0M44 98q3 2 6 0"
        stroke="#0f5c4d"
        strokeWidth="1.5"
        fill="none"
        strokeLinecap="round"
      />
      <path d="M14 116l-6 -8 10 2z" fill="#8ce99a" />
      <path d="M24 108l4 -8 4 8z" fill="#ffd43b" />
      <text x="46" y="80" fontSize="9" fill="#ffffff" fontWeight="700">
        z
      </text>
      <text x="50" y="68" fontSize="7" fill="#ffffff" fontWeight="700">
        z
      </text>
      {[star(14, 40, 3), star(44, 44, 4)]}
    </Frame>
  ),
  'rocket-dreams': (
    <Frame from="#0b1e4a" to="#1c7ed6">
      <path d="M30 58c10 10 10 36 6 52H24c-4-16-4-42 6-52z" fill="#f8f9fa" />
      <circle cx="30" cy="80" r="5" fill="#74c0fc" stroke="#1864ab" strokeWidth="1.5" />
      <path d="M24 102l-8 12 9-3zM36 102l8 12-9-3z" fill="#fa5252" />
      <path d="M26 112q4 16 8 0" fill="#ffa94d" />
      <circle cx="18" cy="150" r="8" fill="#ffa94d" />
      <ellipse cx="18" cy="150" rx="14" ry="3" fill="none" stroke="#ffe8cc" strokeWidth="1.5" />
      {[star(46, 40, 4), star(12, 64, 3), star(48, 136, 3), star(40, 164, 2.5)]}
    </Frame>
  ),
  'enchanted-forest': (
    <Frame from="#2b1d4e" to="#5f3dc4">
      <path d="M18 150l12-40 12 40z" fill="#2f9e44" />
      <path d="M10 166l10-34 10 34z" fill="#37b24d" />
      <path d="M32 168l12-42 12 42z" fill="#2b8a3e" />
      <circle cx="20" cy="72" r="2.2" fill="#ffe066" />
      <circle cx="40" cy="88" r="2.6" fill="#ffe066" />
      <circle cx="28" cy="104" r="1.8" fill="#ffe066" />
      <circle cx="44" cy="58" r="9" fill="#fff4cf" opacity="0.85" />
      <path d="M22 168v-6h4v6z" fill="#fff4e6" />
      <path d="M18 163q6-8 12 0z" fill="#fa5252" />
      {[star(16, 40, 3)]}
    </Frame>
  ),
};

export function BookmarkArt({ id }: { id: BookmarkId }) {
  return ART[id];
}
