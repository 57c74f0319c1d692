import { profileResponseSchema, storySchema } from '@sns/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { presentUser } from '../../src/modules/accounts/present-user';
import { findUserWithStoryCount } from '../../src/modules/accounts/user-repository';
import { readStoriesOfUser } from '../../src/modules/stories/read-stories';
import { createCompletedStory, signedInParent } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';

// The story list and the profile send bytes made once per answer (docs/decisions/102): every
// response, the first and the remembered ones, must be byte for byte what the contract's
// serializer (zod's parse, then JSON.stringify — fastify-type-provider-zod's) makes of a fresh
// read, before and after a change.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Parent = Awaited<ReturnType<typeof signedInParent>>;

/** What the route sent before decision 102, from a fresh read (no version: no memory). */
const oldStoryList = async (p: Parent) =>
  JSON.stringify(z.array(storySchema).parse(await readStoriesOfUser(t.ctx, p.user.user_uid)));

const oldProfile = async (p: Parent) => {
  const found = await findUserWithStoryCount(t.ctx.database.db, p.user.user_uid);
  if (!found) throw new Error('no such user');
  return JSON.stringify(
    profileResponseSchema.parse({
      status: 'authenticated',
      user: await presentUser(t.ctx, found.user, found.storyCount),
    }),
  );
};

/**
 * The route's bytes, checked against the old serializer's from reads just before and after it
 * (the story's own background work, its picture, may change the answer meanwhile: then again).
 */
async function expectOldBytes(p: Parent, path: string, old: (p: Parent) => Promise<string>) {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const before = await old(p);
    const res = await p.client.get(path);
    const after = await old(p);
    if (before !== after) continue;
    expect(res.status).toBe(200);
    expect(res.raw.rawPayload.equals(Buffer.from(before))).toBe(true);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-length']).toBe(String(Buffer.byteLength(before)));
    return before;
  }
  throw new Error(`${path} kept changing`);
}

describe('remembered bodies', () => {
  it('sends the story list byte for byte as the contract serializer did, read after read and after each change', async () => {
    const maya = await signedInParent(t);
    const path = `/api/getUserStories/${maya.user.user_uid}`;
    expect(await expectOldBytes(maya, path, oldStoryList)).toBe('[]');
    const ada = await createCompletedStory(maya.client, { hero: 'Ada' });
    await createCompletedStory(maya.client, { hero: 'Élodie' });
    // Twice at least: the second is answered with the bytes remembered.
    const first = await expectOldBytes(maya, path, oldStoryList);
    expect(await expectOldBytes(maya, path, oldStoryList)).toBe(first);
    expect(first).toContain('Élodie');

    await t.ctx.database.executeSql('update stories set title = $1 where id = $2', [
      'Ada and the “quiet” moon 🌙',
      ada.uuid,
    ]);
    const changed = await expectOldBytes(maya, path, oldStoryList);
    expect(changed).not.toBe(first);
    expect(changed).toContain('Ada and the “quiet” moon 🌙');
    // Another parent's list is their own, whatever was remembered for Maya.
    const ben = await signedInParent(t);
    expect(
      await expectOldBytes(ben, `/api/getUserStories/${ben.user.user_uid}`, oldStoryList),
    ).toBe('[]');
  });

  it('sends the profile byte for byte as the contract serializer did, read after read and after a change', async () => {
    const maya = await signedInParent(t);
    const path = `/api/getUserProfile/${maya.user.user_uid}`;
    const first = await expectOldBytes(maya, path, oldProfile);
    expect(await expectOldBytes(maya, path, oldProfile)).toBe(first);
    await t.ctx.database.executeSql('update users set first_name = $1 where id = $2', [
      'Zoë',
      maya.user.user_uid,
    ]);
    const changed = await expectOldBytes(maya, path, oldProfile);
    expect(changed).toContain('"firstName":"Zoë"');
    // A parent who is not signed in still gets the 401 body, serialized as before.
    const res = await t.client().get(path);
    expect(res.status).toBe(401);
    expect(res.raw.rawPayload.toString()).toBe('{"status":"unauthenticated"}');
  });
});
