import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import type { StoryVoice } from '@sns/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { describeError } from '../../../lib/error-message';
import { useCreateVoice } from '../api/create-voice';
import { useDeleteVoice } from '../api/delete-voice';
import { useStoryVoices } from '../api/get-story-voices';
import { recordingKeys } from '../api/recording-query-keys';
import { ownRecordingSession } from '../api/recording-session';
import { InvitePanel } from './invite-panel';
import { VoiceRecorder } from './voice-recorder';
import { useT } from '../../../lib/i18n/use-t';

interface RecordVoicePageProps {
  storyId: string;
  /** After a voice is saved: back to the story, where it can be played. */
  onSaved: (voice: StoryVoice) => void;
}

/**
 * /record?id=…: the parent reads the story in their own voice, or invites someone to; their
 * voices of the story, to go on recording or to delete. Recording is free and private.
 */
export function RecordVoicePage({ storyId, onSaved }: RecordVoicePageProps) {
  const t = useT();
  const queryClient = useQueryClient();
  const voices = useStoryVoices(storyId);
  const [recording, setRecording] = useState<string>();
  const [name, setName] = useState('');
  const create = useCreateVoice(storyId);
  const remove = useDeleteVoice(storyId);
  const voicesHeading = useId();
  const session = useMemo(
    () => (recording ? ownRecordingSession(storyId, recording) : undefined),
    [storyId, recording],
  );

  const start = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(name.trim(), { onSuccess: (voice) => setRecording(voice.id) });
  };

  if (voices.isError) {
    return (
      <Alert color="red.9" variant="light" radius="lg" role="alert" title={t('record.openFailed')}>
        {describeError(voices.error)}
      </Alert>
    );
  }

  const own = (voices.data?.voices ?? []).filter((v) => !v.invited);

  return (
    <Stack gap="xl">
      <Stack gap={4}>
        <Text c="#1b1f4b">{t('record.privacy')}</Text>
        <Text c="#1b1f4b" fw={700}>
          {t('record.free')}
        </Text>
      </Stack>

      {session ? (
        <VoiceRecorder
          session={session}
          onSaved={(voice) => {
            // The story page's Voices must offer it at once.
            void queryClient.invalidateQueries({ queryKey: recordingKeys.voices(storyId) });
            onSaved(voice);
          }}
        />
      ) : (
        <form onSubmit={start}>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label={t('record.who')}
              description={t('record.whoHint')}
              placeholder={t('record.whoPlaceholder')}
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              maxLength={30}
              required
            />
            <Button type="submit" loading={create.isPending}>
              {t('record.start')}
            </Button>
          </Group>
          {create.isError && (
            <Text c="red.9" fz="sm" role="alert" mt="xs">
              {describeError(create.error)}
            </Text>
          )}
        </form>
      )}

      {own.length > 0 && !session && (
        <section aria-labelledby={voicesHeading}>
          <Title order={2} id={voicesHeading} fz="lg" c="#1b1f4b" mb="xs">
            {t('record.yourVoices')}
          </Title>
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {own.map((voice) => (
              <li key={voice.id}>
                <Group gap="sm" wrap="wrap">
                  <Text fw={700} c="#1b1f4b">
                    {voice.label}
                  </Text>
                  <Text fz="sm" c="dimmed">
                    {voice.status === 'ready'
                      ? t('record.saved')
                      : t('record.progress', {
                          done: voice.sentencesRecorded,
                          total: voice.sentencesTotal,
                        })}
                  </Text>
                  <Button variant="light" size="compact-sm" onClick={() => setRecording(voice.id)}>
                    {t(voice.status === 'ready' ? 'record.rerecord' : 'record.goOn', {
                      name: voice.name,
                    })}
                  </Button>
                  <Button
                    variant="subtle"
                    color="red"
                    size="compact-sm"
                    onClick={() => remove.mutate(voice.id)}
                    loading={remove.isPending && remove.variables === voice.id}
                  >
                    {t('record.delete', { voice: voice.label })}
                  </Button>
                </Group>
              </li>
            ))}
          </Stack>
        </section>
      )}

      {!session && <InvitePanel storyId={storyId} invites={voices.data?.invites ?? []} />}
    </Stack>
  );
}
