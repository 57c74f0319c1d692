import type { Story } from '@sns/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompletedStory, signedInParent } from '../helpers/factories';
import { setStoryTitle } from '../helpers/library';
import { createTestApp, type TestApp } from '../helpers/test-app';

// The story list and the profile, read many times at once by several parents, and after writes:
// on PGlite these reads are remembered until the next write (docs/decisions/088); on PostgreSQL
// the same answers come from the database each time.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Parent = Awaited<ReturnType<typeof signedInParent>>;
const storiesOf = (p: Parent) => p.client.get<Story[]>(`/api/getUserStories/${p.user.user_uid}`);
const profileOf = (p: Parent) =>
  p.client.get<{ user: { firstName: string; userStories: number } }>(
    `/api/getUserProfile/${p.user.user_uid}`,
  );

describe('reads many at once, and after writes', () => {
  it('gives each parent their own stories and profile, however many read at once', async () => {
    const maya = await signedInParent(t, { firstName: 'Maya' });
    const noor = await signedInParent(t, { firstName: 'Noor' });
    await createCompletedStory(maya.client, { hero: 'Ada' });
    await createCompletedStory(noor.client, { hero: 'Ben' });
    await createCompletedStory(noor.client, { hero: 'Cleo' });

    const lists = await Promise.all(
      Array.from({ length: 20 }, (_, i) => storiesOf(i % 2 ? noor : maya)),
    );
    const profiles = await Promise.all(
      Array.from({ length: 20 }, (_, i) => profileOf(i % 2 ? noor : maya)),
    );
    lists.forEach((res, i) => {
      expect(res.status).toBe(200);
      expect(res.body.map((s) => s.hero).sort()).toEqual(i % 2 ? ['Ben', 'Cleo'] : ['Ada']);
    });
    profiles.forEach((res, i) => {
      expect(res.status).toBe(200);
      expect(res.body.user).toMatchObject(
        i % 2 ? { firstName: 'Noor', userStories: 2 } : { firstName: 'Maya', userStories: 1 },
      );
    });
  });

  it('shows a parent their own write at the very next read', async () => {
    const maya = await signedInParent(t);
    const first = await createCompletedStory(maya.client, { hero: 'Ada' });
    expect((await storiesOf(maya)).body.map((s) => s.hero)).toEqual(['Ada']);
    expect((await profileOf(maya)).body.user.userStories).toBe(1);

    await createCompletedStory(maya.client, { hero: 'Ben' });
    expect((await storiesOf(maya)).body.map((s) => s.hero)).toEqual(['Ben', 'Ada']);
    expect((await profileOf(maya)).body.user.userStories).toBe(2);

    await setStoryTitle(t, first.uuid, 'Ada and the moon');
    const titles = (await storiesOf(maya)).body.map((s) => s.title);
    expect(titles).toContain('Ada and the moon');
  });

  it('keeps one parent’s changed answer from another who reads at the same moment', async () => {
    const maya = await signedInParent(t);
    const noor = await signedInParent(t);
    const story = await createCompletedStory(maya.client, { hero: 'Ada' });
    await Promise.all([storiesOf(maya), storiesOf(noor)]);
    await setStoryTitle(t, story.uuid, 'Only for Maya');
    const [mine, theirs] = await Promise.all([storiesOf(maya), storiesOf(noor)]);
    expect(mine.body.map((s) => s.title)).toEqual(['Only for Maya']);
    expect(theirs.body).toEqual([]);
  });
});
