import type { NarrationMark } from '@sns/contract';
import { useEffect, useMemo, useRef } from 'react';
import { readAlongParagraphs } from '../lib/read-along';
import classes from './story-reader.module.css';

interface ReadAlongTextProps {
  text: string;
  marks: NarrationMark[];
  /** The sentence being spoken, or -1. */
  active: number;
}

/**
 * The story with the sentence being spoken highlighted (a <mark> with aria-current) and kept
 * in view: scrolled to gently when it leaves the comfortable middle of the screen.
 */
export function ReadAlongText({ text, marks, active }: ReadAlongTextProps) {
  const paragraphs = useMemo(() => readAlongParagraphs(text, marks), [text, marks]);
  const current = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const element = current.current;
    if (!element || active < 0) return;
    const { top, bottom } = element.getBoundingClientRect();
    const height = window.innerHeight;
    if (top >= height * 0.15 && bottom <= height * 0.7) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.scrollIntoView({ block: 'center', behavior: reduce ? 'auto' : 'smooth' });
  }, [active]);

  return (
    <div className={classes.text}>
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
