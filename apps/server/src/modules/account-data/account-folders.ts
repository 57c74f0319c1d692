/**
 * The storage folders that hold every file of an account. Each writer keeps its files under one
 * of them: profile photos (accounts/profile-picture.ts), story pictures and narrations
 * (media/story-pictures.ts, stories/write-story-job.ts, media/narrate-story-job.ts, and a book's
 * photo kept as a story picture) and books with their photos (books/book-files.ts). Deleting an
 * account sweeps these folders as well as the keys its rows name (docs/decisions/012).
 */
export function accountFolders(userId: string): string[] {
  return ACCOUNT_FILE_ROOTS.map((root) => `${root}${userId}/`);
}

/** Where every account's files live, one folder per account under each. */
export const ACCOUNT_FILE_ROOTS = ['users/', 'stories/', 'books/'] as const;
