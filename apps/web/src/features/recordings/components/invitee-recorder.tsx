import { Alert, Stack, Text, Title } from '@mantine/core';
import { RECORDING_MESSAGES, type StoryVoice } from '@sns/contract';
import { useMemo, useState } from 'react';
import { inviteRecordingSession } from '../api/recording-session';
import { VoiceRecorder } from './voice-recorder';

/**
 * /record-voice#<token>: someone a parent invited records the story, with no account. The link
 * opens this one story's recording and nothing else of the family's (docs/decisions/023).
 */
export function InviteeRecorder({ token }: { token: string }) {
  const session = useMemo(() => inviteRecordingSession(token), [token]);
  const [saved, setSaved] = useState<StoryVoice>();

  if (!token) {
    return (
      <Alert color="red" variant="light" radius="lg" role="alert" title="This link is not complete">
        {RECORDING_MESSAGES.inviteInvalid}
      </Alert>
    );
  }
  if (saved) {
    return (
      <Stack gap="sm" role="status">
        <Title order={2} fz="xl" c="#1b1f4b">
          Thank you! Your reading is saved.
        </Title>
        <Text c="#1b1f4b">
          The family can now play the story {saved.label.toLowerCase()}. This link is now used: to
          record again, please ask for a new link.
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Text c="#1b1f4b">
          You were invited to read a bedtime story aloud. Press Record once and read; when you
          finish a sentence, tap Next sentence (or press Space) and the next one lights up. You can
          pause, and record any sentence again.
        </Text>
        <Text c="#1b1f4b">
          Your recording is kept privately with this story for the family who invited you, deleted
          with it, and never used for anything else. It is free.
        </Text>
      </Stack>
      <VoiceRecorder session={session} onSaved={setSaved} />
    </Stack>
  );
}
