import { describe, expect, it } from 'vitest';
import { bookIdOfPdfUrl, pdfUrlParts } from './merged-book-files';

const user = '0b5f3c5e-1f7c-4c36-9d6e-0d6f1c7a2b11';
const book = '9a1d2c3b-4e5f-4a6b-8c7d-112233445566';

describe('bookIdOfPdfUrl', () => {
  it('reads the book id from a local or S3 link', () => {
    expect(
      bookIdOfPdfUrl(`http://localhost:3000/files/books/${user}/${book}/book.pdf?e=1&s=x`),
    ).toBe(book);
    expect(
      bookIdOfPdfUrl(`https://bucket.s3.example/sns/books/${user}/${book.toUpperCase()}/book.pdf`),
    ).toBe(book);
  });

  it('reads nothing from another file or a non-URL', () => {
    expect(bookIdOfPdfUrl(`http://x/files/books/${user}/${book}/photo.png`)).toBeUndefined();
    expect(bookIdOfPdfUrl(`http://x/files/stories/${user}/${book}/book.pdf`)).toBeUndefined();
    expect(bookIdOfPdfUrl('not a url')).toBeUndefined();
  });
});

describe('pdfUrlParts', () => {
  it('reads the folder owner and the book', () => {
    expect(
      pdfUrlParts(`http://localhost:3000/files/books/${user.toUpperCase()}/${book}/book.pdf`),
    ).toEqual({ userId: user, bookId: book });
    expect(pdfUrlParts(`http://x/files/books/${user}/${book}/cover.png`)).toBeUndefined();
  });
});
