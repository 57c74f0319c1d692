import '../../../lib/full-styles';
import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './auth-card.module.css';

interface AuthCardProps {
  /** The page's h1; leave out when the children bring their own (multi-step forms). */
  title?: string;
  subtitle?: ReactNode;
  wide?: boolean;
  children: ReactNode;
}

/** The calm, centred card every account page sits in. */
export function AuthCard({ title, subtitle, wide = false, children }: AuthCardProps) {
  return (
    <div className={classes.backdrop}>
      <div className={`${classes.card} ${wide ? classes.wide : ''}`}>
        <Stack gap="lg">
          {title && (
            <Stack gap={6}>
              <Title order={1} fz={{ base: 28, sm: 32 }} c="#1b1f4b">
                {title}
              </Title>
              {subtitle && <Text c="dimmed">{subtitle}</Text>}
            </Stack>
          )}
          {children}
        </Stack>
      </div>
    </div>
  );
}
