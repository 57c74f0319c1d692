import type { Mood, Scene, TimeOfDay } from '../scene/scene';
import type { StoryRequest } from './types';
import { includeEveryElement } from './scenes/complete-scenes';
import { findCharacters } from './scenes/find-characters';
import { findPlace } from './scenes/find-place';
import {
  blankOut,
  firstSentence,
  namePattern,
  splitParagraphs,
  withoutSpeech,
} from './scenes/passage-words';
import { readMood, readTimeOfDay } from './scenes/read-mood-and-time';
import { BEDROOM_WORDS, GENRE_MOODS } from './scenes/scene-lexicon';
import { mentions, readStoryElements, type StoryElement } from './scenes/story-elements';

/** What the extractor needs to know about the story besides its text. */
export type SceneRequest = Pick<StoryRequest, 'hero' | 'elements' | 'genre' | 'cast'>;

/**
 * Scenes for a story whose writer gave none (a chat model's plain text): one per paragraph,
 * read from its words — where it happens, when, who is there, which elements are in view and
 * how it feels. Where a paragraph says nothing, the place and time carry on from the one
 * before; every element lands in some scene even if the text never names it.
 */
export function scenesFromText(text: string, request: SceneRequest): Scene[] {
  const paragraphs = splitParagraphs(text);
  const hero = request.hero.trim();
  const elements = readStoryElements(request.elements, hero);
  const names = [hero, ...(request.cast ?? []).slice(1).map((member) => member.name.trim())];
  const namePatterns = names.filter(Boolean).map(namePattern);
  const joined = new Set<string>();
  const carried: boolean[] = [];
  let place = `${hero}'s home`;
  let time: TimeOfDay = 'evening';

  const scenes = paragraphs.map((paragraph, passage): Scene => {
    const last = passage === paragraphs.length - 1 && paragraphs.length > 1;
    const told = withoutSpeech(paragraph);
    const inView = elements.filter((element) => mentions(awake(paragraph), element));
    // Elements and names say nothing about mood or place: "a grey elephant" is not a gloomy page.
    const known = [...elements.map((element) => element.pattern), ...namePatterns];
    const plain = blankOut(told, known);

    const found = placeOf(told, inView, hero, passage === 0, last);
    carried[passage] = found === undefined;
    place = found ?? place;
    time = last && BEDROOM_WORDS.test(paragraph) ? 'night' : (readTimeOfDay(told) ?? time);

    for (const name of names.slice(1)) if (namePattern(name).test(paragraph)) joined.add(name);
    const others = findCharacters(plain);
    return {
      passage,
      place,
      timeOfDay: time,
      present: [hero, ...names.slice(1).filter((name) => joined.has(name)), ...others],
      elements: inView.map((element) => element.typed),
      mood:
        readMood(blankOut(paragraph, known)) ??
        defaultMood(passage, paragraphs.length, paragraph, request),
      caption: firstSentence(paragraph),
    };
  });
  return includeEveryElement(scenes, elements, carried);
}

/**
 * Where the passage is: a place it goes into or is in, else a place element it shows (in the
 * story's own words: "Grandma's greenhouse"), else the bedroom at bedtime; undefined carries on.
 */
function placeOf(
  told: string,
  inView: readonly StoryElement[],
  hero: string,
  first: boolean,
  last: boolean,
): string | undefined {
  const places = inView.filter((element) => element.kind === 'place');
  const found = findPlace(
    told,
    (place) => first || places.some((element) => mentions(place.phrase, element)),
  );
  if (found) return found.phrase === 'home' ? `${hero}'s home` : found.phrase;
  const element = places.find((candidate) => mentions(told, candidate));
  if (element) return element.definite;
  if (last && BEDROOM_WORDS.test(told)) return `${hero}'s bedroom`;
  return undefined;
}

/** The passage without its dreams: "dreaming of the dragon" does not put the dragon in the room. */
function awake(paragraph: string): string {
  return paragraph.replace(/[^.!?]*\bdream[^.!?]*[.!?]*/gi, (dream) => ' '.repeat(dream.length));
}

function defaultMood(
  passage: number,
  count: number,
  paragraph: string,
  request: SceneRequest,
): Mood {
  if (passage === 0) return 'cosy';
  if (passage === count - 1) return BEDROOM_WORDS.test(paragraph) ? 'cosy' : 'calm';
  return GENRE_MOODS[request.genre];
}
