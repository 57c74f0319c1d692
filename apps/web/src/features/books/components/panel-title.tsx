import { Title } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';
import classes from './book-builder.module.css';

/**
 * The heading of a panel that replaces another (upload → progress → ready). It takes the focus
 * when it appears: without that, focus falls back to the start of the document and keyboard and
 * screen-reader users lose their place.
 */
export function PanelTitle({ id, children }: { id: string; children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <Title
      order={2}
      id={id}
      ref={ref}
      tabIndex={-1}
      ta="center"
      c="#1b1f4b"
      className={classes.focusTarget}
    >
      {children}
    </Title>
  );
}
