import { Chip, Group, Stack, Text, TextInput } from '@mantine/core';
import type { LibraryResponse } from '@sns/contract';
import { useId } from 'react';
import { Svg, type IconProps } from '../../../components/icons';
import { useT } from '../../../lib/i18n/use-t';

const SearchIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-4-4" />
  </Svg>
);

const ALL = 'all';

interface LibraryFiltersProps {
  /** The parent's children; the child filter is shown only when there are some. */
  childProfiles: LibraryResponse['children'];
  child: string | undefined;
  onChildChange: (child: string | undefined) => void;
  search: string;
  onSearchChange: (search: string) => void;
}

/** The library's search box and, for a parent with children, one chip per child. */
export function LibraryFilters({
  childProfiles,
  child,
  onChildChange,
  search,
  onSearchChange,
}: LibraryFiltersProps) {
  const t = useT();
  const chipsLabel = useId();
  return (
    <Stack gap="sm">
      <TextInput
        type="search"
        label={t('library.search')}
        description={t('library.searchHint')}
        value={search}
        onChange={(e) => onSearchChange(e.currentTarget.value)}
        leftSection={<SearchIcon size={18} />}
        maxLength={100}
        size="md"
        radius="xl"
        maw={480}
      />
      {childProfiles.length > 0 && (
        <div>
          <Text id={chipsLabel} fz="sm" fw={700} c="#1b1f4b" mb={6}>
            {t('library.showFor')}
          </Text>
          <Chip.Group
            multiple={false}
            value={child ?? ALL}
            onChange={(value) => onChildChange(value === ALL ? undefined : value)}
          >
            <Group gap="xs" role="radiogroup" aria-labelledby={chipsLabel}>
              {[{ id: ALL, name: t('library.allChildren') }, ...childProfiles].map((c) => (
                <Chip key={c.id} value={c.id} type="radio" name="library-child" size="md">
                  {c.name}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </div>
      )}
    </Stack>
  );
}
