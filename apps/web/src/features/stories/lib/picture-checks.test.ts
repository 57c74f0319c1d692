import { describe, expect, it } from 'vitest';
import { pictureProblem } from './picture-checks';

describe('pictureProblem', () => {
  it('accepts ordinary pictures', () => {
    expect(pictureProblem({ type: 'image/jpeg', size: 2_000_000, name: 'beach.jpg' })).toBeNull();
    expect(pictureProblem({ type: 'image/heic', size: 3_000_000, name: 'IMG_1.HEIC' })).toBeNull();
    expect(pictureProblem({ type: '', size: 1000, name: 'unknown' })).toBeNull();
  });

  it('explains what is wrong with SVG, other files, empty and oversize files', () => {
    expect(pictureProblem({ type: 'image/svg+xml', size: 100, name: 'x.svg' })).toMatch(/SVG/);
    expect(pictureProblem({ type: '', size: 100, name: 'x.SVG' })).toMatch(/SVG/);
    expect(pictureProblem({ type: 'application/pdf', size: 100, name: 'x.pdf' })).toMatch(
      /not a picture/,
    );
    expect(pictureProblem({ type: 'image/png', size: 0, name: 'x.png' })).toMatch(/empty/);
    expect(pictureProblem({ type: 'image/png', size: 11 * 1024 * 1024, name: 'x.png' })).toMatch(
      /10 MB/,
    );
  });
});
