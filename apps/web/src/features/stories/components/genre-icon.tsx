import type { Genre } from '@sns/contract';
import type { ReactNode } from 'react';

/** Hand-drawn line icons, one per genre (emoji fonts are missing on many machines). */
const PATHS: Record<Genre, ReactNode> = {
  Fantasy: (
    <>
      <path d="M4 20L14 10" />
      <path d="M16 3l1.2 2.8L20 7l-2.8 1.2L16 11l-1.2-2.8L12 7l2.8-1.2z" />
      <path d="M6 5v3M4.5 6.5h3" />
    </>
  ),
  Adventure: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M15.5 8.5l-2 5-5 2 2-5z" />
    </>
  ),
  Mystery: (
    <>
      <circle cx="10.5" cy="10.5" r="6" />
      <path d="M15 15l5.5 5.5" />
      <path d="M8.8 9a1.8 1.8 0 1 1 2.4 1.7c-.5.2-.7.6-.7 1.1M10.5 13.6v.2" />
    </>
  ),
  'Sci-Fi': (
    <>
      <path d="M12 2.5c3 2.2 4.5 5.3 4.5 9.5l-1.5 4h-6l-1.5-4c0-4.2 1.5-7.3 4.5-9.5z" />
      <circle cx="12" cy="9.5" r="1.8" />
      <path d="M9 16l-2.5 2.5V21M15 16l2.5 2.5V21M12 17v4" />
    </>
  ),
  Comedy: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M8 14.5c1 1.6 2.4 2.4 4 2.4s3-.8 4-2.4" />
      <path d="M8.5 9.5h.01M15.5 9.5h.01" strokeWidth={3} />
    </>
  ),
};

export function GenreIcon({ genre, size = 26 }: { genre: Genre; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[genre]}
    </svg>
  );
}
