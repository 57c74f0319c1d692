import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { rememberStoryListsByVersion, storyListAt } from './story-list-memory';

const aDatabase = () => ({}) as Database;
const counting = (rows: { title: string; tags: string[] }[]) => {
  let reads = 0;
  return {
    read: async () => {
      reads += 1;
      return rows;
    },
    reads: () => reads,
  };
};

describe('storyListAt', () => {
  it('reads once per version, and again at any other', async () => {
    const db = aDatabase();
    rememberStoryListsByVersion(db);
    const list = counting([{ title: 'Ada', tags: ['moon'] }]);
    await Promise.all([1, 2, 3].map(() => storyListAt(db, 'u1', 4, list.read)));
    expect(list.reads()).toBe(1);
    await storyListAt(db, 'u1', 5, list.read);
    expect(list.reads()).toBe(2);
    await storyListAt(db, 'u1', null, list.read);
    await storyListAt(db, 'u1', null, list.read);
    expect(list.reads()).toBe(3);
  });

  it('keeps each user’s list apart', async () => {
    const db = aDatabase();
    rememberStoryListsByVersion(db);
    await storyListAt(db, 'u1', 1, async () => [{ title: 'Mine' }]);
    expect(await storyListAt(db, 'u2', 1, async () => [{ title: 'Theirs' }])).toEqual([
      { title: 'Theirs' },
    ]);
  });

  it('reads every time without a version, or on a database that does not remember', async () => {
    const remembering = aDatabase();
    rememberStoryListsByVersion(remembering);
    const list = counting([]);
    await storyListAt(remembering, 'u1', undefined, list.read);
    await storyListAt(remembering, 'u1', undefined, list.read);
    await storyListAt(aDatabase(), 'u1', 1, list.read);
    await storyListAt(aDatabase(), 'u1', 1, list.read);
    expect(list.reads()).toBe(4);
  });

  it('forgets a read that failed', async () => {
    const db = aDatabase();
    rememberStoryListsByVersion(db);
    await expect(
      storyListAt(db, 'u1', 1, () => Promise.reject(new Error('connection lost'))),
    ).rejects.toThrow('connection lost');
    expect(await storyListAt(db, 'u1', 1, async () => [{ title: 'Ada' }])).toEqual([
      { title: 'Ada' },
    ]);
  });

  it('gives each caller its own rows', async () => {
    const db = aDatabase();
    rememberStoryListsByVersion(db);
    const list = counting([{ title: 'Ada', tags: ['moon'] }]);
    const [first] = await storyListAt(db, 'u1', 1, list.read);
    first!.title = 'Changed';
    first!.tags.push('sun');
    expect(await storyListAt(db, 'u1', 1, list.read)).toEqual([{ title: 'Ada', tags: ['moon'] }]);
  });
});
