import { describe, expect, it } from 'vitest';
import { variedStoryRequests } from '../../../../test/helpers/story-requests';
import { MOODS, TIMES_OF_DAY, type Scene } from '../../scene/scene';
import type { StoryRequest, WrittenStory } from '../types';
import { writeEmbeddedStory } from './write-story';

const REQUESTS = variedStoryRequests(240);
const STORIES: { request: StoryRequest; story: WrittenStory }[] = REQUESTS.map((request) => ({
  request,
  story: writeEmbeddedStory(request),
}));

/** A test's own list of sad words, independent of the writer's: any of these makes a gloomy page. */
const SAD_WORDS = /\b(grey|gray|dull|sad|sadly|gloomy|miserable|unhappy)\b/i;

/** The paragraph without the parent's elements and names: "a grey elephant" is not a sad page. */
function ownWords(paragraph: string, request: StoryRequest): string {
  const names = [request.hero, ...(request.cast ?? []).map((child) => child.name)];
  const cores = request.elements.map((element) =>
    element.replace(/^(a|an|the|my|some|two)\s+/i, '').replace(/^[\p{L}]+'s\s+/u, ''),
  );
  return [...cores, ...names].reduce(
    (text, words) => text.split(new RegExp(words, 'i')).join(' '),
    paragraph,
  );
}

function scenesOf(story: WrittenStory): Scene[] {
  expect(story.scenes).toBeDefined();
  return story.scenes ?? [];
}

describe('the embedded writer’s scenes, over 240 varied stories', () => {
  it('gives one scene per paragraph, each naming its own passage', () => {
    for (const { story } of STORIES) {
      const paragraphs = story.text.split('\n\n');
      const scenes = scenesOf(story);
      expect(scenes).toHaveLength(paragraphs.length);
      scenes.forEach((scene, index) => expect(scene.passage).toBe(index));
    }
  });

  it('shows every element in at least one scene, in the parent’s words', () => {
    for (const { request, story } of STORIES) {
      const shown = new Set(scenesOf(story).flatMap((scene) => scene.elements));
      for (const element of request.elements) expect(shown, story.text).toContain(element);
      for (const element of shown) expect(request.elements).toContain(element);
    }
  });

  it('fills every field with a value the illustrator knows', () => {
    for (const { request, story } of STORIES) {
      for (const scene of scenesOf(story)) {
        expect(TIMES_OF_DAY).toContain(scene.timeOfDay);
        expect(MOODS).toContain(scene.mood);
        expect(scene.place.trim()).not.toBe('');
        expect(scene.caption.trim()).not.toBe('');
        expect(scene.present[0]).toBe(request.hero);
        const cast = (request.cast ?? []).slice(1).map((child) => child.name);
        expect(scene.present.slice(1, 1 + cast.length)).toEqual(cast);
      }
    }
  });

  it('says "gloomy" for every paragraph with grey, dull or sad words', () => {
    let gloomy = 0;
    for (const { request, story } of STORIES) {
      const paragraphs = story.text.split('\n\n');
      scenesOf(story).forEach((scene, index) => {
        if (!SAD_WORDS.test(ownWords(paragraphs[index] ?? '', request))) return;
        gloomy++;
        expect(scene.mood, paragraphs[index]).toBe('gloomy');
      });
    }
    expect(gloomy).toBeGreaterThan(20);
  });

  it('ends the story at night, in bed', () => {
    for (const { request, story } of STORIES) {
      const last = scenesOf(story).at(-1);
      expect(last?.timeOfDay).toBe('night');
      expect(last?.place).toBe(`${request.hero}'s bedroom`);
    }
  });

  it('sets a place element’s scene there, in the story’s own words', () => {
    const request: StoryRequest = {
      hero: 'Mia',
      age: 6,
      genre: 'Fantasy',
      elements: ['a stuffed bunny', "Grandma's greenhouse", 'the seaside'],
      seed: 3,
    };
    for (let seed = 0; seed < 20; seed++) {
      const scenes = writeEmbeddedStory({ ...request, seed }).scenes ?? [];
      const places = scenes.map((scene) => scene.place);
      expect(places).toContain("Grandma's greenhouse");
      expect(places).toContain('the seaside');
      const seaside = scenes.find((scene) => scene.place === 'the seaside');
      expect(seaside?.elements[0]).toBe('the seaside');
    }
  });

  it('paints the valley that turned a dull, dusty grey as gloomy, and its mending as joyful', () => {
    let found = 0;
    for (let seed = 0; seed < 400 && found < 5; seed++) {
      const story = writeEmbeddedStory({
        hero: 'Mia',
        age: 6,
        genre: 'Fantasy',
        elements: ['dragon', 'a purple balloon', 'the moon'],
        seed,
      });
      const paragraphs = story.text.split('\n\n');
      const grey = paragraphs.findIndex((p) => p.includes('turned a dull, dusty grey'));
      if (grey < 0) continue;
      found++;
      const scenes = story.scenes ?? [];
      expect(scenes[grey]?.mood).toBe('gloomy');
      expect(scenes.filter((scene) => scene.mood === 'joyful').length).toBeGreaterThan(0);
    }
    expect(found).toBeGreaterThan(0);
  });

  it('names the other characters of a passage, besides the children and the elements', () => {
    const others = new Set(
      STORIES.flatMap(({ request, story }) =>
        // present: the hero, the other children, then anyone else.
        scenesOf(story).flatMap((scene) => scene.present.slice(request.cast?.length ?? 1)),
      ),
    );
    expect([...others]).toEqual(expect.arrayContaining(['the Fairy Queen']));
    for (const other of others) expect(other).not.toMatch(/^(?:a|the) (?:friend|child)$/);
  });
});
