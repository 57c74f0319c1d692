import {
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { MAX_STORY_CHILDREN, type Child } from '@sns/contract';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { useChildren } from '../api/get-children';
import { ageInWords } from '../lib/describe-child';
import { toggleChild } from '../lib/pick-children';
import { ChildAvatar } from './child-avatar';
import classes from './children.module.css';
import { useRichT, useT } from '../../../lib/i18n/use-t';

export interface ChildPickerProps {
  /** The chosen children in the order chosen: the first is the hero. */
  selected: readonly Child[];
  onChange: (children: Child[]) => void;
  disabled?: boolean;
  /** A child to choose once the list is loaded (the Children page's "Write a story"). */
  preselectId?: string;
}

/**
 * Create Story's "Who is the story for?": none (type any hero, as always), one child, or up to
 * three (siblings and friends). Without children it is one line inviting the parent to add one.
 */
export function ChildPicker({ selected, onChange, disabled, preselectId }: ChildPickerProps) {
  const t = useT();
  const rich = useRichT();
  const { data: children, isPending, isError, refetch } = useChildren();
  const headingId = useId();
  const hintId = useId();
  const preselected = useRef(false);

  useEffect(() => {
    if (preselected.current || !preselectId || !children) return;
    preselected.current = true;
    const child = children.find((c) => c.id === preselectId);
    if (child && selected.length === 0) onChange([child]);
  }, [children, preselectId, selected.length, onChange]);

  if (isPending) {
    return (
      <Stack gap="xs" aria-busy="true" aria-label={t('children.loadingPicker')}>
        <Skeleton height={18} width={200} radius="xl" />
        <Skeleton height={76} radius={18} />
      </Stack>
    );
  }

  if (isError) {
    return (
      <Group gap="sm" role="alert">
        <Text fz="sm" c="#1b1f4b">
          {t('children.pickerError')}
        </Text>
        <Button size="xs" variant="light" onClick={() => void refetch()}>
          {t('common.tryAgain')}
        </Button>
      </Group>
    );
  }

  if (children.length === 0) {
    return (
      <Text fz="sm" c="#4a4f6e">
        {rich('children.tip', {
          add: (chunks) => (
            <Anchor component={Link} to="/children/new" fw={800}>
              {chunks}
            </Anchor>
          ),
        })}
      </Text>
    );
  }

  const full = selected.length >= MAX_STORY_CHILDREN;
  return (
    <div role="group" aria-labelledby={headingId} aria-describedby={hintId}>
      <Group justify="space-between" gap="xs" mb={4}>
        <Text id={headingId} fw={700} fz="md" c="#1b1f4b">
          {t('children.whoFor')}
        </Text>
        <Anchor component={Link} to="/children" fz="sm" fw={700}>
          {t('children.manage')}
        </Anchor>
      </Group>
      <Text id={hintId} fz="sm" c="dimmed" mb="sm">
        {t('children.chooseUpTo', { max: MAX_STORY_CHILDREN })}
        {selected.length > 0 &&
          ` ${t('children.chosenCount', { n: selected.length, max: MAX_STORY_CHILDREN })}`}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs">
        {children.map((child) => {
          const place = selected.findIndex((c) => c.id === child.id);
          const checked = place >= 0;
          return (
            <Checkbox.Card
              key={child.id}
              className={classes.pickCard}
              checked={checked}
              onClick={() => onChange(toggleChild(selected, child))}
              disabled={disabled || (full && !checked)}
              aria-label={t(place === 0 ? 'children.pickLabelHero' : 'children.pickLabel', {
                name: child.name,
                age: ageInWords(child.age),
              })}
            >
              <Checkbox.Indicator size="md" />
              <span className={classes.pickAvatar}>
                <ChildAvatar child={child} decorative />
              </span>
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text fw={800} c="#1b1f4b" style={{ overflowWrap: 'anywhere' }}>
                  {child.name}
                </Text>
                <Text fz="sm" c="dimmed">
                  {ageInWords(child.age)}
                </Text>
                {place === 0 && (
                  <Badge size="sm" color="starlight.5" c="#1b1f4b" mt={4}>
                    {t('children.hero')}
                  </Badge>
                )}
              </Stack>
            </Checkbox.Card>
          );
        })}
      </SimpleGrid>
    </div>
  );
}
