import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { everything, filesOf, parentWithEverything, rowsMentioning } from '../helpers/account-data';
import { creditsOf, signedInParent } from '../helpers/factories';
import { getLibrary } from '../helpers/library';
import { createCompletedStory, fetchFile } from '../helpers/stories';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const deleteUrl = (storyId: string) => `/api/stories/${storyId}`;

describe('DELETE /api/stories/{storyId}', () => {
  it('deletes the story with its pictures, narration and books, rows and files, no refund', async () => {
    const me = await parentWithEverything(t);
    const myId = me.user.user_uid;
    const kept = await createCompletedStory(me.client, { hero: 'Kept' });
    // A thumbnail made for its card goes with it too.
    expect((await me.client.get(`/api/storyThumbnail/${me.story.uuid}/400`)).status).toBe(200);
    const storyFiles = filesOf(t, me.story.uuid);
    expect(storyFiles.some((f) => f.endsWith('.mp3'))).toBe(true);
    expect(storyFiles.some((f) => f.endsWith('.webp'))).toBe(true);
    const bookFiles = filesOf(t, myId).filter((f) => f.startsWith(`books/${myId}/`));
    expect(bookFiles.some((f) => f.endsWith('book.pdf'))).toBe(true);
    expect(Object.keys(await rowsMentioning(t, me.story.uuid))).toEqual(
      expect.arrayContaining(['book_jobs', 'picture_requests', 'stories', 'story_images']),
    );
    // Its card says what it has: a narration and a book (and sharing, once shared).
    await me.client.post('/api/shareStory', { storyId: me.story.uuid, shared: true });
    const card = (await getLibrary(me.client)).body.stories.find((s) => s.uuid === me.story.uuid);
    expect(card).toMatchObject({ narrated: true, hasBook: true, shared: true });
    expect(
      (await getLibrary(me.client)).body.stories.find((s) => s.uuid === kept.uuid),
    ).toMatchObject({ narrated: false, hasBook: false, shared: false });
    const keptFiles = filesOf(t, kept.uuid);
    const credits = await creditsOf(t, myId);

    const res = await me.client.request({ method: 'DELETE', url: deleteUrl(me.story.uuid) });
    expect(res.status).toBe(204);

    // Only the record of what it cost names it still: the ledger, and the free use it took, so
    // deleting a story never gives a free one back.
    expect(await rowsMentioning(t, me.story.uuid)).toEqual({ credit_ledger: 1, free_uses: 1 });
    expect(filesOf(t, me.story.uuid)).toEqual([]);
    expect(filesOf(t, myId).filter((f) => bookFiles.includes(f))).toEqual([]);
    expect((await fetchFile(me.client, me.story.image as string)).status).toBe(404);
    expect((await me.client.get(`/api/getStory/${me.story.uuid}`)).status).toBe(404);
    // What it cost stays spent; the other story, the account and its profile photo stay.
    expect(await creditsOf(t, myId)).toEqual(credits);
    expect(filesOf(t, kept.uuid)).toEqual(keptFiles);
    expect(filesOf(t, myId).some((f) => f.startsWith(`users/${myId}/`))).toBe(true);
    expect((await getLibrary(me.client)).body.stories.map((s) => s.uuid)).toEqual([kept.uuid]);

    // Gone is gone: a second delete is a 404.
    const again = await me.client.request({ method: 'DELETE', url: deleteUrl(me.story.uuid) });
    expect(again.status).toBe(404);
  });

  it('answers 404 for another parent’s story and changes nothing', async () => {
    const owner = await signedInParent(t);
    const story = await createCompletedStory(owner.client);
    const other = await signedInParent(t);
    const before = await everything(t);
    const res = await other.client.request({ method: 'DELETE', url: deleteUrl(story.uuid) });
    expect(res.status).toBe(404);
    const missing = await other.client.request({
      method: 'DELETE',
      url: deleteUrl('00000000-0000-4000-8000-000000000000'),
    });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual(res.body);
    expect(await everything(t)).toEqual(before);
  });

  it('needs a uuid, a session and the CSRF token', async () => {
    const owner = await signedInParent(t);
    const story = await createCompletedStory(owner.client);
    const before = await everything(t);
    const bad = await owner.client.request({ method: 'DELETE', url: deleteUrl('not-a-uuid') });
    expect(bad.status).toBe(400);
    const noToken = await owner.client.request({
      method: 'DELETE',
      url: deleteUrl(story.uuid),
      csrf: false,
    });
    expect(noToken.status).toBe(403);
    const signedOut = await t.client().request({ method: 'DELETE', url: deleteUrl(story.uuid) });
    expect([401, 403]).toContain(signedOut.status);
    expect(await everything(t)).toEqual(before);
  });
});
