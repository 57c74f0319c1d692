import { describe, expect, it } from 'vitest';
import { createRandom } from '../random';
import { writeEmbeddedStory } from '../write-story';
import { HABIT_TIMES, SpanishBuilder } from './builder-es';

const LICK = 'se lamió una pata con calma';
const times = (text: string, words: string) => text.toLocaleLowerCase('es').split(words).length - 1;

describe('a creature’s habit in a Spanish story', () => {
  it('is told at most twice; a line that would tell it again gives way to another wording', () => {
    const b = new SpanishBuilder(createRandom(3), { C: 'Churro', chabit: LICK });
    b.paragraph('la cocina', 'cosy', [], []);
    for (let i = 0; i < 6; i++) b.say([`{C} {chabit}, vez ${i}.`]);
    b.say(['{C} {chabit} otra vez.', '{C} maulló bajito.']);
    const text = b.passages.flatMap((p) => p.sentences).join(' ');
    expect(times(text, LICK)).toBe(HABIT_TIMES);
    expect(text).toContain('Churro maulló bajito.');
  });

  it('has the creature do something plainer when every wording would tell the habit again', () => {
    const b = new SpanishBuilder(createRandom(5), {
      C: 'Churro',
      chabit: LICK,
      cstill: 'se quedó muy atento',
    });
    b.paragraph('la cocina', 'cosy', [], []);
    for (let i = 0; i < 3; i++) b.say([`{C} {chabit}, vez ${i}.`]);
    const text = b.passages.flatMap((p) => p.sentences).join(' ');
    expect(times(text, LICK)).toBe(HABIT_TIMES);
    expect(text).toContain('Churro se quedó muy atento, vez 2.');
  });

  it('holds in whole stories with the cat Churro, at every age', () => {
    for (let age = 2; age <= 14; age += 3)
      for (let seed = 1; seed <= 6; seed++) {
        const { text } = writeEmbeddedStory({
          language: 'es',
          hero: 'Lucía',
          age,
          genre: 'Mystery',
          elements: ['el gato Churro', 'la cocina de la abuela', 'un libro de recetas perdido'],
          seed,
          cast: [{ name: 'Lucía', pronouns: 'she' }],
          plotTwist: 'el gato lo había escondido todo el tiempo',
        });
        expect(times(text, LICK)).toBeLessThanOrEqual(HABIT_TIMES);
      }
  });
});
