import { GENRES, type Genre } from '@sns/contract';
import { describe, expect, it } from 'vitest';
import { ageBand, countWords, WORD_RANGES } from '../age-band';
import { writeEmbeddedStory } from '../write-story';
import { checkSpanishGrammar, englishWords } from './grammar-check-es';
import { checkedHeroes } from './hero-agreement-es';
import { countSyllables, inflesz, INFLESZ_RANGES } from './reading-level-es';
import { understandSpanishElement } from './understand-es';

const TRIOS: [string, string, string][] = [
  ['una oca gruñona llamada Coronel', 'la cocina de su abuela', 'un libro de cocina perdido'],
  ['el gato Churro', 'el estanque de los patos', 'sus botas amarillas'],
  ['dos gatitos', 'un telescopio roto', 'el bosque'],
  ['Abuela', 'un globo morado', 'la playa'],
  ['un hada', 'unas fresas', 'el jardín'],
  ['un dragón', 'una llave mágica', 'el castillo'],
];

function story(age: number, genre: Genre, i: number) {
  const elements = TRIOS[i % TRIOS.length] as [string, string, string];
  const siblings = i % 4 === 3;
  const request = {
    language: 'es' as const,
    hero: siblings ? 'Inés y Mateo' : 'Lucía',
    age,
    genre,
    elements,
    seed: 100 + i * 17,
    ...(siblings
      ? {
          cast: [
            { name: 'Inés', pronouns: 'she' as const },
            { name: 'Mateo', pronouns: 'he' as const },
          ],
        }
      : i % 2 === 0
        ? { cast: [{ name: 'Lucía', pronouns: 'she' as const }] }
        : {}),
    ...(i % 3 === 0 ? { lifeLesson: 'hay que ser valiente' } : {}),
    ...(i % 5 === 0 ? { plotTwist: 'la oca estaba cuidando un nido' } : {}),
  };
  return { elements, request, written: writeEmbeddedStory(request) };
}

describe('Spanish elements (docs/decisions/073)', () => {
  it('reads "una oca gruñona llamada Coronel" as a feminine goose named Coronel', () => {
    const oca = understandSpanishElement('una oca gruñona llamada Coronel');
    expect(oca).toMatchObject({
      gender: 'f',
      plural: false,
      noun: 'oca',
      definite: 'la oca gruñona',
    });
    expect(oca.sense).toMatchObject({
      kind: 'animal',
      head: 'goose',
      name: 'Coronel',
      short: 'Coronel',
    });
    expect(oca.sense.qualities).toContain('grumpy');
  });

  it('reads owners, things, plurals and names after the noun', () => {
    const cocina = understandSpanishElement('la cocina de su abuela');
    expect(cocina.sense).toMatchObject({ kind: 'place', head: 'kitchen', short: 'la cocina' });
    expect(cocina.ownerFamily).toBe('abuela');
    expect(cocina.sense.ownerCharacter).toBeTruthy();
    const libro = understandSpanishElement('un libro de cocina perdido');
    expect(libro).toMatchObject({ gender: 'm', definite: 'el libro de cocina perdido' });
    expect(libro.sense).toMatchObject({ kind: 'object', head: 'cookbook' });
    expect(libro.sense.qualities).toContain('missing');
    const botas = understandSpanishElement('sus botas amarillas');
    expect(botas).toMatchObject({ gender: 'f', plural: true });
    expect(botas.sense).toMatchObject({ short: 'las botas', owner: { hero: true } });
    expect(understandSpanishElement('el gato Churro').sense).toMatchObject({
      kind: 'animal',
      name: 'Churro',
    });
    expect(understandSpanishElement('un hada')).toMatchObject({ gender: 'f', definite: 'el hada' });
  });

  it('takes the gender of an unknown noun from the parent’s article, then from its ending', () => {
    expect(understandSpanishElement('una peonza roja').gender).toBe('f');
    expect(understandSpanishElement('el trompo').gender).toBe('m');
    expect(understandSpanishElement('la astronauta Valentina').gender).toBe('f');
    expect(understandSpanishElement('canción').gender).toBe('f');
  });
});

