import { Grid, Group, Stack, Text, Title } from '@mantine/core';
import { splitElements, type Story } from '@sns/contract';
import { storyPreview } from '../lib/story-text';
import { StoryPicture } from './story-picture';
import { useT } from '../../../lib/i18n/use-t';

/**
 * PDF-per-story summary (docs/product.md#pdf-per-story): image, hero, the three elements and the
 * first 128 characters.
 */
export function StorySummary({ story }: { story: Story }) {
  const t = useT();
  const elements = splitElements(story.elements);
  return (
    <Stack gap="xl">
      <Grid gap={{ base: 'lg', sm: 32 }} align="flex-start">
        <Grid.Col span={{ base: 12, sm: 5 }}>
          <StoryPicture hero={story.hero} image={story.image} eager />
        </Grid.Col>
        {/* A hero's name or an element can be one long word: break it, not the page. */}
        <Grid.Col span={{ base: 12, sm: 7 }} miw={0} style={{ overflowWrap: 'anywhere' }}>
          <Stack gap="md">
            <Title order={2} c="#1b1f4b">
              {story.hero}
            </Title>
            <dl style={{ margin: 0 }}>
              {elements.map((element, i) => (
                <Group key={element} gap={8} wrap="nowrap" mb={6}>
                  <Text component="dt" fw={800} c="#3e46b0" miw={92}>
                    {t('library.element', { n: i + 1 })}
                  </Text>
                  <Text component="dd" m={0} c="#1b1f4b" miw={0}>
                    {element}
                  </Text>
                </Group>
              ))}
            </dl>
            <Text
              component="blockquote"
              m={0}
              pl="md"
              c="#22243a"
              fs="italic"
              style={{ borderLeft: '4px solid #dde0fa', fontFamily: 'Georgia, Cambria, serif' }}
            >
              {storyPreview(story.storyText)}
            </Text>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
