import { RECORDING_MESSAGES } from '@sns/contract';
import { AppError } from '../../http/errors';
import type { AudioRefusal } from './audio/audio-refusal';

/** An AppError whose body also has `errors:[{msg}]`, as the other upload refusals do (docs/decisions/d9-uploaded-images.md). */
const withMsg = (status: number, id: string, message: string) =>
  new AppError(status, id, message, { errors: [{ msg: message }] });

/** The refusals of recorded voices (docs/decisions/023); each one changes nothing. */
export const recordingErrors = {
  notAudio: () => withMsg(415, 'recording_unsupported', RECORDING_MESSAGES.notAudio),
  unreadable: () => withMsg(400, 'recording_unreadable', RECORDING_MESSAGES.unreadable),
  tooShort: () => withMsg(400, 'recording_too_short', RECORDING_MESSAGES.tooShort),
  tooLong: () => withMsg(400, 'recording_too_long', RECORDING_MESSAGES.tooLong),
  tooLarge: () => withMsg(413, 'recording_too_large', RECORDING_MESSAGES.tooLarge),
  /** Unknown, forged, expired, revoked, spent, or its story or voice deleted: all look the same. */
  inviteInvalid: () => new AppError(404, 'invite_invalid', RECORDING_MESSAGES.inviteInvalid),
  notFinished: () => new AppError(409, 'voice_not_finished', RECORDING_MESSAGES.notFinished),
  tooManyVoices: () => new AppError(409, 'too_many_voices', RECORDING_MESSAGES.tooManyVoices),
  sentenceMissing: () => withMsg(400, 'sentence_missing', RECORDING_MESSAGES.sentenceMissing),
};

export function audioRefusalError(refusal: AudioRefusal) {
  return refusal.reason === 'not_audio' ? recordingErrors.notAudio() : recordingErrors.unreadable();
}
