/** How the end of a narration fades: over its last seconds of speech, down to a quiet level. */
export const FADE_SECONDS = 2;
/** The level the last word ends at: quiet but still heard (a fade to nothing would lose it). */
export const FADE_FLOOR = 0.3;

/**
 * Fades the end of the last sentence, in place: a raised-cosine curve from full level to
 * `floor` over the last `seconds`, so the story ends softly instead of stopping.
 */
export function fadeOut(
  samples: Int16Array,
  sampleRate: number,
  seconds = FADE_SECONDS,
  floor = FADE_FLOOR,
): void {
  const length = Math.min(samples.length, Math.round(seconds * sampleRate));
  const from = samples.length - length;
  for (let i = 0; i < length; i += 1) {
    const progress = (i + 1) / length;
    const gain = floor + (1 - floor) * 0.5 * (1 + Math.cos(Math.PI * progress));
    samples[from + i] = Math.round(samples[from + i]! * gain);
  }
}
