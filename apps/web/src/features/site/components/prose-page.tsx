import '../../../lib/full-styles';
import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './prose-page.module.css';

interface ProsePageProps {
  title: string;
  lead?: ReactNode;
  /** Small facts under the lead, e.g. a policy's version and date. */
  meta?: ReactNode;
  children: ReactNode;
}

/** A readable page of long text (about, instructions, legal), under a night-sky title band. */
export function ProsePage({ title, lead, meta, children }: ProsePageProps) {
  return (
    <article>
      <header className={classes.header}>
        <Stack gap="sm" className={classes.headerInner}>
          <Title order={1} className={classes.title}>
            {title}
          </Title>
          {lead && <Text className={classes.lead}>{lead}</Text>}
          {meta && <div className={classes.meta}>{meta}</div>}
        </Stack>
      </header>
      <div className={classes.body}>{children}</div>
    </article>
  );
}

export function Callout({ children }: { children: ReactNode }) {
  return <div className={classes.callout}>{children}</div>;
}

/** A table that may scroll sideways on phones; focusable so keyboards can scroll it too. */
export function TableWrap({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={classes.tableWrap} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
