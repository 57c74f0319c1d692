import { describe, expect, it } from 'vitest';
import { pictureAlt } from './picture-alt';

describe('a story picture’s alt text', () => {
  it('says what the picture shows when the server knows it', () => {
    expect(
      pictureAlt({
        hero: 'Ife',
        imageAlt: 'Ife in her yellow wellies at the duck pond with Colonel the goose',
      }),
    ).toBe('Ife in her yellow wellies at the duck pond with Colonel the goose');
  });

  it('says whose story it is otherwise', () => {
    expect(pictureAlt({ hero: 'Tom and Ella' })).toBe("Tom and Ella's story picture");
    expect(pictureAlt({ hero: 'Tom', imageAlt: null })).toBe("Tom's story picture");
    expect(pictureAlt({ hero: 'Tom', imageAlt: '  ' })).toBe("Tom's story picture");
  });
});
