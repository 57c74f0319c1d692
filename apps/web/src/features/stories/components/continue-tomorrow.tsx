import { Anchor, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { CREDITS, ELEMENT_MAX_CHARS, type Story } from '@sns/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { refreshSignedInUser } from '../../../lib/current-user';
import { describeError, errorStatus } from '../../../lib/error-message';
import { useT } from '../../../lib/i18n/use-t';
import { useMediaCosts } from '../api/get-media-costs';
import { useContinueStory } from '../api/series';
import { newElementProblem } from '../lib/series-input';

interface ContinueTomorrowProps {
  story: Story;
  /** The chapter is accepted: show its progress, then the chapter (its story id). */
  onStarted: (workerId: string) => void;
}

/**
 * "Continue tomorrow" (docs/decisions/066, 076): a dialog that says a chapter costs what a story
 * costs, takes one optional new element, and queues the next chapter of the story's series.
 */
export function ContinueTomorrow({ story, onStarted }: ContinueTomorrowProps) {
  const t = useT();
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  const [newElement, setNewElement] = useState('');
  const [touched, setTouched] = useState(false);
  const { data: costs } = useMediaCosts();
  const continuing = useContinueStory();
  const problem = newElementProblem(newElement);
  const price = costs?.story ?? CREDITS.story;
  const short = costs !== undefined && costs.credits < price;
  // The chapter after the last one still on the shelf.
  const next = (story.series?.chapters ?? 1) + 1;

  const close = () => {
    if (continuing.isPending) return;
    setOpened(false);
    setTouched(false);
    continuing.reset();
  };

  const submit = () => {
    setTouched(true);
    if (problem || short) return;
    continuing.mutate(
      { storyId: story.uuid, newElement: newElement.trim() || undefined },
      {
        onSuccess: (accepted) => {
          void refreshSignedInUser(queryClient);
          setOpened(false);
          setNewElement('');
          onStarted(accepted.workerId);
        },
      },
    );
  };

  return (
    <>
      <Button variant="light" fullWidth onClick={() => setOpened(true)}>
        {t('series.continue.button')}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={t('series.continue.title')}
        centered
        radius="lg"
      >
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <Stack gap="md">
            <Text c="#1b1f4b">{t('series.continue.lead', { hero: story.hero })}</Text>
            <Text c="#1b1f4b" fw={800}>
              {t('series.continue.cost', { n: price })}{' '}
              {costs && (
                <Text span c="dimmed" fw={400}>
                  {t('series.continue.balance', { n: costs.credits })}
                </Text>
              )}
            </Text>
            <TextInput
              label={t('series.continue.newElement')}
              description={t('series.continue.newElementHint')}
              value={newElement}
              onChange={(e) => setNewElement(e.currentTarget.value)}
              onBlur={() => setTouched(true)}
              maxLength={ELEMENT_MAX_CHARS + 20}
              error={touched && problem ? t(problem, { max: ELEMENT_MAX_CHARS }) : undefined}
            />
            {short && (
              <Text fz="sm" c="#1b1f4b" role="alert">
                {t('series.continue.short')}{' '}
                <Anchor component={Link} to="/purchase" fw={800}>
                  {t('series.continue.buyCredits')}
                </Anchor>
              </Text>
            )}
            {continuing.isError && (
              <Text fz="sm" c="red.9" role="alert">
                {describeError(continuing.error)}{' '}
                {errorStatus(continuing.error) === 402 && (
                  <Anchor component={Link} to="/purchase" fw={800}>
                    {t('series.continue.buyCredits')}
                  </Anchor>
                )}
              </Text>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close} disabled={continuing.isPending}>
                {t('series.continue.cancel')}
              </Button>
              <Button type="submit" loading={continuing.isPending} disabled={short}>
                {t('series.continue.write', { n: next })}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
