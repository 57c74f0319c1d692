import { describe, expect, it } from 'vitest';
import { describeShown, joinNames, storyLink } from './library-text';

describe('library text', () => {
  it('joins children’s names as a sentence does', () => {
    expect(joinNames([])).toBe('');
    expect(joinNames(['Maya'])).toBe('Maya');
    expect(joinNames(['Maya', 'Leo'])).toBe('Maya and Leo');
    expect(joinNames(['Maya', 'Leo', 'Sam'])).toBe('Maya, Leo and Sam');
  });

  it('says what the list shows', () => {
    expect(describeShown(1, false, undefined, '')).toBe('1 story');
    expect(describeShown(12, true, undefined, '')).toBe('Showing 12 stories so far');
    expect(describeShown(2, false, 'Leo', 'moon')).toBe('2 stories for Leo matching “moon”');
  });

  it('links to the story page', () => {
    expect(storyLink('a b')).toBe('/loadedstory?id=a%20b');
  });
});
