import { describe, expect, it } from 'vitest';
import { writeEmbeddedStory } from '../write-story';
import { creatureFacts } from '../understand/creature-lexicon';
import { strayIndoors } from './belongs-es';

const animal = (head: string, fromHome = false) => ({
  facts: creatureFacts(head, false),
  fromHome,
  person: false,
});

describe('an animal out of place in a Spanish story', () => {
  it('is a farm or pond animal indoors, never a pet, the child’s own animal or a toy', () => {
    expect(strayIndoors(animal('goose'), 'goose', 'home', false)).toBe(true);
    expect(strayIndoors(animal('hen'), 'hen', 'shop', false)).toBe(true);
    expect(strayIndoors(animal('goose'), 'goose', 'water', false)).toBe(false);
    expect(strayIndoors(animal('cat'), 'cat', 'home', false)).toBe(false);
    expect(strayIndoors(animal('dog'), 'dog', 'home', false)).toBe(false);
    expect(strayIndoors(animal('hen', true), 'hen', 'home', false)).toBe(false);
    expect(strayIndoors(animal('goose'), 'goose', 'home', true)).toBe(false);
  });

  it('gets into grandma’s kitchen somehow, rather than just being there', () => {
    for (let seed = 1; seed <= 8; seed++) {
      const { text } = writeEmbeddedStory({
        language: 'es',
        hero: 'Mateo',
        age: 6 + (seed % 5),
        genre: 'Adventure',
        elements: ['las gallinas', 'la cocina de la abuela', 'un libro de recetas perdido'],
        seed,
      });
      expect(text).toMatch(/colad|coló|colaron|dejado entrar|había entrado|habían entrado|llegado/);
      expect(text).not.toMatch(/las gallinas ya estaban en la cocina/i);
    }
  });
});
