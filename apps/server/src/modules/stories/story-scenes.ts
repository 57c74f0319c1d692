import { splitElements } from '@sns/contract';
import { timeScenes } from '../../providers/scene/moment-time';
import type { Scene } from '../../providers/scene/scene';
import { scenesFromText } from '../../providers/text/scenes-from-text';
import { writerCastOf } from '../children/story-cast';
import type { StoryRow } from './story-repository';

type SceneSource = Pick<
  StoryRow,
  'scenes' | 'storyText' | 'hero' | 'elements' | 'genre' | 'cast' | 'childIds'
>;

/**
 * The moments of a story, one per passage: the writer's own, or — for a story written before
 * writers gave them — read from its text, so its new pictures and books show moments too. Each
 * at the time of day its words give (docs/decisions/085), whatever the writer said.
 */
export function scenesOfStory(story: SceneSource): Scene[] {
  if (story.scenes && story.scenes.length > 0) return timeScenes(story.scenes, story.storyText);
  if (!story.storyText) return [];
  const scenes = scenesFromText(story.storyText, {
    hero: story.hero,
    elements: splitElements(story.elements) as [string, string, string],
    genre: story.genre,
    cast: writerCastOf(story),
  });
  return timeScenes(scenes, story.storyText);
}

/**
 * The moment a story's first picture shows: the one with most of the parent's elements in view
 * (the heart of the adventure rather than the walk home); of equals, the one with most of the
 * story's people and animals there (the goose and Grandma with the child, issue 28), then the
 * earliest.
 */
export function mainScene(scenes: readonly Scene[]): Scene | undefined {
  let best: Scene | undefined;
  const score = (scene: Scene): number => scene.elements.length * 100 + scene.present.length;
  for (const scene of scenes) {
    if (!best || score(scene) > score(best)) best = scene;
  }
  return best;
}
