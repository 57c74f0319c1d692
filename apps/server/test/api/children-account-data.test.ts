import type { Child } from '@sns/contract';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsMentioning } from '../helpers/account-data';
import { childRows, createdChild } from '../helpers/children';
import { signedInParent } from '../helpers/factories';
import { createCompletedStory } from '../helpers/stories';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

interface AccountJson {
  children: Child[];
  stories: { uuid: string; childIds: string[]; cast: { name: string }[] }[];
}

describe('a parent’s children in their account data (docs/decisions/012)', () => {
  it('exports every child profile, and each story’s cast', async () => {
    const me = await signedInParent(t);
    const other = await signedInParent(t);
    const maya = await createdChild(me.client);
    const leo = await createdChild(me.client, { name: 'Leo', birthday: '2019-03-04' });
    await createdChild(other.client, { name: 'Ada' });
    const story = await createCompletedStory(me.client, { childIds: [leo.id, maya.id] });
    const plain = await createCompletedStory(me.client, { hero: 'Pip' });

    const res = await me.client.get(`/api/exportMyData/${me.user.user_uid}`);
    expect(res.status).toBe(200);
    const zip = unzipSync(new Uint8Array(res.raw.rawPayload));
    const account = JSON.parse(
      Buffer.from(zip['account.json'] as Uint8Array).toString(),
    ) as AccountJson;
    expect(account.children).toEqual([maya, leo]);
    expect(account.stories).toEqual([
      expect.objectContaining({
        uuid: story.uuid,
        childIds: [leo.id, maya.id],
        cast: [expect.objectContaining({ name: 'Leo' }), expect.objectContaining({ name: 'Maya' })],
      }),
      expect.objectContaining({
        uuid: plain.uuid,
        childIds: [],
        cast: [expect.objectContaining({ name: 'Pip', pronouns: 'they' })],
      }),
    ]);
    expect(JSON.stringify(account)).not.toContain('Ada');
  });

  it('deletes every child profile with the account, and no one else’s', async () => {
    const me = await signedInParent(t);
    const other = await signedInParent(t);
    const mine = await createdChild(me.client);
    await createCompletedStory(me.client, { childIds: [mine.id] });
    const theirs = await createdChild(other.client, { name: 'Ada' });
    expect(Object.keys(await rowsMentioning(t, me.user.user_uid))).toEqual(
      expect.arrayContaining(['children', 'stories']),
    );
    expect(Object.keys(await rowsMentioning(t, mine.id))).toEqual(['children', 'stories']);

    const res = await me.client.post(`/api/deleteAccount/${me.user.user_uid}`, {
      confirmation: me.parent.email,
    });
    expect(res.status).toBe(200);
    expect(await rowsMentioning(t, me.user.user_uid)).toEqual({});
    expect(await rowsMentioning(t, mine.id)).toEqual({});
    expect((await childRows(t)).map((c) => c.id)).toContain(theirs.id);
    expect((await other.client.get(`/api/children/${theirs.id}`)).body).toEqual(theirs);
  });
});
