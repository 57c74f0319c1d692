import { describe, expect, it } from 'vitest';
import { checkCompleteStory, readTextAnswer } from './story-answer';
import { buildStoryMessages } from './story-prompt';
import type { StoryRequest } from './types';

/** The real-model writer with a Spanish story (docs/decisions/070, 073). */
const request: StoryRequest = {
  hero: 'Lucía',
  age: 2,
  genre: 'Adventure',
  elements: [
    'una oca gruñona llamada Coronel',
    'unas botas amarillas',
    'el libro de cocina de la abuela',
  ],
  language: 'es',
  seed: 7,
};

const filler = (words: number) => Array.from({ length: words }, () => 'luna').join(' ');

describe('the real-model writer in Spanish', () => {
  it('asks for Spanish and plans from what the Spanish elements mean', () => {
    const prompt = buildStoryMessages(request)
      .map((m) => m.content)
      .join('\n');
    expect(prompt).toContain('Write the title and the whole story in Spanish');
    // The plan reads the Spanish words for what they mean, not as English words it does not know.
    expect(prompt).toContain('"una oca gruñona llamada Coronel": an animal called Coronel, grumpy');
    expect(prompt).toContain('"unas botas amarillas": a thing, boots (yellow)');
    expect(prompt).toContain('"el libro de cocina de la abuela": a thing, cookbook');
    expect(prompt).toContain('"una oca gruñona llamada Coronel"');
  });

  it('reads a "Título:" line as the title', () => {
    const answer = readTextAnswer('Título: Lucía y la oca Coronel\n\nHabía una vez una oca.');
    expect(answer.title).toBe('Lucía y la oca Coronel');
    expect(answer.paragraphs).toEqual(['Había una vez una oca.']);
  });

  it('finds Spanish elements by name or noun, singular or plural, and refuses a story without one', () => {
    const told =
      'Coronel graznó. Lucía se puso una bota y luego la otra. El libro de cocina estaba abierto. ';
    const whole = checkCompleteStory(
      { title: '', paragraphs: [told + filler(140)], notes: [] },
      request,
    );
    expect(whole.title).toBe('El cuento de Lucía');
    expect(() =>
      checkCompleteStory(
        {
          title: 'x',
          paragraphs: ['Coronel graznó. El libro de cocina. ' + filler(140)],
          notes: [],
        },
        request,
      ),
    ).toThrow(/botas amarillas/);
  });
});
