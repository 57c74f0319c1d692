import { Button, Loader, Skeleton, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { AvatarPreviewBody } from '@sns/contract';
import { useMemo } from 'react';
import { useAvatar } from '../api/preview-avatar';
import { describeChild } from '../lib/describe-child';
import classes from './children.module.css';
import { useT } from '../../../lib/i18n/use-t';

/** Long enough for a run of arrow-key presses to ask once, short enough to feel live. */
const PREVIEW_DEBOUNCE_MS = 250;

interface AvatarPreviewProps {
  name: string;
  look: AvatarPreviewBody;
}

/**
 * The builder's live picture: the look as the stories' illustrator draws it, asked for 250 ms
 * after the last change. The last picture stays while the next is drawn; its alt text always
 * describes the picture shown.
 */
export function AvatarPreview({ name, look }: AvatarPreviewProps) {
  // Debounce a string: the look is a new object on every render.
  const t = useT();
  const [lookKey] = useDebouncedValue(JSON.stringify(look), PREVIEW_DEBOUNCE_MS);
  const debounced = useMemo(() => JSON.parse(lookKey) as AvatarPreviewBody, [lookKey]);
  const { data, isPending, isFetching, isError, refetch } = useAvatar(debounced, { live: true });
  const who = name.trim() || t('children.previewWho');

  return (
    <div className={classes.previewCard}>
      <div className={classes.previewFrame} aria-busy={isFetching}>
        {data ? (
          <img
            src={data.src}
            alt={describeChild(name, data.look)}
            className={classes.avatar}
            width={512}
            height={512}
          />
        ) : isPending ? (
          <Skeleton className={classes.avatar} height="auto" />
        ) : null}
        {isError && !data && (
          <div className={classes.previewError} role="alert">
            <Text fz="sm" fw={700} c="#1b1f4b">
              {t('children.previewFailed')}
            </Text>
            <Button size="xs" variant="white" onClick={() => void refetch()}>
              {t('common.tryAgain')}
            </Button>
          </div>
        )}
        {isFetching && data && (
          <Loader size="sm" color="white" className={classes.previewBusy} aria-hidden />
        )}
      </div>
      <Text fz="sm" c="dimmed">
        {isError && data ? t('children.previewStale') : t('children.previewNote', { who })}
      </Text>
    </div>
  );
}
