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

describe('where a Spanish story’s things are (decision 104)', () => {
  it('hears a call from a hiding place as Spanish says it: "desde debajo de…"', async () => {
    const { sincePlace } = await import('./tokens-es');
    expect(sincePlace('bajo las ramas de un sauce')).toBe('desde debajo de las ramas de un sauce');
    expect(sincePlace('en el cajón de los olvidos')).toBe('desde el cajón de los olvidos');
    expect(sincePlace('al fondo del túnel')).toBe('desde el fondo del túnel');
    expect(sincePlace('tras una roca plateada')).toBe('desde detrás de una roca plateada');
    expect(sincePlace('entre los juncos altos')).toBe('desde entre los juncos altos');
  });

  it('never shows a toddler the lost thing at the place before it is lost there', () => {
    for (const seed of [41, 42, 43, 44, 45, 46]) {
      const { text } = writeEmbeddedStory({
        language: 'es',
        hero: 'Lucía',
        age: 3,
        genre: 'Comedy',
        elements: [
          'una oca gruñona llamada Coronel',
          'la cocina de su abuela',
          'un libro de cocina perdido',
        ],
        seed,
      });
      const lost = text.search(/¡(?:Oh, no|Anda)!/);
      expect(lost, `seed ${seed}`).toBeGreaterThan(0);
      expect(text.slice(0, lost), `seed ${seed}`).not.toMatch(/libro de cocina/);
    }
  });
});

describe('what a Spanish story says after a thought (decision 104)', () => {
  it('says "tampoco" only after a "no"', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const { text } = writeEmbeddedStory({
        language: 'es',
        hero: 'Hugo',
        age: 11 + (seed % 4),
        genre: 'Mystery',
        elements: ['el bosque', 'una lechuza dormilona', 'un mapa del tesoro'],
        seed,
        cast: [{ name: 'Hugo', pronouns: 'he' }],
      });
      const sentences = text.split(/(?<=[.!?»])\s+/);
      sentences.forEach((sentence, i) => {
        if (/^Y Hugo(?:, desde luego,)? tampoco\.$/.test(sentence))
          expect(sentences[i - 1], `seed ${seed}`).toMatch(/\bno\b/);
      });
    }
  });
});
