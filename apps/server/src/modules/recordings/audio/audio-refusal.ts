/** Why an uploaded clip is not a recording we keep; the use-case turns it into a 4xx. */
export type AudioRefusalReason = 'empty' | 'not_audio' | 'unreadable';

export class AudioRefusal extends Error {
  constructor(
    readonly reason: AudioRefusalReason,
    detail: string,
  ) {
    super(detail);
  }
}

/** What a container reader found: the one audio track's codec and how long it plays. */
export interface AudioFacts {
  codec: 'opus' | 'aac';
  durationSeconds: number;
}

export const unreadable = (detail: string) => new AudioRefusal('unreadable', detail);
export const notAudio = (detail: string) => new AudioRefusal('not_audio', detail);
