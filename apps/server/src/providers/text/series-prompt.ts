import { genericNames } from '../generic-names';
import type { Companion, StoryRequest } from './types';

/**
 * The series memory as the chat model's prompt carries it (docs/decisions/067): the recap it must
 * open with, the friends with their kinds and qualities, the places, and the chapter's rules. Empty
 * for a story that is not a later chapter.
 */
export function seriesLines(request: StoryRequest): string[] {
  const series = request.series;
  const last = series?.before[series.before.length - 1];
  if (!series || !last) return [];
  const friends = new Map<string, Companion>();
  for (const memory of series.before)
    for (const friend of memory.companions) friends.set(friend.name.toLowerCase(), friend);
  const described = [...friends.values()].map(
    (f) => `"${f.name}" (${[...f.qualities, f.kind].join(' ')})`,
  );
  const places = [...new Set(series.before.flatMap((m) => m.places))];
  const earlier = series.before.slice(0, -1).map((m, i) => `chapter ${i + 1}: they ${m.happened}`);
  return [
    `This is chapter ${series.chapter} of a series: the same hero and friends, the same world.`,
    `Open with a one-line recap of the chapter before, in which they ${genericNames(last.happened)}.`,
    ...(earlier.length > 0 ? [`Earlier: ${genericNames(earlier.join('; '))}.`] : []),
    `Bring back every friend by name, naming each with their qualities and kind once: ${genericNames(described.join(', '))}. They look and behave as before.`,
    `Places from before: ${genericNames(places.join(', '))}; describe a returning place the same way.`,
    'Give tonight a new problem that grows from the chapter before (not the same problem again); any new element joins the same world.',
    'Close tonight’s problem completely — no cliffhanger at bedtime — and leave one small door open for another night.',
    'Do not repeat sentences from earlier chapters; tell it freshly.',
  ];
}
