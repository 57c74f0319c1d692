import { GENRES, type Genre } from '@sns/contract';
import type { SeriesMemory } from '../../types';
import { creatureFacts } from '../understand/creature-lexicon';
import { planStory, type Character, type StoryPlan } from './plan-story';
import { runsOf, runWords } from './repeated-runs';

type PlanInput = Parameters<typeof planStory>[0];

/**
 * The plan of a chapter after the first (docs/decisions/067): the same elements give the same
 * place and friends, and the problem is another than last night's — the first of the other
 * genres' problems that fits the same place, tried in an order that turns with the chapter. The
 * story keeps its own genre (its voice); the friends of every chapter before come back, with the
 * qualities they had.
 */
export function planChapter(input: PlanInput, series: SeriesMemory): StoryPlan {
  const base = planStory(input);
  const last = series.before[series.before.length - 1];
  // Best a problem no chapter has had yet; else at least another than last night's.
  const had = new Set(series.before.map((m) => m.problem));
  const candidates: StoryPlan[] = [base];
  const start = GENRES.indexOf(input.genre) + series.chapter;
  for (let i = 0; i < GENRES.length; i++) {
    const genre = GENRES[(start + i) % GENRES.length] as Genre;
    if (genre === input.genre) continue;
    const other = planStory({ ...input, genre });
    if (other.setting.short === base.setting.short)
      candidates.push({ ...other, genre: input.genre });
  }
  const skip = new Set(series.skipProblems ?? []);
  const open = candidates.filter((c) => !skip.has(c.problem));
  if (open.length > 0) candidates.splice(0, candidates.length, ...open);
  const plan =
    candidates.find((c) => !had.has(c.problem)) ??
    candidates.find((c) => c.problem !== last?.problem) ??
    base;
  keepCompanions(plan, series);
  const names = [
    ...input.heroes,
    ...input.elements.map((e) => e.typed),
    ...series.before.flatMap((m) => [
      ...m.elements,
      ...m.companions.flatMap((c) => [c.name, ...(c.typed ? [c.typed] : [])]),
    ]),
  ];
  const heard = new Set(series.earlierTexts.flatMap((text) => [...runsOf(runWords(text, names))]));
  plan.fresh = (line) => ![...runsOf(runWords(line, names))].some((run) => heard.has(run));
  return plan;
}

/** Every friend of the chapters before is in tonight's story, as they were. */
function keepCompanions(plan: StoryPlan, series: SeriesMemory): void {
  const seen = new Set<string>();
  for (const memory of [...series.before].reverse())
    for (const friend of memory.companions) {
      const key = friend.name.toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      const there = plan.characters.find((c) => c.short.toLowerCase() === key);
      if (there) {
        if (friend.qualities.length > 0) there.qualities = [...friend.qualities];
        there.known = true;
        continue;
      }
      const person = creatureFacts(friend.kind, false).person;
      const returning: Character = {
        first: friend.name,
        short: friend.name,
        facts: creatureFacts(friend.kind, person),
        qualities: [...friend.qualities],
        fromHome: false,
        person,
        pronoun: person ? 'they' : 'it',
        known: true,
      };
      if (friend.typed) returning.typed = friend.typed;
      plan.characters.push(returning);
    }
}
