import { Anchor, Radio, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useStoryVoices } from '../api/get-story-voices';
import { RecordedVoicePlayer, type VoiceReadAlong } from './recorded-voice-player';
import { useT } from '../../../lib/i18n/use-t';

interface StoryVoicesProps {
  storyId: string;
  /** The synthesized narration (its panel and player), offered as "Our narrator". */
  narration: ReactNode;
  onReadAlong: (readAlong: VoiceReadAlong | undefined) => void;
}

const NARRATOR = 'narrator';

/**
 * The story page's "Voices": the synthesized narration and every saved recorded voice ("Read by
 * Grandma"); the listener picks which one plays. One plays at a time: the others are not mounted.
 * Then a link to record the story in one's own voice (docs/decisions/023).
 */
export function StoryVoices({ storyId, narration, onReadAlong }: StoryVoicesProps) {
  const t = useT();
  const voices = useStoryVoices(storyId);
  const ready = (voices.data?.voices ?? []).filter((v) => v.status === 'ready');
  const [chosen, setChosen] = useState(NARRATOR);
  const choice = ready.some((v) => v.id === chosen) ? chosen : NARRATOR;

  return (
    <Stack gap="xs">
      {ready.length > 0 && (
        <Radio.Group label={t('voices.label')} value={choice} onChange={setChosen} size="sm">
          <Stack gap={6} mt={6}>
            <Radio value={NARRATOR} label={t('voices.narrator')} />
            {ready.map((voice) => (
              <Radio key={voice.id} value={voice.id} label={voice.label} />
            ))}
          </Stack>
        </Radio.Group>
      )}
      {choice === NARRATOR ? (
        narration
      ) : (
        <RecordedVoicePlayer
          key={choice}
          storyId={storyId}
          voiceId={choice}
          onReadAlong={onReadAlong}
        />
      )}
      <Text fz="sm">
        <Anchor component={Link} to={`/record?id=${encodeURIComponent(storyId)}`} fw={700}>
          {t('voices.readByYou')}
        </Anchor>{' '}
        <Text span fz="sm" c="dimmed">
          {t('voices.free')}
        </Text>
      </Text>
    </Stack>
  );
}
