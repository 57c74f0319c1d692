import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './story-page.module.css';

interface StoryPageProps {
  /** The page's h1; leave out when the content brings its own. */
  title?: string;
  subtitle?: ReactNode;
  /** Column width: narrow for summaries, medium for forms, wide for lists and reading. */
  width?: 'narrow' | 'medium' | 'wide';
  /** Wrap the content in the white card. */
  card?: boolean;
  children: ReactNode;
}

/** The frame of the signed-in story pages: the soft night-to-cream backdrop and a centred column. */
export function StoryPage({
  title,
  subtitle,
  width = 'wide',
  card = false,
  children,
}: StoryPageProps) {
  const body = (
    <Stack gap="lg">
      {title && (
        <Stack gap={6}>
          <Title order={1} className={classes.heading}>
            {title}
          </Title>
          {subtitle && (
            <Text c="dimmed" fz="lg">
              {subtitle}
            </Text>
          )}
        </Stack>
      )}
      {children}
    </Stack>
  );
  return (
    <div className={classes.backdrop}>
      <div className={`${classes.inner} ${width === 'wide' ? '' : classes[width]}`}>
        {card ? <div className={classes.card}>{body}</div> : body}
      </div>
    </div>
  );
}
