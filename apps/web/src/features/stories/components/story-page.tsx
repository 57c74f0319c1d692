import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './story-page.module.css';

interface StoryPageProps {
  /** The page's h1; leave out when the content brings its own. */
  title?: string;
  subtitle?: ReactNode;
  /** Reading pages stay narrow (~65 characters a line); lists use the full width. */
  narrow?: boolean;
  /** Wrap the content in the white card. */
  card?: boolean;
  children: ReactNode;
}

/** The frame of the signed-in story pages: the soft night-to-cream backdrop and a centred column. */
export function StoryPage({
  title,
  subtitle,
  narrow = false,
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
      <div className={`${classes.inner} ${narrow ? classes.narrow : ''}`}>
        {card ? <div className={classes.card}>{body}</div> : body}
      </div>
    </div>
  );
}
