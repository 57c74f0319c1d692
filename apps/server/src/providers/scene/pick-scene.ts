import type { Scene } from './scene';

/**
 * The moment for a new picture of a story: a scene whose passage has no picture yet and that
 * shows something the drawn ones don't (another place, a new element, another time of day or
 * feeling), the most different first; `seed` chooses among equally good ones, so two parents
 * asking at once may get different moments. Undefined when every moment has been drawn or the
 * ones left would repeat a drawn picture: the caller then refuses, and charges nothing.
 */
export function pickSceneForNewPicture(
  scenes: readonly Scene[],
  alreadyDrawn: readonly number[],
  seed: number,
): Scene | undefined {
  const drawnPassages = new Set(alreadyDrawn);
  const drawn = scenes.filter((scene) => drawnPassages.has(scene.passage));
  const fresh = scenes.filter(
    (scene) =>
      !drawnPassages.has(scene.passage) && !drawn.some((picture) => sameMoment(picture, scene)),
  );
  if (fresh.length === 0) return undefined;
  const scored = fresh.map((scene) => ({ scene, score: novelty(scene, drawn) }));
  const best = Math.max(...scored.map(({ score }) => score));
  const top = scored.filter(({ score }) => score === best).map(({ scene }) => scene);
  return top[spread(seed) % top.length];
}

/** Two scenes that would make the same picture: same place, time, feeling, elements and people. */
function sameMoment(a: Scene, b: Scene): boolean {
  return (
    a.place === b.place &&
    a.timeOfDay === b.timeOfDay &&
    a.mood === b.mood &&
    sameSet(a.elements, b.elements) &&
    sameSet(a.present, b.present)
  );
}

/** How much a scene adds to the pictures already drawn; a new place changes a picture most. */
function novelty(scene: Scene, drawn: readonly Scene[]): number {
  const seen = <T>(pick: (s: Scene) => T): Set<T> => new Set(drawn.map(pick));
  const places = seen((s) => s.place);
  const moods = seen((s) => s.mood);
  const times = seen((s) => s.timeOfDay);
  const elements = new Set(drawn.flatMap((s) => s.elements));
  const people = new Set(drawn.flatMap((s) => s.present));
  return (
    (places.has(scene.place) ? 0 : 4) +
    (moods.has(scene.mood) ? 0 : 2) +
    (times.has(scene.timeOfDay) ? 0 : 1) +
    2 * scene.elements.filter((element) => !elements.has(element)).length +
    scene.present.filter((person) => !people.has(person)).length
  );
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item) => b.includes(item));
}

/** Any number to a well-spread non-negative integer (Mulberry32's mix), so nearby seeds differ. */
function spread(seed: number): number {
  let t = (Math.trunc(seed) + 0x6d2b79f5) >>> 0;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return (t ^ (t >>> 14)) >>> 0;
}
