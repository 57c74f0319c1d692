import { describe, expect, it } from 'vitest';
import { pictureKeyOfThumbnail, thumbnailKey } from './thumbnail-keys';

describe('thumbnail keys', () => {
  const picture = 'stories/u/s/image-0a1b2c3d4e5f.png';

  it('sit next to the picture and lead back to it', () => {
    expect(thumbnailKey(picture, 400)).toBe(`${picture}.w400.webp`);
    expect(pictureKeyOfThumbnail(thumbnailKey(picture, 800))).toBe(picture);
  });

  it('are told apart from every other file', () => {
    expect(pictureKeyOfThumbnail(picture)).toBeUndefined();
    expect(pictureKeyOfThumbnail(`${picture}.w300.webp`)).toBeUndefined();
    expect(pictureKeyOfThumbnail('.w400.webp')).toBeUndefined();
  });
});
