import { Alert, Button, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { MAX_CHILDREN } from '@sns/contract';
import { Link } from 'react-router';
import { LogoMark } from '../../../components/logo';
import { describeError } from '../../../lib/error-message';
import { useChildren } from '../api/get-children';
import { ChildCard } from './child-card';

const GRID_COLS = { base: 1, xs: 2, md: 3 };

/** /children: the parent's children with their pictures; skeletons, a warm empty state, errors. */
export function ChildrenList() {
  const { data: children, isPending, error, refetch } = useChildren();

  if (isPending) {
    return (
      <SimpleGrid cols={GRID_COLS} spacing="lg" aria-busy="true" aria-label="Loading your children">
        {[0, 1].map((i) => (
          <Stack key={i} gap="sm">
            <Skeleton radius={40} style={{ aspectRatio: '1' }} height="auto" />
            <Skeleton height={22} width="60%" radius="xl" />
            <Skeleton height={16} width="40%" radius="xl" />
          </Stack>
        ))}
      </SimpleGrid>
    );
  }

  if (error) {
    return (
      <Alert
        color="red"
        variant="light"
        radius="lg"
        title="We couldn't load your children"
        role="alert"
      >
        <Stack gap="sm">
          <Text c="#1b1f4b">{describeError(error)}</Text>
          <Group>
            <Button variant="white" onClick={() => void refetch()}>
              Try again
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }

  if (children.length === 0) {
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
          No children yet
        </Title>
        <Text c="dimmed" maw={460}>
          Add your child once — their look, their age, what they love — and they&rsquo;ll look the
          same in every story, picture and book. Siblings and friends can share a story.
        </Text>
        <Button component={Link} to="/children/new" size="md">
          Add a child
        </Button>
      </Stack>
    );
  }

  const full = children.length >= MAX_CHILDREN;
  return (
    <Stack gap="lg">
      <Group justify="space-between" gap="sm">
        <Text c="dimmed" fw={700}>
          {children.length === 1 ? '1 child' : `${children.length} children`}
          {full && ` (the most you can keep)`}
        </Text>
        {full ? (
          <Button size="sm" disabled>
            Add a child
          </Button>
        ) : (
          <Button component={Link} to="/children/new" size="sm">
            Add a child
          </Button>
        )}
      </Group>
      <SimpleGrid
        cols={GRID_COLS}
        spacing="lg"
        component="ul"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {children.map((child) => (
          <li key={child.id}>
            <ChildCard child={child} />
          </li>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
