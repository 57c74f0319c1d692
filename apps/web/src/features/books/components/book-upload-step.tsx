import { Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { DEDICATION_MAX_CHARS, type Appearance } from '@sns/contract';
import { useState } from 'react';
import { showError } from '../../../lib/notify';
import { useSuggestLook } from '../api/suggest-look';
import type { BookOrder } from '../hooks/use-book-generation';
import { firstImageFile, squarePhotoPng } from '../lib/book-photo';
import { LookConfirmStep, type LookSource } from './look-confirm-step';
import { MainImageChoice } from './main-image-choice';
import { PhotoDropZone } from './photo-drop-zone';
import { useT } from '../../../lib/i18n/use-t';

/** Another finished story of the parent's that may go into the same book. */
export interface OtherStory {
  uuid: string;
  title: string;
}

interface BookUploadStepProps {
  storyId: string;
  hero: string;
  /** The story is shared (docs/decisions/d8-sharing.md): its main image is public. */
  shared: boolean;
  otherStories: OtherStory[];
  /** Other stories chosen from the start, in book order (a series' other chapters). */
  preselected?: string[];
  busy: boolean;
  onGenerate: (order: BookOrder) => void;
}

/**
 * The upload step: the photo, the look it suggests for the parent to confirm, the dedication,
 * the main-image choice, optional extra stories, Generate and Cancel.
 */
export function BookUploadStep({
  storyId,
  hero,
  shared,
  otherStories,
  preselected = [],
  busy,
  onGenerate,
}: BookUploadStepProps) {
  const t = useT();
  const [photo, setPhoto] = useState<Blob | null>(null);
  const [preparing, setPreparing] = useState(false);
  // Issue 12: the photo stays private by default.
  const [useAsMain, setUseAsMain] = useState(false);
  const [extra, setExtra] = useState<string[]>(preselected);
  const [dedication, setDedication] = useState(() => t('book.dedicationDefault', { hero }));
  const [look, setLook] = useState<Appearance | null>(null);
  const [lookSource, setLookSource] = useState<LookSource | null>(null);
  const suggest = useSuggestLook();

  const choose = async (files: File[]) => {
    const file = firstImageFile(files);
    if (!file) {
      showError(t('book.notAPhoto'));
      return;
    }
    setPreparing(true);
    try {
      const png = await squarePhotoPng(file);
      if (!png) {
        showError(t('book.unreadable'));
        return;
      }
      setPhoto(png);
      setLook(null);
      setLookSource(null);
      // A suggestion only: if it fails, the book draws the story's own hero.
      suggest.mutate(
        { image: png, storyId },
        {
          onSuccess: (reply) => {
            setLook(reply.appearance);
            setLookSource({ fromProfile: reply.fromProfile, photo: reply.photo });
          },
          onError: () => setLook(null),
        },
      );
    } finally {
      setPreparing(false);
    }
  };

  const cancel = () => {
    setPhoto(null);
    setLook(null);
    setExtra(preselected);
  };

  const tooLong = dedication.length > DEDICATION_MAX_CHARS;
  return (
    <Stack gap="md">
      <PhotoDropZone photo={photo} busy={preparing} onFiles={(files) => void choose(files)} />
      <Text fz="sm" c="#3a3d5c">
        {t('book.photoPrivacy')}
      </Text>
      {photo && (suggest.isPending || look) && (
        <LookConfirmStep hero={hero} appearance={look} source={lookSource} onChange={setLook} />
      )}
      <TextInput
        label={t('book.dedication')}
        description={t('book.dedicationHint')}
        value={dedication}
        onChange={(e) => setDedication(e.currentTarget.value)}
        maxLength={DEDICATION_MAX_CHARS}
        error={tooLong ? t('common.atMost', { max: DEDICATION_MAX_CHARS }) : undefined}
      />
      <MainImageChoice checked={useAsMain} onChange={setUseAsMain} shared={shared} />
      {otherStories.length > 0 && (
        <Checkbox.Group
          value={extra}
          onChange={setExtra}
          label={t('book.moreStories')}
          description={t('book.moreStoriesHint')}
        >
          <Stack gap={6} mt={8}>
            {otherStories.map((s) => (
              <Checkbox key={s.uuid} value={s.uuid} label={s.title} />
            ))}
          </Stack>
        </Checkbox.Group>
      )}
      <Group>
        <Button
          size="md"
          disabled={!photo || preparing || tooLong}
          loading={busy}
          onClick={() =>
            photo &&
            onGenerate({
              image: photo,
              useImageAsMainImage: useAsMain,
              selectedStories: [storyId, ...extra],
              dedication: dedication.trim() || undefined,
              appearance: look ?? undefined,
            })
          }
        >
          {t('book.generate')}
        </Button>
        <Button
          size="md"
          variant="default"
          onClick={cancel}
          disabled={busy || (!photo && extra.length === 0)}
        >
          {t('common.cancel')}
        </Button>
      </Group>
      {!photo && (
        <Text c="dimmed" fz="sm">
          {t('book.choosePhoto')}
        </Text>
      )}
    </Stack>
  );
}
