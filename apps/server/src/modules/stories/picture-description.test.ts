import { describe, expect, it } from 'vitest';
import type { Scene } from '../../providers/scene/scene';
import { describeScene, pictureAltOf } from './picture-description';

const scene = (over: Partial<Scene>): Scene => ({
  passage: 0,
  place: 'the duck pond',
  timeOfDay: 'day',
  present: ['Ife'],
  elements: [],
  mood: 'joyful',
  caption: 'Ife went to the pond.',
  ...over,
});

describe('a picture said as what it shows', () => {
  it('names the child, what she wears, where she is and who is with her', () => {
    expect(
      describeScene(scene({ elements: ['yellow wellies', 'Colonel the goose', 'the duck pond'] }), {
        hero: 'Ife',
        pronouns: 'she',
      }),
    ).toBe('Ife in her yellow wellies at the duck pond with Colonel the goose');
  });

  it('says nobody’s wellies when no profile says whose they are', () => {
    expect(
      describeScene(scene({ elements: ['a pair of yellow wellies', 'a goose'] }), { hero: 'Ife' }),
    ).toBe('Ife in yellow wellies at the duck pond with a goose');
  });

  it('takes the right little word before the place', () => {
    const at = (place: string) =>
      describeScene(scene({ place, present: ['Tom'] }), { hero: 'Tom' }) ?? '';
    expect(at('the attic')).toBe('Tom in the attic');
    expect(at('a kitchen')).toBe('Tom in a kitchen');
    expect(at('the beach')).toBe('Tom on the beach');
    expect(at('school science fair')).toBe('Tom at the school science fair');
    expect(at("Grandma's greenhouse")).toBe("Tom in Grandma's greenhouse");
    expect(at('Robot City')).toBe('Tom in Robot City');
    expect(at('Wendlebrook')).toBe('Tom at Wendlebrook');
    expect(at('home')).toBe('Tom at home');
  });

  it('puts the story’s children together, and the others with them once', () => {
    expect(
      describeScene(
        scene({
          place: 'the supermarket',
          present: ['Tom', 'Ella', 'a grumpy goose', 'her grandmother'],
          elements: ['a runaway trolley', 'a grumpy goose called Colonel'],
        }),
        { hero: 'Tom', otherChildren: ['Ella'], pronouns: 'he' },
      ),
    ).toBe(
      'Tom and Ella in the supermarket with a runaway trolley, a grumpy goose called Colonel and her grandmother',
    );
  });

  it('says the hero’s home as "at home", and leaves out a place the moment is not at', () => {
    expect(
      describeScene(
        scene({
          place: "Ife's home",
          elements: ['yellow wellies', 'the duck pond', 'a goose called Colonel', 'the moon'],
        }),
        { hero: 'Ife', pronouns: 'she' },
      ),
    ).toBe('Ife in her yellow wellies at home with a goose called Colonel and the moon');
  });

  it('says each child once when the hero names them both', () => {
    expect(
      describeScene(scene({ place: 'the zoo', present: ['Maya and Leo', 'Leo'] }), {
        hero: 'Maya and Leo',
        otherChildren: ['Leo'],
      }),
    ).toBe('Maya and Leo at the zoo');
  });

  it('makes the parent’s "my" the child’s own', () => {
    expect(
      describeScene(scene({ place: 'the garden', elements: ['my red kite'] }), {
        hero: 'Ife',
        pronouns: 'they',
      }),
    ).toBe('Ife in the garden with their red kite');
  });

  it('has nothing to say without a hero', () => {
    expect(describeScene(scene({}), { hero: '  ' })).toBeUndefined();
  });
});

describe('the alt text of a story’s picture', () => {
  const story = (language: 'en' | 'es') => ({
    scenes: [scene({ elements: ['Colonel the goose'] })],
    storyText: 'Ife went to the pond.',
    hero: 'Ife',
    elements: 'Colonel the goose, a kite, the moon',
    genre: 'Fantasy' as const,
    cast: null,
    childIds: [],
    imageKey: 'stories/ife.png',
    language,
  });
  const painted = { source: 'generated', passage: 0 };

  it('says what an English story’s picture shows', () => {
    expect(pictureAltOf(story('en'), painted)).toBe('Ife at the duck pond with Colonel the goose');
  });

  it('says a Spanish story’s in Spanish, from its own Spanish moment (decision 097)', () => {
    const spanish = {
      ...story('es'),
      scenes: [
        scene({
          place: 'la playa',
          present: ['Lucía'],
          elements: ['la playa', 'una oca gruñona llamada Coronel'],
        }),
      ],
      hero: 'Lucía',
      elements: 'una oca gruñona llamada Coronel, unas botas amarillas, la playa',
    };
    expect(pictureAltOf(spanish, painted)).toBe(
      'Lucía en la playa con una oca gruñona llamada Coronel',
    );
    expect(pictureAltOf(spanish, { source: 'uploaded', passage: null })).toBe(
      'Una imagen elegida para el cuento de Lucía',
    );
  });
});
