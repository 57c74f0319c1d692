import { MOODS, type Mood, type TimeOfDay } from '../../scene/scene';
import { GLOOMY_WORDS, MOOD_WORDS, TIME_PATTERNS } from './scene-lexicon';

/**
 * The time of day a passage names first ("One evening…", "That night…"), or undefined when it
 * names none and the time carries on from the passage before.
 */
export function readTimeOfDay(text: string): TimeOfDay | undefined {
  let best: { time: TimeOfDay; at: number } | undefined;
  for (const { time, pattern } of TIME_PATTERNS) {
    const at = text.search(pattern);
    if (at >= 0 && (best === undefined || at < best.at)) best = { time, at };
  }
  return best?.time;
}

/** Whether a passage says in so many words that things are grey, dull or sad. */
export function soundsGloomy(text: string): boolean {
  return countMatches(text, GLOOMY_WORDS) > 0;
}

// "Calm" words are everywhere in bedtime stories, so they only win when nothing else speaks.
const WEIGHTS: Readonly<Record<Mood, number>> = {
  gloomy: 1,
  joyful: 1,
  exciting: 1,
  mysterious: 1,
  cosy: 1,
  calm: 0.5,
};

/**
 * The mood a passage's words suggest, or undefined when they suggest none. Grey, dull or sad
 * words decide it outright: a page about a valley gone grey must never look cheerful.
 */
export function readMood(text: string): Mood | undefined {
  if (soundsGloomy(text)) return 'gloomy';
  const scores = moodScores(text);
  let best: { mood: Mood; score: number } | undefined;
  for (const mood of MOODS) {
    const score = scores[mood];
    // Darkness and worry are everywhere at night: one such word is not yet a gloomy page.
    if (mood === 'gloomy' && score < 2) continue;
    if (score > 0 && (best === undefined || score > best.score)) best = { mood, score };
  }
  return best?.mood;
}

/** How strongly a passage's words speak for each mood (calm words count half). */
export function moodScores(text: string): Record<Mood, number> {
  const scores = {} as Record<Mood, number>;
  for (const mood of MOODS) scores[mood] = countMatches(text, MOOD_WORDS[mood]) * WEIGHTS[mood];
  return scores;
}

/** `pattern` must be global: String.match then returns every match. */
function countMatches(text: string, pattern: RegExp): number {
  return text.match(pattern)?.length ?? 0;
}
