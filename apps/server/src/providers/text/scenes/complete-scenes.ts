import type { Scene } from '../../scene/scene';
import type { StoryElement } from './story-elements';

/**
 * Puts each element no scene shows into the scene that suits it best, so that no element is
 * silently dropped from the pictures: a middle passage (the adventure, not the bedtime bookends)
 * with the fewest elements so far. A place becomes that scene's place when the scene only
 * carried its place over from the passage before (`carried`), rather than naming one.
 */
export function includeEveryElement(
  scenes: readonly Scene[],
  elements: readonly StoryElement[],
  carried: readonly boolean[] = [],
): Scene[] {
  const out = scenes.map((scene) => ({ ...scene, elements: [...scene.elements] }));
  if (out.length === 0) return out;
  const shown = new Set(out.flatMap((scene) => scene.elements));
  const middle = out.length >= 3 ? out.slice(1, -1) : out;
  for (const element of elements) {
    if (shown.has(element.typed)) continue;
    const wantsPlace = element.kind === 'place';
    const scene = middle.reduce((best, candidate) => {
      const score = (s: Scene): number =>
        s.elements.length * 2 - (wantsPlace && carried[s.passage] ? 1 : 0);
      return score(candidate) < score(best) ? candidate : best;
    });
    scene.elements.push(element.typed);
    if (wantsPlace && carried[scene.passage]) scene.place = element.definite;
    shown.add(element.typed);
  }
  return out;
}
