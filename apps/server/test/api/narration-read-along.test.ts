import { MESSAGES, type Narrative, type SharedStory, type Story } from '@sns/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listFrames, mp3DurationSeconds } from '../../src/providers/speech/mp3-frames';
import { creditsAndLedger, newClient, signedInParent } from '../helpers/factories';
import {
  createCompletedStory,
  fetchFile,
  ledgerRows,
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

describe('narrating a story', () => {
  it('records an MP3 with read-along marks; the first narration is free, the next costs 1 credit', async () => {
    const { client, user } = await signedInParent(t);
    const story = await createCompletedStory(client, { age: 3 });
    expect(story.audioUrl).toBeNull();
    expect((await client.get('/api/getMediaCosts')).body).toMatchObject({ narration: 0 });

    const started = await client.get(`/api/getAudioUrl/${story.uuid}`);
    expect(started.status).toBe(200);
    expect(started.body).toEqual({ status: 'running' });
    const done = await waitForNarration(client, story.uuid);
    expect(done.status).toBe('completed');
    expect(done.audioUrl).toMatch(
      /^http:\/\/localhost:3000\/files\/stories\/.+\/narration-[0-9a-f]+\.mp3\?/,
    );
    expect(await creditsAndLedger(t, user.user_uid)).toEqual({ credits: 12, ledgerSum: 12 });

    // A real MP3: frame sync at the start, MPEG-2 Layer III at Flite's 16 kHz.
    const audio = await fetchFile(newClient(t), done.audioUrl as string);
    expect(audio.status).toBe(200);
    expect(audio.headers['content-type']).toBe('audio/mpeg');
    const mp3 = audio.raw.rawPayload;
    expect(mp3[0]).toBe(0xff);
    expect((mp3[1] ?? 0) & 0xe0).toBe(0xe0);
    expect(listFrames(mp3)[0]).toMatchObject({ sampleRate: 16000, bitrateKbps: 64 });
    const seconds = mp3DurationSeconds(mp3);
    expect(seconds).toBeGreaterThan(20);

    // The story now carries its signed audio URL.
    const read = await client.get<Story>(`/api/getStory/${story.uuid}`);
    expect(new URL(read.body.audioUrl as string).pathname).toBe(
      new URL(done.audioUrl as string).pathname,
    );

    const narrative = await client.get<Narrative>(
      `/api/getNarrative?userId=${user.user_uid}&storyId=${story.uuid}`,
    );
    expect(narrative.status).toBe(200);
    const { text, marks } = narrative.body;
    expect(narrative.body.storyId).toBe(story.uuid);
    expect(text).toBe(story.storyText);
    expect(marks.length).toBeGreaterThan(5);
    // In order, not overlapping, within the audio, and together covering every word of the text.
    expect(marks[0]?.charStart).toBe(0);
    for (let i = 0; i < marks.length; i += 1) {
      const mark = marks[i]!;
      expect(mark.end).toBeGreaterThan(mark.start);
      expect(mark.charEnd).toBeGreaterThan(mark.charStart);
      if (i > 0) {
        expect(mark.start).toBeGreaterThanOrEqual(marks[i - 1]!.end);
        expect(mark.charStart).toBeGreaterThanOrEqual(marks[i - 1]!.charEnd);
        expect(text.slice(marks[i - 1]!.charEnd, mark.charStart).trim()).toBe('');
      }
    }
    expect(marks.at(-1)?.charEnd).toBe(text.trimEnd().length);
    expect(marks.at(-1)?.end).toBeLessThanOrEqual(seconds);
    // A second of quiet after the last sentence lets its fade-out settle (docs/decisions/022).
    expect(marks.at(-1)?.end).toBeGreaterThan(seconds - 1.5);

    // Later calls only report; nothing more is charged or queued.
    expect((await client.get(`/api/getAudioUrl/${story.uuid}`)).body).toMatchObject({
      status: 'completed',
    });
    expect(await ledgerRows(t, user.user_uid, 'narration')).toHaveLength(1);

    // The second story's narration costs a credit.
    const second = await createCompletedStory(client, { hero: 'Leo', age: 2 });
    await setStoryText(t, second.uuid, SHORT_STORY);
    expect((await client.get('/api/getMediaCosts')).body).toMatchObject({ narration: 1 });
    await client.get(`/api/getAudioUrl/${second.uuid}`);
    expect((await waitForNarration(client, second.uuid)).status).toBe('completed');
    expect(await creditsAndLedger(t, user.user_uid)).toEqual({ credits: 10, ledgerSum: 10 });
    expect((await ledgerRows(t, user.user_uid, 'narration')).map((r) => r.delta)).toEqual([0, -1]);
  });

  it('gives the shared page the narration too', async () => {
    const { client } = await signedInParent(t);
    const story = await createCompletedStory(client, { age: 2 });
    await setStoryText(t, story.uuid, SHORT_STORY);
    await client.get(`/api/getAudioUrl/${story.uuid}`);
    await waitForNarration(client, story.uuid);
    await client.post('/api/shareStory', { storyId: story.uuid, shared: true });
    const shared = await newClient(t).get<SharedStory>(`/api/getSharedStory/${story.uuid}`);
    // Our own route, which checks `shared` at each request (decision 049), not a signed file link.
    expect(shared.body.audioUrl).toMatch(
      new RegExp(`/api/getSharedStoryAudio/${story.uuid}\\?v=[\\w-]+$`),
    );
    expect((await fetchFile(newClient(t), shared.body.audioUrl as string)).status).toBe(200);
  });
});

describe('GET /api/getNarrative', () => {
  it("answers 400 'Invalid User or Story' without both ids, 403 for another user, 404 before narration", async () => {
    const owner = await signedInParent(t);
    const other = await signedInParent(t);
    const story = await createCompletedStory(owner.client, { age: 2 });
    await setStoryText(t, story.uuid, SHORT_STORY);
    for (const query of [
      '',
      `?userId=${owner.user.user_uid}`,
      `?storyId=${story.uuid}`,
      `?userId=&storyId=${story.uuid}`,
      `?userId=x&storyId=y`,
    ]) {
      const res = await owner.client.get<{ message: string }>(`/api/getNarrative${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.message).toBe(MESSAGES.invalidUserOrStory);
    }
    const res = await owner.client.get<{ message: string }>(
      `/api/getNarrative?userId=${owner.user.user_uid}&storyId=${story.uuid}`,
    );
    expect(res.status).toBe(404);
    expect(res.body.message).toMatch(/not been narrated yet/);

    await owner.client.get(`/api/getAudioUrl/${story.uuid}`);
    await waitForNarration(owner.client, story.uuid);
    expect(
      (
        await other.client.get(
          `/api/getNarrative?userId=${owner.user.user_uid}&storyId=${story.uuid}`,
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await other.client.get(
          `/api/getNarrative?userId=${other.user.user_uid}&storyId=${story.uuid}`,
        )
      ).status,
    ).toBe(404);
    expect((await other.client.get(`/api/getAudioUrl/${story.uuid}`)).status).toBe(404);
    expect(
      (
        await newClient(t).get(
          `/api/getNarrative?userId=${owner.user.user_uid}&storyId=${story.uuid}`,
        )
      ).status,
    ).toBe(401);
    expect((await newClient(t).get(`/api/getAudioUrl/${story.uuid}`)).status).toBe(401);
    expect((await owner.client.get('/api/getAudioUrl/not-a-uuid')).status).toBe(400);
  });
});
