import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import type { Story } from '@sns/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { refreshSignedInUser } from '../../../lib/current-user';
import { describeError, errorStatus } from '../../../lib/error-message';
import { showError, showSuccess } from '../../../lib/notify';
import { useChangeStoryImageFromExistent } from '../api/change-story-image-from-existent';
import { useGenerateNewImage } from '../api/generate-new-image';
import { useMediaCosts } from '../api/get-media-costs';
import { usePictureUpload } from '../hooks/use-picture-upload';
import { costLabel } from '../lib/media-cost';
import classes from './change-picture.module.css';
import { EarlierPicturesDialog } from './earlier-pictures-dialog';
import { GalleryIcon, SparkleIcon, UploadIcon } from './media-icons';
import { NewPictureDialog } from './new-picture-dialog';
import { useT } from '../../../lib/i18n/use-t';

interface ChangePictureProps {
  story: Story;
  userId: string;
}

/**
 * "Change picture": a new AI picture (its cost shown, docs/decisions/d1-credits.md), an earlier
 * one, or the parent's own.
 */
export function ChangePicture({ story, userId }: ChangePictureProps) {
  const t = useT();
  const headingId = useId();
  const queryClient = useQueryClient();
  const { data: costs } = useMediaCosts();
  const generate = useGenerateNewImage();
  const choose = useChangeStoryImageFromExistent();
  const { upload, busy: uploading } = usePictureUpload(userId, story.uuid);
  const [dialog, setDialog] = useState<'new' | 'earlier' | null>(null);
  const [outOfCredits, setOutOfCredits] = useState<string>();

  const paint = () =>
    generate.mutate(story.uuid, {
      onSuccess: () => {
        setDialog(null);
        setOutOfCredits(undefined);
        showSuccess(t('picture.updated'));
        void refreshSignedInUser(queryClient);
      },
      onError: (error) => {
        setDialog(null);
        showError(describeError(error));
        if (errorStatus(error) === 402) setOutOfCredits(describeError(error));
        void refreshSignedInUser(queryClient);
      },
    });

  const chooseEarlier = (image: string) =>
    choose.mutate(
      { storyId: story.uuid, image },
      {
        onSuccess: () => {
          setDialog(null);
          showSuccess(t('picture.updated'));
        },
        onError: (error) => showError(describeError(error)),
      },
    );

  return (
    <section aria-labelledby={headingId}>
      <Stack gap="xs">
        <Title order={2} id={headingId} fz="lg" c="#1b1f4b">
          {t('picture.title')}
        </Title>
        <Button
          variant="light"
          leftSection={<SparkleIcon />}
          rightSection={
            costs ? <span className={classes.menuCost}>{costLabel(costs.image)}</span> : null
          }
          justify="space-between"
          fullWidth
          onClick={() => setDialog('new')}
          loading={generate.isPending}
          aria-label={
            costs ? t('picture.newAiCost', { cost: costLabel(costs.image) }) : t('picture.newAi')
          }
        >
          {t('picture.newAi')}
        </Button>
        <Button
          variant="light"
          leftSection={<GalleryIcon />}
          justify="flex-start"
          fullWidth
          onClick={() => setDialog('earlier')}
        >
          {t('picture.earlier')}
        </Button>
        <Button
          component="label"
          variant="light"
          leftSection={<UploadIcon />}
          justify="flex-start"
          fullWidth
          loading={uploading}
          className={classes.uploadLabel}
        >
          {/* Said once, by the input's own name: the label's words are for the eye (issue 28). */}
          <span aria-hidden="true">{t('picture.upload')}</span>
          <input
            type="file"
            aria-label={t('picture.upload')}
            accept="image/*"
            className={classes.hiddenInput}
            disabled={uploading}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              event.currentTarget.value = '';
              if (file) void upload(file);
            }}
          />
        </Button>
        {outOfCredits && (
          <Text fz="sm" c="#1b1f4b" role="alert">
            {outOfCredits}{' '}
            <Anchor component={Link} to="/purchase" fw={800}>
              {t('common.buyCredits')}
            </Anchor>
          </Text>
        )}
      </Stack>
      <NewPictureDialog
        opened={dialog === 'new'}
        costs={costs}
        busy={generate.isPending}
        onConfirm={paint}
        onClose={() => setDialog(null)}
      />
      <EarlierPicturesDialog
        opened={dialog === 'earlier'}
        storyId={story.uuid}
        current={story.image}
        busy={choose.isPending}
        onChoose={chooseEarlier}
        onClose={() => setDialog(null)}
      />
    </section>
  );
}
