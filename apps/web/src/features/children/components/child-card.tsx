import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { Child } from '@sns/contract';
import { Link } from 'react-router';
import { ageInWords } from '../lib/describe-child';
import { ChildAvatar } from './child-avatar';
import classes from './children.module.css';
import { useT } from '../../../lib/i18n/use-t';

/** One child on the Children page: their picture, name and age, and what to do next. */
export function ChildCard({ child }: { child: Child }) {
  const t = useT();
  const pronouns = t(`pronoun.${child.pronouns}`);
  return (
    <div className={classes.childCard}>
      <ChildAvatar child={child} />
      <Stack gap={2}>
        <Title order={2} className={classes.childName}>
          {child.name}
        </Title>
        <Text c="dimmed" fw={700}>
          {ageInWords(child.age)} · {pronouns}
        </Text>
        {child.favouriteThings.length > 0 && (
          <Text fz="sm" c="#4a4f6e">
            {t('children.loves', { things: child.favouriteThings.join(', ') })}
          </Text>
        )}
      </Stack>
      <Group gap="xs" mt="auto">
        <Button
          component={Link}
          to={`/createstory?child=${encodeURIComponent(child.id)}`}
          size="sm"
          aria-label={t('children.writeFor', { name: child.name })}
        >
          {t('children.write')}
        </Button>
        <Button
          component={Link}
          to={`/children/${encodeURIComponent(child.id)}`}
          size="sm"
          variant="default"
          aria-label={t('children.editName', { name: child.name })}
        >
          {t('children.edit')}
        </Button>
      </Group>
    </div>
  );
}