describe('Spanish stories', () => {
  it('keeps "la oca", "gruñona" and "Coronel" agreeing, and says the goose is feminine', () => {
    const { written } = story(5, 'Adventure', 0);
    expect(written.text).toMatch(/una oca gruñona llamada Coronel/i);
    expect(written.text).not.toMatch(/\bel oca\b|\bun oca\b|\boca gruñón\b/i);
    expect(written.text).toMatch(/Coronel/);
  });

  it('titles the story in Spanish with the child and the problem', () => {
    const { written } = story(5, 'Mystery', 0);
    expect(written.title).toMatch(
      /^Lucía (y el misterio|y el caso|en busca) del libro de cocina perdido$/,
    );
  });

  const batch = [1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 13].flatMap((age, a) =>
    GENRES.map((genre, g) => ({ age, genre, ...story(age, genre, a * 5 + g) })),
  );

  it('leaks no English words and passes our agreement checks over a batch', () => {
    const findings = batch.flatMap(({ written, elements, request }) =>
      checkSpanishGrammar(
        `${written.title}. ${written.text}`,
        elements.map((e) => understandSpanishElement(e)),
        checkedHeroes(request),
      ),
    );
    expect(findings).toEqual([]);
    expect(batch.flatMap(({ written }) => englishWords(written.text))).toEqual([]);
  });

  it('tells each band at its length and reading level', () => {
    const report = batch.map(({ age, written }) => {
      const band = ageBand(age);
      return {
        age,
        band,
        words: countWords(written.text),
        inflesz: Math.round(inflesz(written.text)),
      };
    });
    for (const r of report) {
      expect(r.words, `age ${r.age}`).toBeGreaterThanOrEqual(WORD_RANGES[r.band].min);
      expect(r.words, `age ${r.age}`).toBeLessThanOrEqual(WORD_RANGES[r.band].max);
    }
    for (const r of report) {
      expect(r.inflesz, `age ${r.age}`).toBeGreaterThanOrEqual(INFLESZ_RANGES[r.band].min);
      expect(r.inflesz, `age ${r.age}`).toBeLessThanOrEqual(INFLESZ_RANGES[r.band].max);
    }
  });

  it('sets the place of the story in its middle and names every element', () => {
    for (const { written } of batch.filter((s) => s.elements[1] === 'la cocina de su abuela')) {
      expect(written.text).toMatch(/la cocina/);
      expect(written.scenes?.some((s) => s.elements.includes('la cocina de su abuela'))).toBe(true);
    }
  });
});

describe('Spanish tidying', () => {
  it('starts a sentence with a capital, but not the words after a quotation inside one', async () => {
    const { tidySpanish } = await import('./builder-es');
    expect(tidySpanish('gritó «¡Ahora vuelvo!» y salió. «hola», dijo. ¡zas!')).toBe(
      'Gritó «¡Ahora vuelvo!» y salió. «Hola», dijo. ¡Zas!',
    );
  });
});

describe('the Spanish reading level', () => {
  it('counts syllables with diphthongs and hiatus', () => {
    expect(countSyllables('oca')).toBe(2);
    expect(countSyllables('abuela')).toBe(3);
    expect(countSyllables('búho')).toBe(2);
    expect(countSyllables('río')).toBe(2);
    expect(countSyllables('poeta')).toBe(3);
    expect(countSyllables('queso')).toBe(2);
    expect(countSyllables('murciélago')).toBe(4);
  });

  it('finds a toddler’s sentences easier than a long one', () => {
    expect(inflesz('Mira la oca. ¡Hola, oca!')).toBeGreaterThan(
      inflesz(
        'La extraordinaria investigación científica concluyó satisfactoriamente después de innumerables experimentos.',
      ),
    );
  });
});

