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

describe('a place’s anchor line (decision 104)', () => {
  it('does not say a sound the paragraph already says', () => {
    for (let seed = 1; seed <= 8; seed++) {
      const sounds = ['la lluvia tamborileaba sobre las tejas', 'las vigas crujían'];
      let i = seed % 2;
      const b = new SpanishBuilder(createRandom(seed), {
        p: 'el desván',
        sound: () => sounds[i++ % 2] ?? '',
      });
      b.paragraph('el desván', 'cosy', [], []);
      b.say('Al fin llegó la noche.');
      b.paragraph('el desván', 'calm', [], []);
      b.say('Álvaro llegó justo cuando la lluvia tamborileaba sobre las tejas.');
      b.paragraph('la habitación', 'calm', [], []);
      b.say('Buenas noches.');
      b.anchor('el desván', /desván/, ['En {p}, {sound}.']);
      expect(b.passages[1]?.sentences).toEqual([
        'En el desván, las vigas crujían.',
        'Álvaro llegó justo cuando la lluvia tamborileaba sobre las tejas.',
      ]);
    }
  });
});
