import { Alert, Button, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { LogoMark } from '../../../components/logo';
import { describeError } from '../../../lib/error-message';
import { useWorkerStatus } from '../api/get-worker-status';
import { storyProgress, storyStage } from '../lib/story-stage';
import classes from './story-progress.module.css';
import { useT } from '../../../lib/i18n/use-t';

interface StoryProgressProps {
  workerId: string;
  hero: string;
  /** Called once, when the story is written. */
  onCompleted: (storyId: string) => void;
  /** Back to the form, with what the parent typed. */
  onTryAgain: () => void;
}

/** The wait while the storyteller writes: a progress bar and what is happening, polled ~700 ms. */
export function StoryProgress({ workerId, hero, onCompleted, onTryAgain }: StoryProgressProps) {
  const t = useT();
  const { data: status, error } = useWorkerStatus(workerId);
  const done = useRef(false);

  useEffect(() => {
    if (status?.status === 'completed' && !done.current) {
      done.current = true;
      onCompleted(status.storyId);
    }
  }, [status, onCompleted]);

  const failed = status?.status === 'error' || Boolean(error);
  if (failed) {
    return (
      <Stack gap="lg">
        <Alert
          color="red"
          variant="light"
          radius="lg"
          title={t('progress.stuckTitle')}
          role="alert"
        >
          <Text c="#1b1f4b">
            {status?.message ?? (error ? describeError(error) : t('progress.failed'))}
          </Text>
        </Alert>
        <Group>
          <Button size="md" onClick={onTryAgain}>
            {t('common.tryAgain')}
          </Button>
        </Group>
      </Stack>
    );
  }

  const value = storyProgress(status);
  const stage = storyStage(status);
  return (
    <section className={classes.panel} aria-labelledby="story-progress-title">
      <Stack gap="lg" align="center">
        <span className={classes.moon}>
          <LogoMark size={72} />
        </span>
        <Title order={2} id="story-progress-title" className={classes.title}>
          {t('progress.writingTitle', { hero })}
        </Title>
        <Progress.Root size={14} radius="xl" w="100%" maw={480} className={classes.bar}>
          <Progress.Section
            value={Math.max(value, 4)}
            color="starlight.5"
            animated={status?.status !== 'completed'}
            // Mantine would announce the padded width; the real value is what we say.
            withAria={false}
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-label={t('progress.writingLabel', { hero })}
            aria-valuenow={value}
            aria-valuetext={`${value}% · ${stage}`}
          />
        </Progress.Root>
        <Text className={classes.stage} aria-live="polite">
          {stage}
        </Text>
        <Text c="#dfe2fb" fz="sm">
          {t('progress.pyjamas')}
        </Text>
      </Stack>
    </section>
  );
}
