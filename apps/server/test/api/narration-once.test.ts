import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditsAndLedger, setCredits, signedInParent } from '../helpers/factories';
import {
  createCompletedStory,
  ledgerRows,
  mediaState,
  setStoryText,
  SHORT_STORY,
  waitForNarration,
} from '../helpers/stories';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('starting a narration', () => {
  it('asked many times at once, queues one job and takes one charge', async () => {
    const { client, user } = await signedInParent(t);
    const story = await createCompletedStory(client, { age: 2 });
    // Use up the free narration so the charge is a real credit.
    const warmUp = await createCompletedStory(client, { hero: 'Leo', age: 2 });
    await setStoryText(t, story.uuid, SHORT_STORY);
    await setStoryText(t, warmUp.uuid, SHORT_STORY);
    await client.get(`/api/getAudioUrl/${warmUp.uuid}`);
    await waitForNarration(client, warmUp.uuid);
    const jobsBefore = (await mediaState(t)).narrationJobs;

    const answers = await Promise.all(
      Array.from({ length: 8 }, () => client.get(`/api/getAudioUrl/${story.uuid}`)),
    );
    expect(answers.map((a) => a.status)).toEqual(new Array(8).fill(200));
    expect(answers.every((a) => (a.body as { status: string }).status === 'running')).toBe(true);
    expect((await mediaState(t)).narrationJobs).toBe(jobsBefore + 1);
    expect((await ledgerRows(t, user.user_uid, 'narration')).map((r) => r.delta)).toEqual([0, -1]);
    expect(await creditsAndLedger(t, user.user_uid)).toEqual({ credits: 10, ledgerSum: 10 });
    expect((await waitForNarration(client, story.uuid)).status).toBe('completed');
    expect((await mediaState(t)).narrationJobs).toBe(jobsBefore + 1);
  });

  it('answers 402 without credits (after the free one) and queues nothing', async () => {
    const { client, user } = await signedInParent(t);
    const first = await createCompletedStory(client, { age: 2 });
    const second = await createCompletedStory(client, { hero: 'Leo', age: 2 });
    await setStoryText(t, first.uuid, SHORT_STORY);
    await client.get(`/api/getAudioUrl/${first.uuid}`);
    await waitForNarration(client, first.uuid);
    await setCredits(t, user.user_uid, 0);
    const before = await mediaState(t);
    const res = await client.get<{ message: string }>(`/api/getAudioUrl/${second.uuid}`);
    expect(res.status).toBe(402);
    expect(res.body.message).toMatch(/You need 1 credit but only have 0/);
    expect(await mediaState(t)).toEqual(before);
  });

  it('refuses a story that is still being written with 409', async () => {
    const { client } = await signedInParent(t);
    const accepted = await client.post<{ storyId: string; workerId: string }>(
      '/api/generateStory',
      {
        hero: 'Maya',
        age: 5,
        elements: 'a dragon, an umbrella, the moon',
        genre: 'Fantasy',
      },
    );
    const res = await client.get(`/api/getAudioUrl/${accepted.body.storyId}`);
    // The embedded writer is fast: the story may already be done, which is fine too.
    expect([200, 409]).toContain(res.status);
  });
});
