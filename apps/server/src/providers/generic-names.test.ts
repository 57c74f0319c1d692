import { describe, expect, it } from 'vitest';
import { genericNames } from './generic-names';
import { buildImagePrompt } from './image/openai-compatible';
import { buildStoryMessages } from './text/story-prompt';

describe('trademarked names, told to the models as descriptions', () => {
  it('replaces a name however it is written, keeping the sentence readable', () => {
    expect(genericNames('Spider-Man')).toBe('a friendly superhero in a red-and-blue suit');
    expect(genericNames('my spiderman toy')).toBe(
      'my friendly superhero in a red-and-blue suit toy',
    );
    expect(genericNames('a trip to Hogwarts with Peppa Pig')).toBe(
      'a trip to a castle school of magic with a cheerful little pink pig',
    );
  });

  it("leaves children's names and everyday words alone", () => {
    for (const text of ['Elsa', 'Moana', 'a frozen lake', 'a stitch in time', 'Luigi'])
      expect(genericNames(text)).toBe(text);
  });

  it('neither the story prompt nor the picture prompt names the character', () => {
    const request = {
      hero: 'Maya',
      age: 6,
      elements: ['Spider-Man', 'a kite', 'the moon'] as [string, string, string],
      genre: 'Adventure' as const,
      seed: 3,
      plotTwist: 'Batman was there all along',
    };
    const story = JSON.stringify(buildStoryMessages(request, { structured: true }));
    const picture = buildImagePrompt(request);
    for (const prompt of [story, picture]) {
      expect(prompt).not.toMatch(/spider-?man|batman/i);
      expect(prompt).toContain('a friendly superhero in a red-and-blue suit');
    }
    expect(story).toContain('a brave superhero in a dark cape');
  });
});
