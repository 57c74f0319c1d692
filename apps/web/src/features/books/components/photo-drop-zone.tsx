import { Button, Group, Image, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import '@mantine/dropzone/styles.layer.css';
import { useEffect, useMemo } from 'react';
import { CameraIcon } from '../../../components/icons';
import classes from './book-builder.module.css';
import { useT } from '../../../lib/i18n/use-t';

interface PhotoDropZoneProps {
  /** The prepared 512×512 PNG, once the parent chose a photo. */
  photo: Blob | null;
  busy: boolean;
  onFiles: (files: File[]) => void;
}

/**
 * docs/product.md#pdf-per-story, docs/api.md#spec-5: the upload drop zone. Any file type and
 * several files are accepted by the zone (the page uses the first picture among them); the chosen
 * photo is shown as it will be used.
 */
export function PhotoDropZone({ photo, busy, onFiles }: PhotoDropZoneProps) {
  const t = useT();
  const preview = useMemo(() => (photo ? URL.createObjectURL(photo) : null), [photo]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  return (
    <Dropzone
      onDrop={onFiles}
      loading={busy}
      radius="lg"
      className={classes.dropzone}
      inputProps={{ 'aria-label': t('book.uploadPhoto') }}
    >
      <Group justify="center" gap="xl" mih={180} style={{ pointerEvents: 'none' }}>
        {preview ? (
          <Image
            src={preview}
            alt={t('book.photoAlt')}
            w={150}
            h={150}
            radius={75}
            className={classes.preview}
          />
        ) : (
          <span className={classes.placeholder} aria-hidden="true">
            <CameraIcon size={48} />
          </span>
        )}
        <Stack gap={6} maw={340}>
          {/* The input is named this already: said once (issue 28). */}
          <Text fw={800} fz="lg" c="#1b1f4b" aria-hidden="true">
            {t('book.uploadPhoto')}
          </Text>
          <Text c="dimmed" fz="sm">
            {t('book.dropHint')}
          </Text>
          {photo && (
            <Button component="span" variant="subtle" size="compact-sm" w="fit-content" px={0}>
              {t('book.anotherPhoto')}
            </Button>
          )}
        </Stack>
      </Group>
    </Dropzone>
  );
}
