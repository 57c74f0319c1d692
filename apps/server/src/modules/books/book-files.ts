/**
 * Storage keys of a book. One folder per book under the user's prefix, and fixed names inside
 * it: a retried attempt overwrites what a crashed one left instead of leaving orphans.
 */
export const bookFolder = (userId: string, bookId: string) => `books/${userId}/${bookId}`;
export const bookPhotoKey = (userId: string, bookId: string) =>
  `${bookFolder(userId, bookId)}/photo.png`;
export const bookPdfKey = (userId: string, bookId: string) =>
  `${bookFolder(userId, bookId)}/book.pdf`;
/** The photo's copy kept with the story's pictures when it becomes the story's main image. */
export const storyPhotoKey = (userId: string, storyId: string, bookId: string) =>
  `stories/${userId}/${storyId}/book-photo-${bookId.slice(0, 8)}.png`;
