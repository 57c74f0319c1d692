import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { Story } from '@sns/contract';
import { describeError } from '../../../lib/error-message';
import { showError, showInfo, showSuccess } from '../../../lib/notify';
import { useShareStory } from '../api/share-story';
import { copyText, shareLinkOf } from '../lib/share-link';
import { useT } from '../../../lib/i18n/use-t';

/**
 * docs/decisions/d8-sharing.md: a story is private until its owner shares it. Share makes
 * /share/{uuid} public and copies the link; Stop sharing makes it private again.
 */
export function SharePanel({ story }: { story: Story }) {
  const t = useT();
  const share = useShareStory();
  const link = shareLinkOf(story.uuid);
  const sharing = share.isPending ? share.variables.shared : undefined;

  const copyLink = async () => {
    if (await copyText(link)) showSuccess(t('sharing.copied'));
    else showInfo(t('sharing.copyYourself'));
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
        onSuccess: () => showSuccess(t('sharing.private')),
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
          {t('sharing.share')}
        </Button>
        <Text fz="sm" c="dimmed">
          {t('sharing.privateNote')}
        </Text>
      </Stack>
    );
  }

  return (
    <Stack gap="xs">
      <TextInput
        label={t('sharing.link')}
        description={t('sharing.linkNote')}
        value={link}
        readOnly
        onFocus={(e) => e.currentTarget.select()}
        rightSectionWidth={76}
        rightSection={
          <Button
            size="compact-sm"
            variant="subtle"
            onClick={() => void copyLink()}
            aria-label={t('sharing.copyLink')}
          >
            {t('sharing.copy')}
          </Button>
        }
      />
      <Group>
        <Button variant="default" onClick={stopSharing} loading={sharing === false}>
          {t('sharing.stop')}
        </Button>
      </Group>
    </Stack>
  );
}