describe('the Spanish grammar check', () => {
  it('finds "el oca", an uncontracted "de el", a missing ¡ and English words', () => {
    const oca = understandSpanishElement('una oca gruñona llamada Coronel');
    expect(checkSpanishGrammar('Llegó el oca.', [oca])).toHaveLength(1);
    expect(checkSpanishGrammar('Salió de el bosque.')).toHaveLength(1);
    expect(checkSpanishGrammar('Qué bien!')).toHaveLength(1);
    expect(checkSpanishGrammar('Lucía said hola.')).toHaveLength(1);
    expect(checkSpanishGrammar('Vio a la oca y al hada. ¡Qué bien!', [oca])).toEqual([]);
  });

  const tijeras = understandSpanishElement('sus tijeras');
  const agua = understandSpanishElement('el agua');

  it('finds a determiner that does not fit: "hay los", "aquí está un"', () => {
    expect(checkSpanishGrammar('Aquí hay los juncos.')).toHaveLength(1);
    expect(checkSpanishGrammar('¡Y aquí está un libro de cocina!')).toHaveLength(1);
    expect(checkSpanishGrammar('Aquí hay unos juncos. ¡Y aquí está el libro de cocina!')).toEqual(
      [],
    );
  });

  it('finds an adjective that does not agree with its noun, beside it or after a verb', () => {
    expect(checkSpanishGrammar('Vio las botas amarillo.')).toHaveLength(1);
    expect(checkSpanishGrammar('El agua por fin se quedó quieto.', [agua])).toHaveLength(1);
    expect(checkSpanishGrammar('No había otras igual.')).toHaveLength(1);
    expect(
      checkSpanishGrammar('El agua por fin se quedó quieta. No había otras iguales.', [agua]),
    ).toEqual([]);
    // "de los patos" belongs to the pond: the pond is what is calm.
    expect(checkSpanishGrammar('El estanque de los patos estaba tranquilo.')).toEqual([]);
  });

  it('finds a verb that does not agree with the subject right before it', () => {
    expect(checkSpanishGrammar('Hasta las botas amarillas pareció dar un saltito.')).toHaveLength(
      1,
    );
    expect(checkSpanishGrammar('Los gatitos maulló de alegría.')).toHaveLength(1);
    expect(
      checkSpanishGrammar('Los gatitos maullaron. En el supermercado, pitaban las cajas.'),
    ).toEqual([]);
  });

  it('finds a clitic that does not agree with the thing it stands for', () => {
    expect(
      checkSpanishGrammar('Las tijeras iban hacia el jardín. Si nadie los paraba, ¡qué lío!', [
        tijeras,
      ]),
    ).toHaveLength(1);
    expect(
      checkSpanishGrammar('El agua salió hacia el bosque, ¡y no había quien lo parara!', [agua]),
    ).toHaveLength(1);
    expect(
      checkSpanishGrammar('Las tijeras iban hacia el jardín. Si nadie las paraba, ¡qué lío!', [
        tijeras,
      ]),
    ).toEqual([]);
    // The neuter "lo" of "lo vio todo" is nobody's pronoun.
    expect(checkSpanishGrammar('Las tijeras brillaban. Lucía lo vio todo.', [tijeras])).toEqual([]);
  });

  it('finds "todo la cocina": "todo" agrees with the article after it (decision 104)', () => {
    expect(checkSpanishGrammar('Buscaron por todo la biblioteca.')).toHaveLength(1);
    expect(checkSpanishGrammar('Por todas los rincones.')).toHaveLength(1);
    expect(
      checkSpanishGrammar('Buscaron por toda la biblioteca, por todo el jardín y toda el agua.'),
    ).toEqual([]);
  });

  it('finds "Buenas noches, la cocina" and unpaired or misordered ¡! and ¿?', () => {
    expect(checkSpanishGrammar('Buenas noches, la cocina.')).toHaveLength(1);
    expect(checkSpanishGrammar('¡Hola, el osito!')).toHaveLength(1);
    expect(checkSpanishGrammar('Buenas noches, cocina. ¡Hola, osito!')).toEqual([]);
    expect(checkSpanishGrammar('¿Dónde está. Aquí.')).toHaveLength(1);
    expect(checkSpanishGrammar('Hola! ¿Qué?')).toHaveLength(1);
    expect(checkSpanishGrammar('«¡Vamos!», dijo, y ¿sabes qué? Se fue.')).toEqual([]);
  });
});

describe('Spanish agreement in the stories', () => {
  it('says "Buenas noches, abuela", "¡Son mías!" and "salir de debajo de…"', async () => {
    const { vocative, fromPlace, pluralVerb } = await import('./tokens-es');
    expect(vocative('la abuela')).toBe('abuela');
    expect(vocative('el tío Pepe')).toBe('tío Pepe');
    expect(fromPlace('debajo de la alfombra')).toBe('de debajo de la alfombra');
    expect(fromPlace('en el cajón de los olvidos')).toBe('del cajón de los olvidos');
    expect(fromPlace('bajo una maraña de zarzas')).toBe('de debajo de una maraña de zarzas');
    expect(pluralVerb('se lamió una pata con calma')).toBe('se lamieron una pata con calma');
    expect(pluralVerb('maulló')).toBe('maullaron');
    expect(pluralVerb('se rio bajito')).toBe('se rieron bajito');
  });

  it('reads the plural of a noun it knows as that noun: "las gallinas" are hens', () => {
    expect(understandSpanishElement('las gallinas')).toMatchObject({
      gender: 'f',
      plural: true,
      sense: { kind: 'animal', head: 'hen' },
    });
    expect(understandSpanishElement('el agua')).toMatchObject({ gender: 'f', elBefore: true });
  });
});
