import { splitElements } from '@sns/contract';
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
 * writers gave them — read from its text, so its new pictures and books show moments too.
 */
export function scenesOfStory(story: SceneSource): Scene[] {
  if (story.scenes && story.scenes.length > 0) return story.scenes;
  if (!story.storyText) return [];
  return scenesFromText(story.storyText, {
    hero: story.hero,
    elements: splitElements(story.elements) as [string, string, string],
    genre: story.genre,
    cast: writerCastOf(story),
  });
}

/**
 * The moment a story's first picture shows: the one with most of the parent's elements in view
 * (the heart of the adventure rather than the walk home), the earliest of equals.
 */
export function mainScene(scenes: readonly Scene[]): Scene | undefined {
  let best: Scene | undefined;
  for (const scene of scenes) {
    if (!best || scene.elements.length > best.elements.length) best = scene;
  }
  return best;
}
