import { Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { showError } from '../../../lib/notify';
import type { BookOrder } from '../hooks/use-book-generation';
import { firstImageFile, squarePhotoPng } from '../lib/book-photo';
import { PhotoDropZone } from './photo-drop-zone';

/** Another finished story of the parent's that may go into the same book. */
export interface OtherStory {
  uuid: string;
  title: string;
}

interface BookUploadStepProps {
  storyId: string;
  otherStories: OtherStory[];
  busy: boolean;
  onGenerate: (order: BookOrder) => void;
}

/** The upload step: the photo, the main-image choice, optional extra stories, Generate and Cancel. */
export function BookUploadStep({ storyId, otherStories, busy, onGenerate }: BookUploadStepProps) {
  const [photo, setPhoto] = useState<Blob | null>(null);
  const [preparing, setPreparing] = useState(false);
  const [useAsMain, setUseAsMain] = useState(true);
  const [extra, setExtra] = useState<string[]>([]);

  const choose = async (files: File[]) => {
    const file = firstImageFile(files);
    if (!file) {
      showError('Please choose a photo (a JPEG, PNG or similar picture).');
      return;
    }
    setPreparing(true);
    try {
      const png = await squarePhotoPng(file);
      if (png) setPhoto(png);
      else showError('We could not read that photo. Please try another one.');
    } finally {
      setPreparing(false);
    }
  };

  const cancel = () => {
    setPhoto(null);
    setExtra([]);
  };

  return (
    <Stack gap="md">
      <PhotoDropZone photo={photo} busy={preparing} onFiles={(files) => void choose(files)} />
      <Checkbox
        checked={useAsMain}
        onChange={(e) => setUseAsMain(e.currentTarget.checked)}
        label="Use this picture as the story's main image"
      />
      {otherStories.length > 0 && (
        <Checkbox.Group
          value={extra}
          onChange={setExtra}
          label="Add more stories to this book (optional)"
          description="Each story becomes its own chapter, after this one."
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
          disabled={!photo || preparing}
          loading={busy}
          onClick={() =>
            photo &&
            onGenerate({
              image: photo,
              useImageAsMainImage: useAsMain,
              selectedStories: [storyId, ...extra],
            })
          }
        >
          Generate
        </Button>
        <Button
          size="md"
          variant="default"
          onClick={cancel}
          disabled={busy || (!photo && extra.length === 0)}
        >
          Cancel
        </Button>
      </Group>
      {!photo && (
        <Text c="dimmed" fz="sm">
          Choose a photo to make the book.
        </Text>
      )}
    </Stack>
  );
}
