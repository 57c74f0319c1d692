import { MOODS, TIMES_OF_DAY, type Mood, type Scene, type TimeOfDay } from '../scene/scene';
import type { StoryRequest } from './types';
import { blankOut } from './scenes/passage-words';
import { soundsGloomy } from './scenes/read-mood-and-time';
import { readStoryElements } from './scenes/story-elements';

/**
 * A chat model knows its own story better than our word lists do, so it is asked, in the same
 * call, for one short line per paragraph after the story (~12 tokens each, a few seconds at
 * most). The lines only refine the scenes read from the text: a model that ignores the request,
 * miscounts its paragraphs or writes something else gets the extracted scenes unchanged.
 */
export const SCENE_NOTES_INSTRUCTION =
  'After the story, write a line "Scenes:" and then one line per paragraph, in order, for the illustrator: ' +
  '"<paragraph number> | <where it happens, in a few words> | <morning, day, evening or night> | ' +
  '<calm, joyful, exciting, mysterious, gloomy or cosy> | <who is there, comma-separated>". Nothing after them.';

/** What the model said about one paragraph; anything it got wrong is left undefined. */
export interface SceneNote {
  passage: number;
  place?: string;
  timeOfDay?: TimeOfDay;
  mood?: Mood;
  present?: string[];
}

const MARKER = /^\W*scenes?(?:\s+notes?)?\W*:\W*(.*)$/i;
const NOTE = /^\W*(\d{1,2})\s*[.:)]?\s*\|(.*)$/;

/** Splits the model's answer into the story and its scene notes (none when it wrote none). */
export function splitSceneNotes(answer: string): { story: string; notes: SceneNote[] } {
  const lines = answer.replace(/\r\n?/g, '\n').split('\n');
  // The notes start at the "Scenes:" line, or at the first numbered line with a bar if the
  // model left the heading out; either way they never reach the parent's story.
  let start = lines.findIndex((line) => MARKER.test(line.trim()));
  if (start < 0) start = lines.findIndex((line) => NOTE.test(line.trim()));
  if (start < 0) return { story: answer, notes: [] };
  const notes = lines
    .slice(start)
    .map((line, index) => (index === 0 ? (MARKER.exec(line.trim())?.[1] ?? line) : line))
    .map((line) => readNote(line.trim()))
    .filter((note): note is SceneNote => note !== undefined);
  return { story: lines.slice(0, start).join('\n'), notes };
}

function readNote(line: string): SceneNote | undefined {
  const match = NOTE.exec(line);
  if (!match) return undefined;
  const [place, time, mood, who] = (match[2] ?? '').split('|').map((part) => clean(part));
  const present = who
    ?.split(/,|\band\b/)
    .map((name) => clean(name))
    .filter(
      (name) => name.length > 0 && name.length <= 60 && !/^(nobody|no one|none)$/i.test(name),
    );
  return {
    passage: Number(match[1]) - 1,
    place: place && place.length <= 80 && !/^(none|unknown|-)$/i.test(place) ? place : undefined,
    timeOfDay: TIMES_OF_DAY.find((t) => t === time?.toLowerCase()),
    mood: MOODS.find((m) => m === mood?.toLowerCase()),
    present: present && present.length > 0 ? present.slice(0, 6) : undefined,
  };
}

function clean(text: string | undefined): string {
  return (text ?? '')
    .replace(/[*_`"“”<>[\]]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The extracted scenes with the model's notes laid over them, when it gave exactly one note
 * per paragraph. The elements stay as read from the text (every one is kept somewhere), the
 * children stay first and named as in their profiles, and a page with grey or sad words of
 * its own stays gloomy whatever the model called it.
 */
export function withSceneNotes(
  scenes: readonly Scene[],
  notes: readonly SceneNote[],
  text: string,
  request: Pick<StoryRequest, 'hero' | 'elements' | 'cast'>,
): Scene[] {
  const byPassage = new Map(notes.map((note) => [note.passage, note]));
  const complete =
    byPassage.size === scenes.length && scenes.every((scene) => byPassage.has(scene.passage));
  if (!complete) return [...scenes];
  const paragraphs = text.split(/\n\s*\n/);
  const elementPatterns = readStoryElements(request.elements, request.hero).map((e) => e.pattern);
  const children = [request.hero, ...(request.cast ?? []).slice(1).map((child) => child.name)];
  return scenes.map((scene) => {
    const note = byPassage.get(scene.passage);
    if (!note) return scene;
    const own = blankOut(paragraphs[scene.passage] ?? '', elementPatterns);
    return {
      ...scene,
      place: note.place ?? scene.place,
      timeOfDay: note.timeOfDay ?? scene.timeOfDay,
      mood: soundsGloomy(own) ? 'gloomy' : (note.mood ?? scene.mood),
      present: note.present ? presentFrom(note.present, scene.present, children) : scene.present,
    };
  });
}

/** The hero first, then the children the model saw, then everyone else it named. */
function presentFrom(
  named: readonly string[],
  extracted: readonly string[],
  children: readonly string[],
): string[] {
  const isChild = (name: string): boolean =>
    children.some((child) => child.toLowerCase() === name.toLowerCase());
  const inView = children.filter(
    (child, index) =>
      index === 0 ||
      named.some((name) => name.toLowerCase() === child.toLowerCase()) ||
      extracted.includes(child),
  );
  return [...inView, ...named.filter((name) => !isChild(name))];
}
