import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { Story } from '@sns/contract';
import { describeError } from '../../../lib/error-message';
import { showError, showInfo, showSuccess } from '../../../lib/notify';
import { useShareStory } from '../api/share-story';
import { copyText, shareLinkOf } from '../lib/share-link';

/**
 * docs/decisions/d8-sharing.md: a story is private until its owner shares it. Share makes
 * /share/{uuid} public and copies the link; Stop sharing makes it private again.
 */
export function SharePanel({ story }: { story: Story }) {
  const share = useShareStory();
  const link = shareLinkOf(story.uuid);
  const sharing = share.isPending ? share.variables.shared : undefined;

  const copyLink = async () => {
    if (await copyText(link)) showSuccess('Share link copied!');
    else showInfo('Your story is shared. Copy the link below to send it.');
  };

  const startSharing = () =>
    share.mutate(
      { storyId: story.uuid, shared: true },
      {
        onSuccess: () => copyLink(),
        onError: (error) => showError(describeError(error)),
      },
    );

  const stopSharing = () =>
    share.mutate(
      { storyId: story.uuid, shared: false },
      {
        onSuccess: () => showSuccess('This story is private again.'),
        onError: (error) => showError(describeError(error)),
      },
    );

  if (!story.shared) {
    return (
      <Stack gap={6}>
        <Button
          size="md"
          variant="light"
          onClick={startSharing}
          loading={sharing === true}
          fullWidth
        >
          Share
        </Button>
        <Text fz="sm" c="dimmed">
          Stories are private. Sharing makes a page anyone with the link can read.
        </Text>
      </Stack>
    );
  }

  return (
    <Stack gap="xs">
      <TextInput
        label="Share link"
        description="Anyone with this link can read the story."
        value={link}
        readOnly
        onFocus={(e) => e.currentTarget.select()}
        rightSectionWidth={76}
        rightSection={
          <Button
            size="compact-sm"
            variant="subtle"
            onClick={() => void copyLink()}
            aria-label="Copy link"
          >
            Copy
          </Button>
        }
      />
      <Group>
        <Button variant="default" onClick={stopSharing} loading={sharing === false}>
          Stop sharing
        </Button>
      </Group>
    </Stack>
  );
}
