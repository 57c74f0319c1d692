import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { MAX_CHILDREN } from '@sns/contract';
import { Link } from 'react-router';
import {
  COLLECTION_COLS,
  CollectionEmpty,
  CollectionError,
  CollectionLoading,
} from '../../../components/collection-states';
import { useChildren } from '../api/get-children';
import { ChildCard } from './child-card';

/** /children: the parent's children with their pictures; skeletons, a warm empty state, errors. */
export function ChildrenList() {
  const { data: children, isPending, error, refetch } = useChildren();

  if (isPending) {
    return (
      <CollectionLoading
        label="Loading your children"
        cards={2}
        picture={{ radius: 40, aspectRatio: '1' }}
      />
    );
  }
  if (error) {
    return (
      <CollectionError
        title="We couldn't load your children"
        error={error}
        onRetry={() => void refetch()}
      />
    );
  }
  if (children.length === 0) {
    return (
      <CollectionEmpty
        title="No children yet"
        action={
          <Button component={Link} to="/children/new" size="md">
            Add a child
          </Button>
        }
      >
        Add your child once — their look, their age, what they love — and they&rsquo;ll look the
        same in every story, picture and book. Siblings and friends can share a story.
      </CollectionEmpty>
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
        cols={COLLECTION_COLS}
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
