import { describe, expect, it } from 'vitest';
import { centredSquare, firstImageFile } from './book-photo';

describe('the book photo', () => {
  it('keeps the centred square of any picture', () => {
    expect(centredSquare(800, 600)).toEqual({ x: 100, y: 0, side: 600 });
    expect(centredSquare(600, 801)).toEqual({ x: 0, y: 100, side: 600 });
    expect(centredSquare(512, 512)).toEqual({ x: 0, y: 0, side: 512 });
    expect(centredSquare(0, 10)).toBeNull();
  });

  it('uses the first picture among the dropped files', () => {
    const file = (name: string, type: string) => new File(['x'], name, { type });
    const photo = file('me.jpg', 'image/jpeg');
    expect(
      firstImageFile([file('notes.txt', 'text/plain'), photo, file('b.png', 'image/png')]),
    ).toBe(photo);
    expect(firstImageFile([file('notes.txt', 'text/plain')])).toBeUndefined();
    const heic = file('me.heic', '');
    expect(firstImageFile([file('a.pdf', 'application/pdf'), heic])).toBe(heic);
  });
});
