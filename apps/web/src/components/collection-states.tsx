import { Alert, Button, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { describeError } from '../lib/error-message';
import { LogoMark } from './logo';
import { useT } from '../lib/i18n/use-t';

/** The grid of a page that lists the parent's things (stories, children). */
export const COLLECTION_COLS = { base: 1, xs: 2, md: 3 };

/** Card-shaped skeletons while a collection loads, announced as busy. */
export function CollectionLoading({
  label,
  cards,
  picture,
}: {
  label: string;
  cards: number;
  picture: { radius: number; aspectRatio: string };
}) {
  return (
    <SimpleGrid cols={COLLECTION_COLS} spacing="lg" aria-busy="true" aria-label={label}>
      {Array.from({ length: cards }, (_, i) => (
        <Stack key={i} gap="sm">
          <Skeleton
            radius={picture.radius}
            style={{ aspectRatio: picture.aspectRatio }}
            height="auto"
          />
          <Skeleton height={22} width="65%" radius="xl" />
          <Skeleton height={16} width="45%" radius="xl" />
        </Stack>
      ))}
    </SimpleGrid>
  );
}

/** A collection that failed to load: what went wrong, and a way to try again. */
export function CollectionError({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
}) {
  const t = useT();
  return (
    <Alert color="red" variant="light" radius="lg" title={title} role="alert">
      <Stack gap="sm">
        <Text c="#1b1f4b">{describeError(error)}</Text>
        <Group>
          <Button variant="white" onClick={onRetry}>
            {t('common.tryAgain')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/** A warm empty state: what the page will hold, and the first step towards it. */
export function CollectionEmpty({
  title,
  children,
  action,
}: {
  title: string;
  children: ReactNode;
  action: ReactNode;
}) {
  return (
    <Stack
      align="center"
      gap="md"
      ta="center"
      py={48}
      px="md"
      bg="white"
      style={{ borderRadius: 24 }}
    >
      <LogoMark size={72} />
      <Title order={2} c="#1b1f4b">
        {title}
      </Title>
      <Text c="dimmed" maw={460}>
        {children}
      </Text>
      {action}
    </Stack>
  );
}
