import type { Genre } from '@sns/contract';
import type { Mood, Scene, TimeOfDay } from '../../scene/scene';
import { includeEveryElement } from '../scenes/complete-scenes';
import { findCharacters } from '../scenes/find-characters';
import { findPlaces } from '../scenes/find-place';
import { blankOut, firstSentence, namePattern, withoutSpeech } from '../scenes/passage-words';
import { moodScores, readTimeOfDay, soundsGloomy } from '../scenes/read-mood-and-time';
import { GENRE_MOODS } from '../scenes/scene-lexicon';
import { mentions, type StoryElement } from '../scenes/story-elements';
import type { NounPhrase } from './noun-phrase';
import type { BeatKind, FittedPassage } from './story-draft';

/** What the writer knows about its story beyond the paragraphs: who, where, and the elements. */
export interface StoryFacts {
  hero: string;
  /** The other children, by name. */
  children: readonly string[];
  genre: Genre;
  /** The adventure's place in the story's words ("the Whispering Wood") and its scenery ("woods"). */
  place: string;
  scenery: string;
  /** The elements, with the parent's words, the story's forms and how to find them in text. */
  elements: readonly StoryElement[];
}

/**
 * What the plain words of a place may leave unsaid, by the skeleton's scenery: "the Coral
 * Kingdom" is under the sea, "the Land of Nod" an enchanted wood.
 */
const SCENERY: Readonly<Record<string, string>> = {
  beach: 'by the sea',
  city: 'a city',
  clouds: 'above the clouds',
  coast: 'by the sea',
  desert: 'in the desert',
  dino: 'a prehistoric jungle',
  indoors: 'indoors',
  moon: 'on the moon',
  palace: 'a palace',
  sea: 'under the sea',
  sky: 'up in the sky',
  snow: 'a land of snow and ice',
  space: 'in outer space',
  tiny: 'a laboratory',
  tower: 'a tower',
  town: 'a small town',
  wild: 'the wild jungle',
  woods: 'an enchanted wood',
};
/** Place words that say too little to draw from: a kingdom could be anywhere. */
const VAGUE_PLACES = new Set(['kingdom', 'station', 'hall', 'island']);

/** Beats whose text may name an element without its tokens (a parent's twist, a lesson). */
const READ_FOR_ELEMENTS = new Set<BeatKind>([
  'opening',
  'setting',
  'problem',
  'journey',
  'obstacle',
  'twist',
  'resolution',
  'lesson',
]);

/** Beats where someone besides the children and the elements may appear (the Fairy Queen, the villagers). */
const READ_FOR_CHARACTERS = new Set<BeatKind>([
  'setting',
  'problem',
  'obstacle',
  'twist',
  'resolution',
]);

/**
 * The scenes of an embedded story, one per paragraph, from what the writer planned: the beat
 * says where and when (home in the evening, the adventure's place, bed at night) and the usual
 * feeling; the lines it chose say which elements are in view. The words are read only for what
 * a plan cannot know: a time of day a line names, grey or sad words, and other characters.
 */
export function describeScenes(passages: readonly FittedPassage[], facts: StoryFacts): Scene[] {
  const adventure = withScenery(facts.place, facts.scenery);
  const typed = new Map(facts.elements.map((element) => [element.phrase, element.typed]));
  const known = [
    ...facts.elements.map((element) => element.pattern),
    ...[facts.hero, ...facts.children].map(namePattern),
  ];
  let opening: TimeOfDay = 'evening';
  let time: TimeOfDay = 'night';

  const scenes = passages.map(({ beat, text, elements }, passage): Scene => {
    const shown = elements.map((phrase) => typed.get(phrase) ?? phrase.definite);
    if (READ_FOR_ELEMENTS.has(beat.kind)) {
      for (const element of facts.elements)
        if (!shown.includes(element.typed) && mentions(text, element)) shown.push(element.typed);
    }
    if (beat.kind === 'opening') opening = time = readTimeOfDay(text) ?? 'evening';
    if (beat.kind === 'setting')
      time = readTimeOfDay(text) ?? (opening === 'evening' ? 'night' : opening);
    if (beat.kind === 'homecoming' || beat.kind === 'sleep') time = 'night';

    // Elements and names say nothing about mood or who else is there ("a grey elephant").
    const plain =
      READ_FOR_CHARACTERS.has(beat.kind) || soundsGloomy(text) ? blankOut(text, known) : text;
    const others = READ_FOR_CHARACTERS.has(beat.kind) ? findCharacters(withoutSpeech(plain)) : [];
    return {
      passage,
      place: placeOf(beat.kind, beat.element, facts, adventure),
      timeOfDay: time,
      present: [facts.hero, ...facts.children, ...others],
      elements: shown,
      mood: soundsGloomy(plain) ? 'gloomy' : moodOf(beat.kind, beat.element, plain, facts.genre),
      caption: firstSentence(text),
    };
  });
  return includeEveryElement(scenes, facts.elements);
}

function placeOf(
  kind: BeatKind,
  element: NounPhrase | undefined,
  facts: StoryFacts,
  adventure: string,
): string {
  switch (kind) {
    case 'opening':
    case 'homecoming':
      return `${facts.hero}'s home`;
    case 'sleep':
      return `${facts.hero}'s bedroom`;
    case 'meeting':
      return element?.kind === 'place' ? element.definite : adventure;
    default:
      return adventure;
  }
}

/** The feeling a beat usually has; a problem turns gloomy when its words are dark or worried. */
function moodOf(
  kind: BeatKind,
  element: NounPhrase | undefined,
  plain: string,
  genre: Genre,
): Mood {
  switch (kind) {
    case 'opening':
    case 'sleep':
      return 'cosy';
    case 'meeting':
      return element?.kind === 'creature' ? 'joyful' : GENRE_MOODS[genre];
    case 'problem':
      if (moodScores(plain).gloomy > 0) return 'gloomy';
      return genre === 'Comedy' ? 'exciting' : 'mysterious';
    case 'twist':
      return genre === 'Mystery' ? 'mysterious' : 'exciting';
    case 'resolution':
      return 'joyful';
    case 'lesson':
    case 'homecoming':
      return 'calm';
    default:
      return GENRE_MOODS[genre];
  }
}

/** "the Coral Kingdom, under the sea": a place whose words alone don't show what it looks like. */
function withScenery(place: string, scenery: string): string {
  const descriptor = SCENERY[scenery];
  const [found] = findPlaces(place);
  if (!descriptor || (found && !VAGUE_PLACES.has(found.head))) return place;
  return `${place}, ${descriptor}`;
}
