import { RECORDING_MESSAGES } from '@sns/contract';
import { AppError, type ErrorKind } from '../../errors';
import type { AudioRefusal } from './audio/audio-refusal';

/** An AppError whose body also has `errors:[{msg}]`, as the other upload refusals do (docs/decisions/d9-uploaded-images.md). */
const withMsg = (kind: ErrorKind, id: string, message: string) =>
  new AppError(kind, id, message, { errors: [{ msg: message }] });

/** The refusals of recorded voices (docs/decisions/023); each one changes nothing. */
export const recordingErrors = {
  notAudio: () => withMsg('unsupported', 'recording_unsupported', RECORDING_MESSAGES.notAudio),
  unreadable: () => withMsg('invalid', 'recording_unreadable', RECORDING_MESSAGES.unreadable),
  tooShort: () => withMsg('invalid', 'recording_too_short', RECORDING_MESSAGES.tooShort),
  tooLong: () => withMsg('invalid', 'recording_too_long', RECORDING_MESSAGES.tooLong),
  tooLarge: () => withMsg('too_large', 'recording_too_large', RECORDING_MESSAGES.tooLarge),
  /** Unknown, forged, expired, revoked, spent, or its story or voice deleted: all look the same. */
  inviteInvalid: () =>
    new AppError('not_found', 'invite_invalid', RECORDING_MESSAGES.inviteInvalid),
  notFinished: () => new AppError('conflict', 'voice_not_finished', RECORDING_MESSAGES.notFinished),
  tooManyVoices: () =>
    new AppError('conflict', 'too_many_voices', RECORDING_MESSAGES.tooManyVoices),
  sentenceMissing: () => withMsg('invalid', 'sentence_missing', RECORDING_MESSAGES.sentenceMissing),
};

export function audioRefusalError(refusal: AudioRefusal) {
  return refusal.reason === 'not_audio' ? recordingErrors.notAudio() : recordingErrors.unreadable();
}
