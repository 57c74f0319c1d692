import { describe, expect, it } from 'vitest';
import { writeEmbeddedStory } from '../write-story';

const twisted = (seed: number) => ({
  language: 'es' as const,
  hero: 'Mateo',
  age: 7,
  genre: 'Mystery' as const,
  elements: [
    'la feria de ciencias',
    'un conejito de peluche llamado Pip',
    'la dentadura postiza del abuelo',
  ] as [string, string, string],
  seed,
  plotTwist: 'el mapa estaba al revés',
});

describe('a Spanish story cut to its band’s length (decision 104)', () => {
  it('keeps the line that tells the twist, however long the story came out', () => {
    // Seed 10003 came out over a thousand words and lost its twist to the cut.
    for (const seed of [10003, 10016, 10029, 10042, 10055, 10068]) {
      const { text } = writeEmbeddedStory(twisted(seed));
      expect(text, `seed ${seed}`).toMatch(/el mapa estaba al revés/i);
    }
  });
});

describe('a child alone in the middle of a Spanish story (decision 104)', () => {
  // Galleta is the one to rescue: nobody walks beside Inés until the end.
  const alone = [9587, 9600, 9613, 9626, 9639, 9652].map((seed) =>
    writeEmbeddedStory({
      language: 'es',
      hero: 'Inés',
      age: 5 + (seed % 4),
      genre: 'Adventure',
      elements: ['un perro llamado Galleta', 'un tren de madera', 'el jardín'],
      seed,
      cast: [{ name: 'Inés', pronouns: 'she' }],
    }),
  );

  it('is never "todos" or a plural verb with nobody else there', () => {
    for (const { text } of alone) {
      const middle = text.split(/\n\n/).slice(2, -3).join(' ');
      expect(middle).not.toMatch(
        /\b(?:Todos (?:contuvieron|se quedaron)|caminaron|lo consiguieron|siguieron adelante|pasaron al otro lado|Aguantad|os rindáis)\b/,
      );
    }
  });
});
