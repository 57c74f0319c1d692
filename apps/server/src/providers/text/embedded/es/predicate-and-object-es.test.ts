import { GENRES } from '@sns/contract';
import { describe, expect, it } from 'vitest';
import { writeEmbeddedStory } from '../write-story';
import { checkSpanishGrammar } from './grammar-check-es';
import { checkedHeroes } from './hero-agreement-es';
import { understandSpanishElement } from './understand-es';

const oca = understandSpanishElement('una oca gruñona llamada Coronel');
const lucia = [{ name: 'Lucía', plural: false, gender: 'f' as const }];

describe('a predicate adjective agrees with what its clause is about (decision 104)', () => {
  it('finds the road said short in the wrong gender, whatever place it leads to', () => {
    expect(checkSpanishGrammar('La calle que llevaba a la cocina era corto.')).toHaveLength(1);
    expect(checkSpanishGrammar('La calle que llevaba al parque era corto.')).toHaveLength(1);
    expect(checkSpanishGrammar('El camino hasta la playa no era larga.')).toHaveLength(1);
    expect(
      checkSpanishGrammar(
        'La calle que llevaba al parque no era larga. El camino hasta la playa no era largo.',
      ),
    ).toEqual([]);
  });

  it('finds a named character or the child said in the wrong gender', () => {
    expect(checkSpanishGrammar('Al final, Coronel estaba muy contento.', [oca])).toHaveLength(1);
    expect(checkSpanishGrammar('Al final, Coronel estaba muy contenta.', [oca])).toEqual([]);
    expect(checkSpanishGrammar('Lucía estaba cansado.', [], lucia)).toHaveLength(1);
    expect(checkSpanishGrammar('Lucía estaba cansada.', [], lucia)).toEqual([]);
  });

  it('leaves alone a place after a preposition, "todo", and an adjective before its noun', () => {
    expect(checkSpanishGrammar('En la cocina todo estaba tranquilo.')).toEqual([]);
    expect(checkSpanishGrammar('La verja del huerto estaba cerrada.')).toEqual([]);
    expect(checkSpanishGrammar('Quedaba poco por mirar, y eso era buena señal.')).toEqual([]);
    // A name the check does not know: nobody can tell its gender.
    expect(checkSpanishGrammar('En la tienda, Mo estaba contenta.')).toEqual([]);
  });
});

describe('a known creature or person as a direct object takes the personal "a" (decision 104)', () => {
  it('finds "vio el gato", "saludó la señora…", "miró Coronel"', () => {
    expect(checkSpanishGrammar('Lucía vio el gato.')).toHaveLength(1);
    expect(checkSpanishGrammar('Lucía ve la oca.')).toHaveLength(1);
    expect(checkSpanishGrammar('Lucía saludó la señora Penrose.')).toHaveLength(1);
    expect(checkSpanishGrammar('Lucía buscó su abuela.')).toHaveLength(1);
    expect(checkSpanishGrammar('Lucía miró Coronel.', [oca])).toHaveLength(1);
  });

  it('passes "vio al gato", a thing, an indefinite creature and a subject after its verb', () => {
    expect(
      checkSpanishGrammar(
        'Lucía vio al gato y saludó a la señora Penrose. Miró a Coronel. Vio el mapa y vio un gato.',
        [oca],
      ),
    ).toEqual([]);
    expect(checkSpanishGrammar('Aquello lo vio Coronel.', [oca])).toEqual([]);
  });
});

describe('the Spanish writer says both right', () => {
  // Every band from picture books up, every genre, a twist about a creature and one about a
  // thing, each place of the bench's kinds: the lines that put an element after a copula or
  // after a verb of seeing.
  const places = ['la cocina de su abuela', 'el parque', 'la playa', 'el supermercado'];
  const twists = [
    'el gato lo había escondido todo el tiempo',
    'la oca estaba cuidando un nido',
    'el mapa estaba al revés',
  ];
  const stories = Array.from({ length: 48 }, (_, i) => {
    const request = {
      language: 'es' as const,
      hero: 'Lucía',
      age: 4 + (i % 9),
      genre: GENRES[i % GENRES.length] ?? 'Adventure',
      elements: [
        places[i % places.length] ?? 'el parque',
        'el gato Churro',
        'un mapa del tesoro',
      ] as [string, string, string],
      seed: 500 + i * 31,
      cast: [{ name: 'Lucía', pronouns: 'she' as const }],
      plotTwist: twists[i % twists.length] ?? '',
    };
    return { request, written: writeEmbeddedStory(request) };
  });

  it('has no predicate or personal-"a" finding over a batch', () => {
    const findings = stories.flatMap(({ request, written }) =>
      checkSpanishGrammar(
        written.text,
        request.elements.map((e) => understandSpanishElement(e)),
        checkedHeroes(request),
      ),
    );
    expect(findings).toEqual([]);
  });

  it('sees the twist’s creature with "a" and its thing without', () => {
    const text = stories.map((s) => s.written.text).join('\n');
    expect(text).not.toMatch(/\b(?:vio|vieron|ve|ven) (?:el gato|la oca)\b/);
    expect(text).toMatch(/\b(?:vio|vieron) (?:al gato|a la oca)\b/);
  });
});
