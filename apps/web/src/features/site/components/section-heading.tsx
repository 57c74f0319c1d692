import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './landing.module.css';

/** A section's kicker, h2 and lead, centred. */
export function SectionHeading({
  id,
  kicker,
  title,
  children,
}: {
  id: string;
  kicker: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <Stack gap={10} align="center" ta="center" maw={720} mx="auto" mb={{ base: 32, sm: 48 }}>
      <Text className={classes.kicker}>{kicker}</Text>
      <Title order={2} id={id} c="#1b1f4b">
        {title}
      </Title>
      {children && (
        <Text fz="lg" c="#4a5060">
          {children}
        </Text>
      )}
    </Stack>
  );
}
