/**
 * The containers we ask MediaRecorder for, best first: WebM/Opus (Chrome, Edge, Firefox), Ogg/Opus
 * (older Firefox), MP4 (Safari, which records AAC). The server accepts exactly these
 * (docs/decisions/023).
 */
export const RECORDING_TYPES = [
  'audio/webm;codecs=opus',
  'audio/ogg;codecs=opus',
  'audio/mp4',
] as const;

/** The first type the browser can record, or '' to let it choose its default. */
export function pickRecordingType(isSupported: (type: string) => boolean): string {
  return RECORDING_TYPES.find((type) => isSupported(type)) ?? '';
}
