import { describe, expect, it } from 'vitest';
import type { Scene } from '../../scene/scene';
import { includeEveryElement } from './complete-scenes';
import { findCharacters } from './find-characters';
import { findPlace } from './find-place';
import { firstSentence, withoutSpeech } from './passage-words';
import { readMood, readTimeOfDay } from './read-mood-and-time';
import { mentions, readStoryElements } from './story-elements';

describe('findPlace', () => {
  it.each([
    ['They tiptoed into the Whispering Wood.', 'the Whispering Wood'],
    ["Mia ran all the way to Grandma's greenhouse.", "Grandma's greenhouse"],
    ['At last they reached a sleepy little village by the sea.', 'a sleepy little village'],
    ['They arrived in the village of Bramblewick at dusk.', 'the village of Bramblewick'],
    ['Then everyone went home.', 'home'],
    ['She splashed about in the bathroom.', 'the bathroom'],
  ])('%s → %s', (text, place) => {
    expect(findPlace(text)?.phrase).toBe(place);
  });

  it('ignores places only named in passing, compared to, or used as a describing word', () => {
    expect(findPlace('Only a drop from the top of Cloud Mountain could help.')).toBeUndefined();
    expect(findPlace('The cloud was as big as a castle.')).toBeUndefined();
    expect(findPlace('She filled her pockets with sea shells.')).toBeUndefined();
  });
});

describe('findCharacters', () => {
  it('finds people and creatures in the story’s words', () => {
    expect(findCharacters('Her grandmother knocked, and the Fairy Queen smiled.')).toEqual([
      'her grandmother',
      'the Fairy Queen',
    ]);
    expect(findCharacters('Farmer Pip and Mrs Crumble waved at a baby moon-rabbit.')).toEqual([
      'Farmer Pip',
      'Mrs Crumble',
      'a baby moon-rabbit',
    ]);
  });

  it('leaves out comparisons, what someone is, the general and the spoken-of', () => {
    expect(findCharacters('She purred like a sleepy cat.')).toEqual([]);
    expect(findCharacters('Mia, who was a very good detective, looked around.')).toEqual([]);
    expect(findCharacters('It had been waiting for a friend, like every child.')).toEqual([]);
    expect(findCharacters(withoutSpeech('"I want my mum," it cried.'))).toEqual([]);
    expect(findCharacters('The fairy lanterns went out.')).toEqual([]);
  });
});

describe('readTimeOfDay and readMood', () => {
  it.each([
    ['One sunny morning, Mia woke early.', 'morning'],
    ['That afternoon they had a picnic.', 'day'],
    ['One evening, just as the first star appeared…', 'evening'],
    ['That night, the moon whispered her name.', 'night'],
    ['Every morning the shelves were empty.', undefined],
  ])('%s → %s', (text, time) => {
    expect(readTimeOfDay(text)).toBe(time);
  });

  it.each([
    ['Everything had turned a dull, dusty grey.', 'gloomy'],
    ['Everyone cheered and giggled.', 'joyful'],
    ['There was a secret clue hidden in the shadows.', 'mysterious'],
    ['Suddenly they raced and zoomed away.', 'exciting'],
    ['Mia snuggled under the warm blanket, sleepy and cosy.', 'cosy'],
    ['It was dark, and the little owl felt lonely and scared.', 'gloomy'],
    ['They cried happy tears and laughed.', 'joyful'],
    ['It was dark.', undefined],
  ])('%s → %s', (text, mood) => {
    expect(readMood(text)).toBe(mood);
  });
});

describe('story elements', () => {
  const [bunny, greenhouse, mice] = readStoryElements(
    ['a stuffed bunny', "Grandma's greenhouse", 'three mice'],
    'Mia',
  );

  it('are found by their head noun, singular or plural, as whole words', () => {
    expect(bunny && mentions('Two bunnies hopped by.', bunny)).toBe(true);
    expect(bunny && mentions('The bunny’s ears flopped.', bunny)).toBe(true);
    expect(greenhouse && mentions('Back in the greenhouse it was warm.', greenhouse)).toBe(true);
    expect(mice && mentions('A mouse squeaked.', mice)).toBe(true);
    expect(greenhouse && mentions('The greenhouses were warm.', greenhouse)).toBe(true);
    expect(bunny && mentions('Bunnyland was closed.', bunny)).toBe(false);
  });

  it('know their kind and the story’s words for them', () => {
    expect(greenhouse?.kind).toBe('place');
    expect(greenhouse?.definite).toBe("Grandma's greenhouse");
    expect(bunny?.kind).toBe('creature');
  });
});

describe('includeEveryElement', () => {
  const scene = (passage: number, elements: string[] = []): Scene => ({
    passage,
    place: "Mia's home",
    timeOfDay: 'night',
    present: ['Mia'],
    elements,
    mood: 'calm',
    caption: '',
  });
  const elements = readStoryElements(['dragon', 'kite', 'the seaside'], 'Mia');

  it('puts a missing element in the emptiest middle scene, and a place there when none was named', () => {
    const scenes = [scene(0), scene(1, ['dragon']), scene(2), scene(3, ['kite']), scene(4)];
    const done = includeEveryElement(scenes, elements, [false, false, true, false, false]);
    expect(done[2]?.elements).toEqual(['the seaside']);
    expect(done[2]?.place).toBe('the seaside');
    expect(scenes[2]?.elements).toEqual([]);
  });

  it('changes nothing when every element is shown', () => {
    const scenes = [scene(0, ['dragon', 'kite', 'the seaside'])];
    expect(includeEveryElement(scenes, elements)).toEqual(scenes);
  });
});

describe('firstSentence', () => {
  it('takes the first sentence, with its closing quote, and shortens a very long one', () => {
    expect(firstSentence('"Hello!" said Mia. Then she left.')).toBe('"Hello!" said Mia.');
    expect(firstSentence('Mia smiled. Then she left.')).toBe('Mia smiled.');
    expect(firstSentence(`${'word '.repeat(80)}end.`).length).toBeLessThanOrEqual(241);
  });
});
