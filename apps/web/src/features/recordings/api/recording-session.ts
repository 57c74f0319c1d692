import {
  recordedClipSchema,
  recordingScriptSchema,
  storyVoiceSchema,
  VOICE_INVITE_HEADER,
} from '@sns/contract';
import { api } from '../../../lib/api-client';
import { recordingKeys, voicePath } from './recording-query-keys';

/**
 * The calls the recorder makes, for the parent's own voice or through an invitation: the same
 * three (the script, one sentence's clip, save), addressed by the voice's path or by the token.
 */
export interface RecordingSession {
  queryKey: readonly unknown[];
  getScript: () => ReturnType<typeof getOwnScript>;
  uploadClip: (index: number, clip: Blob) => ReturnType<typeof uploadOwnClip>;
  finish: () => ReturnType<typeof finishOwnVoice>;
}

const getOwnScript = (storyId: string, voiceId: string) =>
  api.get(`${voicePath(storyId, voiceId)}/script`, recordingScriptSchema);
const uploadOwnClip = (storyId: string, voiceId: string, index: number, clip: Blob) =>
  api.put(`${voicePath(storyId, voiceId)}/sentences/${index}`, clip, recordedClipSchema);
const finishOwnVoice = (storyId: string, voiceId: string) =>
  api.post(`${voicePath(storyId, voiceId)}/finish`, {}, storyVoiceSchema);

/** GET …/script, PUT …/sentences/{index}, POST …/finish of one of the parent's voices. */
export const ownRecordingSession = (storyId: string, voiceId: string): RecordingSession => ({
  queryKey: recordingKeys.script(storyId, voiceId),
  getScript: () => getOwnScript(storyId, voiceId),
  uploadClip: (index, clip) => uploadOwnClip(storyId, voiceId, index, clip),
  finish: () => finishOwnVoice(storyId, voiceId),
});

/** The invitee's /api/voiceInvite/… calls, the token in its header (never in a URL). */
export const inviteRecordingSession = (token: string): RecordingSession => {
  const headers = { [VOICE_INVITE_HEADER]: token };
  return {
    queryKey: recordingKeys.inviteScript(token),
    getScript: () =>
      api.withHeaders('GET', '/api/voiceInvite/script', headers, undefined, recordingScriptSchema),
    uploadClip: (index, clip) =>
      api.withHeaders(
        'PUT',
        `/api/voiceInvite/sentences/${index}`,
        headers,
        clip,
        recordedClipSchema,
      ),
    finish: () => api.withHeaders('POST', '/api/voiceInvite/finish', headers, {}, storyVoiceSchema),
  };
};
