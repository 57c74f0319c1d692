import { describe, expect, it } from 'vitest';
import { variedStoryRequests } from '../../../test/helpers/story-requests';
import { MOODS, TIMES_OF_DAY } from '../scene/scene';
import { writeEmbeddedStory } from './embedded/write-story';
import type { StoryRequest } from './types';
import { scenesFromText } from './scenes-from-text';

const SAD_WORDS = /\b(grey|gray|dull|sad|sadly|gloomy|miserable|unhappy)\b/i;

const request: StoryRequest = {
  hero: 'Mia',
  age: 6,
  genre: 'Fantasy',
  elements: ['a stuffed bunny', "Grandma's greenhouse", 'the seaside'],
  seed: 1,
};

const paragraphs = (...texts: string[]): string => texts.join('\n\n');

describe('scenesFromText on 240 embedded stories, from their text alone', () => {
  const stories = variedStoryRequests(240).map((req) => ({
    request: req,
    text: writeEmbeddedStory(req).text,
  }));

  it('gives one valid scene per paragraph and shows every element somewhere', () => {
    for (const { request: req, text } of stories) {
      const scenes = scenesFromText(text, req);
      expect(scenes).toHaveLength(text.split('\n\n').length);
      scenes.forEach((scene, index) => {
        expect(scene.passage).toBe(index);
        expect(TIMES_OF_DAY).toContain(scene.timeOfDay);
        expect(MOODS).toContain(scene.mood);
        expect(scene.place).not.toBe('');
        expect(scene.present[0]).toBe(req.hero);
      });
      const shown = new Set(scenes.flatMap((scene) => scene.elements));
      for (const element of req.elements) expect(shown, text).toContain(element);
    }
  });

  it('says "gloomy" for every paragraph with grey, dull or sad words of its own', () => {
    for (const { request: req, text } of stories) {
      const scenes = scenesFromText(text, req);
      text.split('\n\n').forEach((paragraph, index) => {
        const own = req.elements.reduce(
          (rest, element) =>
            rest.split(element.replace(/^(a|an|the|my|some|two)\s+/i, '')).join(' '),
          paragraph,
        );
        if (SAD_WORDS.test(own)) expect(scenes[index]?.mood, paragraph).toBe('gloomy');
      });
    }
  });

  it('puts the other children in the scenes from the moment they are named', () => {
    for (const { request: req, text } of stories) {
      const others = (req.cast ?? []).slice(1).map((child) => child.name);
      if (others.length === 0) continue;
      const last = scenesFromText(text, req).at(-1);
      for (const name of others) expect(last?.present).toContain(name);
    }
  });
});

describe('scenesFromText on a chat model’s story', () => {
  it('matches elements by their head noun, singular or plural', () => {
    const scenes = scenesFromText(
      paragraphs(
        'Mia found two little bunnies asleep in a basket.',
        'The bunny woke up and hopped into the greenhouse, where the tomatoes grew.',
        'Later they all went down to the seaside to watch the waves.',
      ),
      request,
    );
    expect(scenes.map((scene) => scene.elements)).toEqual([
      ['a stuffed bunny'],
      ['a stuffed bunny', "Grandma's greenhouse"],
      ['the seaside'],
    ]);
    expect(scenes[1]?.place).toBe('the greenhouse');
    expect(scenes[2]?.place).toBe('the seaside');
  });

  it('reads the place in the story’s own words, and carries it on until the story moves', () => {
    const scenes = scenesFromText(
      paragraphs(
        "One sunny morning, Mia skipped all the way to Grandma's greenhouse.",
        'The bunny sneezed, and everybody laughed.',
        'At sunset they walked home along the seaside.',
      ),
      request,
    );
    expect(scenes.map((scene) => scene.place)).toEqual([
      "Grandma's greenhouse",
      "Grandma's greenhouse",
      "Mia's home",
    ]);
    expect(scenes.map((scene) => scene.timeOfDay)).toEqual(['morning', 'morning', 'evening']);
    expect(scenes[1]?.mood).toBe('joyful');
  });

  it('paints a grey, sad page gloomy however bright the story around it', () => {
    const scenes = scenesFromText(
      paragraphs(
        'Mia and the bunny giggled all the way to the seaside.',
        'But when they arrived, everything had turned a dull, dusty grey. Even the gulls looked sad.',
        'Then Mia painted the sky pink and gold, and everyone cheered.',
      ),
      request,
    );
    expect(scenes.map((scene) => scene.mood)).toEqual(['joyful', 'gloomy', 'joyful']);
  });

  it('does not call a grey element gloomy', () => {
    const scenes = scenesFromText(
      paragraphs('Mia laughed as the grey elephant danced a happy dance.'),
      { ...request, elements: ['a grey elephant', 'kite', 'beach'] },
    );
    expect(scenes[0]?.mood).toBe('joyful');
  });

  it('names who else is there, and the children by name from when they join', () => {
    const scenes = scenesFromText(
      paragraphs(
        'Mia was getting ready for bed.',
        'Her grandmother knocked on the door with Sam, who held a lantern high.',
        'Together they tiptoed into the Whispering Wood, where a tiny fairy was waiting.',
      ),
      {
        ...request,
        cast: [
          { name: 'Mia', pronouns: 'she' },
          { name: 'Sam', pronouns: 'they' },
        ],
      },
    );
    expect(scenes[0]?.present).toEqual(['Mia']);
    expect(scenes[1]?.present).toEqual(['Mia', 'Sam', 'her grandmother']);
    expect(scenes[2]?.present).toEqual(['Mia', 'Sam', 'a tiny fairy']);
    expect(scenes[2]?.place).toBe('the Whispering Wood');
  });

  it('leaves dreams and comparisons out of the picture', () => {
    const scenes = scenesFromText(
      paragraphs(
        'Mia yawned like a sleepy cat and snuggled under the blanket.',
        'Soon she was fast asleep, dreaming of the stuffed bunny and the seaside.',
      ),
      request,
    );
    expect(scenes[0]?.present).toEqual(['Mia']);
    expect(scenes[1]?.place).toBe("Mia's bedroom");
    expect(scenes[1]?.timeOfDay).toBe('night');
  });

  it('puts elements the text never names into a middle scene, so none is dropped', () => {
    const scenes = scenesFromText(
      paragraphs(
        'Once upon a time there was a girl called Mia.',
        'She went on a long walk through the woods.',
        'She found a river and crossed it on stepping stones.',
        'Then she went home to bed and slept.',
      ),
      request,
    );
    const shown = scenes.flatMap((scene) => scene.elements);
    expect(shown.sort()).toEqual([...request.elements].sort());
    expect(scenes[0]?.elements).toEqual([]);
    expect(scenes[3]?.elements).toEqual([]);
  });

  it('copes with a story of one paragraph', () => {
    const scenes = scenesFromText('Mia and the bunny sailed to the seaside.', request);
    expect(scenes).toHaveLength(1);
    expect(scenes[0]?.elements).toHaveLength(3);
  });
});
