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
import { useT } from '../../../lib/i18n/use-t';

/** /children: the parent's children with their pictures; skeletons, a warm empty state, errors. */
export function ChildrenList() {
  const t = useT();
  const { data: children, isPending, error, refetch } = useChildren();

  if (isPending) {
    return (
      <CollectionLoading
        label={t('children.loadingPicker')}
        cards={2}
        picture={{ radius: 40, aspectRatio: '1' }}
      />
    );
  }
  if (error) {
    return (
      <CollectionError
        title={t('children.loadError')}
        error={error}
        onRetry={() => void refetch()}
      />
    );
  }
  if (children.length === 0) {
    return (
      <CollectionEmpty
        title={t('children.emptyTitle')}
        action={
          <Button component={Link} to="/children/new" size="md">
            {t('children.add')}
          </Button>
        }
      >
        {t('children.emptyText')}
      </CollectionEmpty>
    );
  }

  const full = children.length >= MAX_CHILDREN;
  return (
    <Stack gap="lg">
      <Group justify="space-between" gap="sm">
        <Text c="dimmed" fw={700}>
          {t('children.count', { n: children.length })}
          {full && t('children.full')}
        </Text>
        {full ? (
          <Button size="sm" disabled>
            {t('children.add')}
          </Button>
        ) : (
          <Button component={Link} to="/children/new" size="sm">
            {t('children.add')}
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
