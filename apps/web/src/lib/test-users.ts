import type { User } from '@sns/contract';

/** A signed-in parent for the web unit tests of the current user. */
export const ADA: User = {
  user_uid: '0f3e6c1a-2b4d-4e5f-8a9b-1c2d3e4f5a6b',
  profilePhoto: null,
  firstName: 'Ada',
  lastName: 'Lovelace',
  displayName: 'Ada',
  email: 'ada@example.com',
  createdAt: '2026-01-02T03:04:05.000Z',
  storiesRemaining: 12,
  userStories: 0,
  lastPurchaseDate: null,
  language: 'en',
};
