import type { RecordedClip, RecordingScript, StoryVoice, VoiceInvite } from '@sns/contract';
import { VOICE_INVITE_HEADER } from '@sns/contract';
import type { TestClient } from './factories';
import { createCompletedStory, SHORT_STORY, setStoryText } from './stories';
import type { TestApp } from './test-app';

/** SHORT_STORY's sentences, as the recorder shows them. */
export const SHORT_STORY_SENTENCES = [
  'Once upon a time, Maya found a sleepy dragon under the moon.',
  '“Hello,” said the dragon, and it yawned.',
  'They shared an umbrella in the soft rain.',
  'Goodnight, Maya.',
];

/** A finished story of the client's parent, with SHORT_STORY's four sentences to record. */
export async function storyToRecord(t: TestApp, client: TestClient) {
  const story = await createCompletedStory(client);
  await setStoryText(t, story.uuid, SHORT_STORY);
  return story;
}

export const voicesUrl = (storyId: string) => `/api/stories/${storyId}/voices`;
export const voiceUrl = (storyId: string, voiceId: string) =>
  `/api/stories/${storyId}/voices/${voiceId}`;

export async function createVoice(client: TestClient, storyId: string, name: string) {
  const res = await client.post<StoryVoice>(voicesUrl(storyId), { name });
  if (res.status !== 201) throw new Error(`voice refused: ${JSON.stringify(res.body)}`);
  return res.body;
}

/** PUT one sentence's clip: the raw bytes, with whatever Content-Type the test says. */
export function putClip(
  client: TestClient,
  url: string,
  data: Buffer,
  options: { contentType?: string; token?: string; csrf?: boolean } = {},
) {
  return client.request<RecordedClip>({
    method: 'PUT',
    url,
    payload: data,
    csrf: options.csrf,
    headers: {
      'content-type': options.contentType ?? 'audio/webm',
      ...(options.token ? { [VOICE_INVITE_HEADER]: options.token } : {}),
    },
  });
}

export function getScript(client: TestClient, storyId: string, voiceId: string) {
  return client.get<RecordingScript>(`${voiceUrl(storyId, voiceId)}/script`);
}

/** A visitor's call with an invitation token in its header. */
export function asInvitee(
  client: TestClient,
  token: string | undefined,
  method: 'GET' | 'POST',
  url: string,
) {
  return client.request<Record<string, unknown>>({
    method,
    url,
    ...(method === 'POST' ? { payload: {} } : {}),
    headers: token ? { [VOICE_INVITE_HEADER]: token } : {},
  });
}

/** The token of an invitation's link (it rides in the fragment). */
export const tokenOf = (invite: VoiceInvite) => new URL(invite.url).hash.slice(1);
