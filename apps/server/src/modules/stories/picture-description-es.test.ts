import { describe, expect, it } from 'vitest';
import type { Scene } from '../../providers/scene/scene';
import { writeSpanishStory } from '../../providers/text/embedded/es/write-story-es';
import { describeSceneInSpanish, listed } from './picture-description-es';

const scene = (over: Partial<Scene>): Scene => ({
  passage: 0,
  place: 'la playa',
  timeOfDay: 'day',
  present: ['Lucía'],
  elements: [],
  mood: 'joyful',
  caption: 'Lucía fue a la playa.',
  ...over,
});

describe('a Spanish story’s picture said as what it shows (decision 097)', () => {
  it('names the child, what she wears (its possessive agreeing in number), where and with whom', () => {
    expect(
      describeSceneInSpanish(
        scene({
          elements: ['unas botas amarillas', 'una oca gruñona llamada Coronel', 'la playa'],
        }),
        { hero: 'Lucía' },
      ),
    ).toBe('Lucía, con sus botas amarillas, en la playa con una oca gruñona llamada Coronel');
    expect(
      describeSceneInSpanish(
        scene({ present: ['Leo'], elements: ['un gorro rojo', 'un par de guantes'] }),
        {
          hero: 'Leo',
        },
      ),
    ).toBe('Leo, con su gorro rojo y sus guantes, en la playa');
  });

  it('makes the parent’s "mi" the child’s own, and says a companion once', () => {
    expect(
      describeSceneInSpanish(
        scene({
          place: 'la cocina de la abuela',
          present: ['Mateo', 'el osito de peluche', 'la abuela'],
          elements: ['mi osito de peluche', 'la cocina de la abuela'],
        }),
        { hero: 'Mateo' },
      ),
    ).toBe('Mateo en la cocina de la abuela con su osito de peluche y la abuela');
  });

  it('says the place with the right little words and a bare place’s article by its gender', () => {
    const at = (place: string) =>
      describeSceneInSpanish(scene({ place, present: ['Tom'] }), { hero: 'Tom' }) ?? '';
    expect(at('casa de Tom')).toBe('Tom en casa');
    expect(at('casa de la abuela')).toBe('Tom en casa de la abuela');
    expect(at('camino de la playa')).toBe('Tom camino de la playa');
    expect(at('el bosque')).toBe('Tom en el bosque');
    expect(at('plaza')).toBe('Tom en la plaza');
    expect(at('estación')).toBe('Tom en la estación');
    expect(at('parque')).toBe('Tom en el parque');
    expect(at('planeta')).toBe('Tom en el planeta');
    expect(at('Villaestrella')).toBe('Tom en Villaestrella');
  });

  it('puts the story’s children together with "y", or "e" before an i sound', () => {
    expect(
      describeSceneInSpanish(scene({ present: ['Lucía', 'Inés'] }), {
        hero: 'Lucía',
        otherChildren: ['Inés'],
      }),
    ).toBe('Lucía e Inés en la playa');
    expect(listed(['Ana', 'Leo', 'Hielo'])).toBe('Ana, Leo y Hielo');
    expect(listed(['Ana', 'Higinio'])).toBe('Ana e Higinio');
  });

  it('has nothing to say without a hero', () => {
    expect(describeSceneInSpanish(scene({}), { hero: ' ' })).toBeUndefined();
  });

  it('describes every moment the Spanish writer gives, in Spanish, with no English word', () => {
    const story = writeSpanishStory({
      hero: 'Lucía',
      age: 6,
      genre: 'Adventure',
      elements: ['una oca gruñona llamada Coronel', 'unas botas amarillas', 'la playa'],
      seed: 4242,
    });
    const said = (story.scenes ?? []).map(
      (s) => describeSceneInSpanish(s, { hero: 'Lucía' }) ?? '',
    );
    expect(said.length).toBeGreaterThan(3);
    for (const sentence of said) {
      expect(sentence).toMatch(/^Lucía\b/);
      expect(sentence).not.toMatch(/\b(?:the|with|at|in|and|her|his)\b/);
      expect(sentence).not.toMatch(/\ben (?:casa de Lucía|camino)\b/);
    }
    expect(said).toContain('Lucía, con sus botas amarillas, en la playa');
  });
});
