import { Alert, Loader, Modal, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { describeError } from '../../../lib/error-message';
import { useStoryImages } from '../api/get-story-images';
import classes from './change-picture.module.css';
import { useT } from '../../../lib/i18n/use-t';

interface EarlierPicturesDialogProps {
  opened: boolean;
  storyId: string;
  /** The story's current picture URL, to mark it. */
  current: string | null;
  busy: boolean;
  onChoose: (image: string) => void;
  onClose: () => void;
}

/** Signed URLs differ each time they are made: the same picture is recognised by its path. */
const samePicture = (a: string | null, b: string | null) =>
  Boolean(a && b) &&
  new URL(a as string, location.href).pathname === new URL(b as string, location.href).pathname;

/** "Choose an earlier picture": every picture the story has had, as buttons; the current one marked. */
export function EarlierPicturesDialog({
  opened,
  storyId,
  current,
  busy,
  onChoose,
  onClose,
}: EarlierPicturesDialogProps) {
  const t = useT();
  const { data, isPending, error } = useStoryImages(storyId, opened);
  const images = data?.images ?? [];
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('picture.earlier')}
      centered
      radius="lg"
      size="lg"
    >
      {isPending ? (
        <Stack align="center" py="lg">
          <Loader aria-label={t('picture.loading')} />
        </Stack>
      ) : error ? (
        <Alert color="red" variant="light" role="alert">
          {describeError(error)}
        </Alert>
      ) : (
        <Stack gap="sm">
          <Text fz="sm" c="dimmed">
            {t('picture.earlierFree')}
          </Text>
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" aria-busy={busy}>
            {images.map((image, i) => {
              const isCurrent = samePicture(image, current);
              const label = t(isCurrent ? 'picture.nOfMCurrent' : 'picture.nOfM', {
                n: i + 1,
                total: images.length,
              });
              return (
                <UnstyledButton
                  key={image}
                  className={classes.choice}
                  data-current={isCurrent || undefined}
                  aria-pressed={isCurrent}
                  disabled={busy}
                  onClick={() => (isCurrent ? onClose() : onChoose(image))}
                >
                  <img src={image} alt={label} width={160} height={160} loading="lazy" />
                  {isCurrent && (
                    <span className={classes.currentBadge} aria-hidden="true">
                      {t('picture.current')}
                    </span>
                  )}
                </UnstyledButton>
              );
            })}
          </SimpleGrid>
        </Stack>
      )}
    </Modal>
  );
}
