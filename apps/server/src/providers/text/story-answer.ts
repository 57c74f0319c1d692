import { z } from 'zod';
import { MOODS, TIMES_OF_DAY } from '../scene/scene';
import { genericNames } from '../generic-names';
import { ProviderError } from '../openai-http';
import { ageBand, countWords, WORD_RANGES } from './embedded/age-band';
import { splitSceneNotes, type SceneNote } from './openai-scene-notes';
import { understandSpanishElement } from './embedded/es/understand-es';
import { mentions, readStoryElements } from './scenes/story-elements';
import type { StoryRequest } from './types';

/** A story as the model answered it, before it is checked. */
export interface StoryAnswer {
  /** Empty when the model gave none. */
  title: string;
  paragraphs: string[];
  notes: SceneNote[];
}

/**
 * How far outside the band's word range an answer may land and still be accepted: models count
 * words loosely, a story a fifth short still reads whole; a 135-word one asked 350–600 does not.
 */
const SHORT_BY = 0.8;
const LONG_BY = 1.25;

const incomplete = (why: string) =>
  new ProviderError(`The story service sent an incomplete story (${why}).`, undefined, true);

const answerSchema = z.object({
  title: z.string(),
  paragraphs: z.array(z.string()).min(1),
  scenes: z
    .array(
      z.object({
        paragraph: z.number().int(),
        place: z.string().optional(),
        time_of_day: z.string().optional(),
        mood: z.string().optional(),
        present: z.array(z.string()).optional(),
      }),
    )
    .optional(),
});

/** An answer to the JSON schema (story-prompt.ts): anything else is an incomplete answer. */
export function readStructuredAnswer(raw: string): StoryAnswer {
  let json: unknown;
  try {
    json = JSON.parse(raw.trim().replace(/^```(?:json)?\s*|\s*```$/g, ''));
  } catch {
    throw incomplete('not the JSON asked for');
  }
  const parsed = answerSchema.safeParse(json);
  if (!parsed.success) throw incomplete('JSON without a title and paragraphs');
  return {
    title: cleanTitle(parsed.data.title),
    paragraphs: parsed.data.paragraphs.map(clean).filter(Boolean),
    notes: (parsed.data.scenes ?? []).map((scene) => ({
      passage: scene.paragraph - 1,
      place: scene.place?.trim() || undefined,
      timeOfDay: TIMES_OF_DAY.find((t) => t === scene.time_of_day),
      mood: MOODS.find((m) => m === scene.mood),
      present: scene.present?.length ? scene.present.slice(0, 6) : undefined,
    })),
  };
}

const CHATTER =
  /^(?:sure|certainly|of course|okay|ok|absolutely|here(?:'s| is| you go)|i(?:'ve| have) written|i hope|let me know|enjoy|feel free)\b/i;
const TITLE_LINE = /^(?:#+\s*)?(?:\*\*)?\s*(?:title|t[íi]tulo)\s*:\s*(.+?)(?:\*\*)?$/i;
/** A plan written out instead of kept silent: "Plan:", "Goal:", "Climax:", "**Outline**"… */
const PLAN_LINE =
  /^(?:[-*#\d.\s]*)(?:\*\*)?(?:plan|story plan|outline|structure|goal|obstacle|middle|climax|ending|resolution|notes?)(?:\*\*)?\s*:/i;

/**
 * A plain-text answer: "Title: …", then paragraphs, then the scene notes. A model that answered
 * with JSON anyway is read as JSON; greetings before the title and sign-offs after the story are
 * dropped; a plan written out is refused.
 */
export function readTextAnswer(raw: string): StoryAnswer {
  const trimmed = raw.trim();
  if (/^(?:```(?:json)?\s*)?\{/.test(trimmed)) return readStructuredAnswer(trimmed);
  const { story, notes } = splitSceneNotes(trimmed);
  let lines = story.replace(/\r\n?/g, '\n').trim().split('\n');
  let title = '';
  const titleAt = lines.slice(0, 12).findIndex((line) => TITLE_LINE.test(line.trim()));
  if (titleAt >= 0) {
    title = TITLE_LINE.exec(lines[titleAt]!.trim())?.[1] ?? '';
    lines = lines.slice(titleAt + 1);
  } else {
    while (lines.length > 0 && (CHATTER.test(lines[0]!.trim()) || lines[0]!.trim() === ''))
      lines.shift();
    const heading = /^#+\s*(.+)$/.exec(lines[0]?.trim() ?? '');
    if (heading?.[1]) {
      title = heading[1];
      lines.shift();
    }
  }
  const paragraphs = lines
    .join('\n')
    .split(/\n\s*\n/)
    .map((paragraph) => clean(paragraph.replace(/^#+\s*/gm, '').replace(/\s*\n\s*/g, ' ')))
    .filter(Boolean);
  while (paragraphs.length > 0 && CHATTER.test(paragraphs.at(-1)!)) paragraphs.pop();
  if (paragraphs.some((paragraph) => PLAN_LINE.test(paragraph)))
    throw incomplete('its plan written out');
  return { title: cleanTitle(title), paragraphs, notes };
}

/**
 * Accepts only a whole story: within the band's word range (loosely, see SHORT_BY), with every
 * element in it, and a title (the hero's name when the model gave none).
 */
export function checkCompleteStory(
  answer: StoryAnswer,
  request: StoryRequest,
): { title: string; text: string } {
  const text = answer.paragraphs.join('\n\n');
  const { min, max } = WORD_RANGES[ageBand(request.age)];
  const words = countWords(text);
  if (words < Math.floor(min * SHORT_BY)) throw incomplete(`${words} words, asked ${min}–${max}`);
  if (words > Math.ceil(max * LONG_BY)) throw incomplete(`${words} words, asked ${min}–${max}`);
  const told = request.elements.map(genericNames);
  const missing =
    request.language === 'es'
      ? told.filter((typed) => !mentionsSpanish(text, typed)).map((typed) => ({ typed }))
      : readStoryElements(told, request.hero).filter((element) => !mentions(text, element));
  if (missing.length > 0)
    throw incomplete(`without ${missing.map((element) => `"${element.typed}"`).join(', ')}`);
  if (CHATTER.test(answer.paragraphs[0] ?? '')) throw incomplete('a greeting instead of a story');
  const untitled =
    request.language === 'es' ? `El cuento de ${request.hero}` : `${request.hero}'s Bedtime Story`;
  return { title: answer.title || untitled, text };
}

/**
 * Whether a Spanish story names a Spanish element: by its name ("Coronel") when it has one, else
 * by its noun, singular or plural ("oca", "botas" or "bota"); the English reader would look for
 * English words in it.
 */
function mentionsSpanish(text: string, typed: string): boolean {
  const element = understandSpanishElement(typed);
  const word = (element.sense.name ?? element.noun).trim().toLowerCase();
  if (!word) return true;
  const stem = element.sense.name
    ? word
    : word.replace(/(?<=[aeiouáéíóú])s$|(?<=[^aeiouáéíóú])es$/, '');
  const escaped = stem.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<!\\p{L})${escaped}`, 'iu').test(text);
}

/** Markdown off, one space between words. */
function clean(text: string): string {
  return text
    .replace(/\*\*|__/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A title without markdown or quotes around it. */
function cleanTitle(text: string): string {
  return clean(text.replace(/[*_#"“”]/g, ''));
}
