import '../../../lib/full-styles';
import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './purchase.module.css';

interface PurchasePageProps {
  /** The page's h1; leave out when the content brings its own. */
  title?: string;
  subtitle?: ReactNode;
  narrow?: boolean;
  children: ReactNode;
}

/** The frame of the purchase pages: backdrop, centred column, optional heading. */
export function PurchasePage({ title, subtitle, narrow = false, children }: PurchasePageProps) {
  return (
    <div className={classes.backdrop}>
      <div className={`${classes.inner} ${narrow ? classes.narrow : ''}`}>
        <Stack gap="lg">
          {title && (
            <Stack gap={6}>
              <Title order={1} c="#1b1f4b">
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
      </div>
    </div>
  );
}
