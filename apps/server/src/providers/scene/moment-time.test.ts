import { describe, expect, it } from 'vitest';
import { timeNamedIn, timeOfPage, timeScenes } from './moment-time';
import type { Scene } from './scene';

const scene = (passage: number, timeOfDay: Scene['timeOfDay'] = 'night'): Scene => ({
  passage,
  place: 'the zoo',
  timeOfDay,
  present: ['Ife'],
  elements: [],
  mood: 'calm',
  caption: '',
});

describe('the time of day a moment’s words give (decision 085)', () => {
  it('reads the time the words name last', () => {
    expect(timeNamedIn('What a busy day at the seaside!')).toBe('day');
    expect(timeNamedIn('The day was winding down, and the sky was going pink.')).toBe('evening');
    expect(timeNamedIn('The sun went down. Soon the stars came out.')).toBe('night');
    expect(timeNamedIn('Now it is bedtime. Big yawn!')).toBe('night');
    expect(timeNamedIn('At breakfast, Ife found a map.')).toBe('morning');
    expect(timeNamedIn('Ife looked into the dark cave.')).toBeUndefined();
  });

  it('does not take a recap of last night, or a fear of all night, for this moment', () => {
    expect(timeNamedIn('"Did you sleep at all after last night?" asked Pip.')).toBeUndefined();
    expect(timeNamedIn('If nobody helped, Colonel would be out all night.')).toBeUndefined();
    expect(timeNamedIn('It was nearly bath time, and she had waited for it all day.')).toBe(
      'evening',
    );
  });

  it('draws a day out by day and night only where the words say night', () => {
    const text = [
      'Here is Ife. Let’s go to the zoo!',
      'At the zoo, the lions yawn.',
      'The monkeys swing. Ife laughs.',
      'The stars come out. Bedtime, everyone. Goodnight, zoo.',
    ].join('\n\n');
    const timed = timeScenes([scene(0, 'evening'), scene(1), scene(2), scene(3)], text);
    expect(timed.map((s) => s.timeOfDay)).toEqual(['morning', 'day', 'day', 'night']);
  });

  it('carries the time a passage named on to the passages after it, and never back from night', () => {
    const text = [
      'The day was winding down.',
      'Leo crept across the hall.',
      'Over the tower, the sky darkened to ink.',
      'The square had gone quiet in the half-light.',
      'Leo went home.',
    ].join('\n\n');
    const timed = timeScenes(
      [0, 1, 2, 3, 4].map((p) => scene(p)),
      text,
    );
    expect(timed.map((s) => s.timeOfDay)).toEqual([
      'evening',
      'evening',
      'night',
      'night',
      'night',
    ]);
  });

  it('keeps a morning or day the writer gave when the words name no time', () => {
    expect(timeScenes([scene(2, 'morning')], 'a\n\nb\n\nThe lions yawn.')[0]?.timeOfDay).toBe(
      'morning',
    );
  });

  it('ends a moment at night when its caption, the passage’s first sentence, names the day', () => {
    const text =
      'What a busy day at the pond! The ducks quack. The stars come out. Bedtime, everyone.';
    const moment = { ...scene(0, 'evening'), caption: 'What a busy day at the pond!' };
    expect(timeScenes([moment], text)[0]?.timeOfDay).toBe('night');
  });
});

describe('a book page’s time of day (decision 098)', () => {
  it('follows the time the page’s own words name last', () => {
    expect(timeOfPage('day', 'Ife laughs.\n\nThe stars come out. Bedtime, everyone.')).toBe(
      'night',
    );
    expect(timeOfPage('night', 'Next morning, Ife woke up early.')).toBe('morning');
  });

  it('keeps the moment’s time where the page names none, and night through a half-light', () => {
    expect(timeOfPage('evening', 'The lions yawn.')).toBe('evening');
    expect(timeOfPage('night', 'The square was quiet in the half-light.')).toBe('night');
  });
});
