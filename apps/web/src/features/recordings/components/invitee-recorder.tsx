import { Alert, Stack, Text, Title } from '@mantine/core';
import type { StoryVoice } from '@sns/contract';
import { useMemo, useState } from 'react';
import { inviteRecordingSession } from '../api/recording-session';
import { VoiceRecorder } from './voice-recorder';
import { useT } from '../../../lib/i18n/use-t';

/**
 * /record-voice#<token>: someone a parent invited records the story, with no account. The link
 * opens this one story's recording and nothing else of the family's (docs/decisions/023).
 */
export function InviteeRecorder({ token }: { token: string }) {
  const t = useT();
  const session = useMemo(() => inviteRecordingSession(token), [token]);
  const [saved, setSaved] = useState<StoryVoice>();

  if (!token) {
    return (
      <Alert color="red" variant="light" radius="lg" role="alert" title={t('invitee.incomplete')}>
        {t('invitee.invalid')}
      </Alert>
    );
  }
  if (saved) {
    return (
      <Stack gap="sm" role="status">
        <Title order={2} fz="xl" c="#1b1f4b">
          {t('invitee.thanks')}
        </Title>
        <Text c="#1b1f4b">{t('invitee.savedText', { voice: saved.label.toLowerCase() })}</Text>
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Text c="#1b1f4b">{t('invitee.intro')}</Text>
        <Text c="#1b1f4b">{t('invitee.privacy')}</Text>
      </Stack>
      <VoiceRecorder session={session} onSaved={setSaved} />
    </Stack>
  );
}
