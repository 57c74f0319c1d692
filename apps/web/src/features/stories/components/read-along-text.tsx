import type { NarrationMark } from '@sns/contract';
import { useEffect, useMemo, useRef, type RefObject } from 'react';
import { readAlongParagraphs } from '../lib/read-along';
import classes from './story-reader.module.css';

interface ReadAlongTextProps {
  text: string;
  marks: NarrationMark[];
  /** The sentence being spoken, or -1. */
  active: number;
  /** What may be stuck over the top of the story (the player, while it plays): kept clear of. */
  coveredBy?: RefObject<HTMLElement | null>;
  /** The story's language, when it may differ from the page's. */
  lang?: string;
}

/**
 * The story with the sentence being spoken highlighted (a <mark> with aria-current) and kept
 * in view: scrolled to gently when it leaves the comfortable middle of the screen — the part of
 * it the player (stuck under the header while it plays) leaves free.
 */
export function ReadAlongText({ text, marks, active, coveredBy, lang }: ReadAlongTextProps) {
  const paragraphs = useMemo(() => readAlongParagraphs(text, marks), [text, marks]);
  const current = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const element = current.current;
    if (!element || active < 0) return;
    const { top, bottom } = element.getBoundingClientRect();
    const height = window.innerHeight;
    const covered = coveredBy?.current?.getBoundingClientRect().bottom ?? 0;
    const clear = Math.max(height * 0.15, covered + 8);
    if (top >= clear && bottom <= Math.max(height * 0.7, clear + (bottom - top))) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    // The middle of what the player leaves free, not of the whole window.
    const middle = covered + (height - covered) / 2;
    window.scrollBy({
      top: top + (bottom - top) / 2 - middle,
      behavior: reduce ? 'auto' : 'smooth',
    });
  }, [active, coveredBy]);

  return (
    <div className={classes.text} lang={lang}>
      {paragraphs.map((pieces, p) => (
        <p key={p}>
          {pieces.map((piece, i) =>
            piece.mark === active && active >= 0 ? (
              <mark
                key={i}
                ref={current}
                className={classes.spoken}
                aria-current="true"
                data-sentence={piece.mark}
              >
                {piece.text}
              </mark>
            ) : (
              <span key={i} data-sentence={piece.mark}>
                {piece.text}
              </span>
            ),
          )}
        </p>
      ))}
    </div>
  );
}
