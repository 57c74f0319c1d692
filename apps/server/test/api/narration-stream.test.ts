import type { NarrationProgress, NarrationVoices } from '@sns/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countNarrationChunkBytes } from '../../src/modules/media/narration-chunks-repository';
import { findNarration } from '../../src/modules/media/narration-repository';
import {
  listFrames,
  looksLikeMp3,
  mp3DurationSeconds,
} from '../../src/providers/speech/mp3-frames';
import { creditsAndLedger, signedInParent, type TestClient } from '../helpers/factories';
import { listen, openStream } from '../helpers/narration-stream';
import {
  createCompletedStory,
  fetchFile,
  ledgerRows,
  setStoryText,
  SHORT_STORY,
  waitForNarration,
} from '../helpers/stories';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** A long story (60 sentences): seconds of narrating, so the stream is heard well before the end. */
const LONG_STORY = Array.from(
  { length: 15 },
  (_, p) =>
    `Paragraph ${p + 1} begins as the moon climbs over the sleepy hills. Maya and the dragon walk slowly along the river, counting the stars that blink above them. The wind hums a quiet song through the tall grass. "Look," whispers Maya, "the owls are going to bed too."`,
).join('\n\n');

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listen(t);
});
afterAll(async () => t.close());

async function storyWithText(client: TestClient, text: string, age = 5) {
  const story = await createCompletedStory(client, { age });
  await setStoryText(t, story.uuid, text);
  return story.uuid;
}

const progressOf = async (client: TestClient, storyId: string) =>
  (await client.get<NarrationProgress>(`/api/narrationProgress/${storyId}`)).body;

describe('streaming a narration (docs/decisions/022)', () => {
  it('sends audio while the narration is still being made, byte for byte the finished file, marks in step', async () => {
    const { client } = await signedInParent(t);
    const storyId = await storyWithText(client, LONG_STORY);

    // Listen: the claim and the stream are asked together, as the player does.
    const [claim, stream] = await Promise.all([
      client.get(`/api/getAudioUrl/${storyId}`),
      openStream(baseUrl, client, `/api/narrationStream/${storyId}`),
    ]);
    expect(claim.body).toEqual({ status: 'running' });
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toBe('audio/mpeg');
    expect(stream.headers['content-length']).toBeUndefined();
    expect(stream.headers['transfer-encoding']).toBe('chunked');

    const first = await stream.first;
    // Heard before the narration is done: the job is still running and has more to say.
    const whileFirst = await findNarration(t.ctx.database.db, storyId);
    expect(whileFirst?.status).toBe('running');
    expect(stream.firstByteMs).toBeLessThan(5_000);
    expect(listFrames(first).length).toBeGreaterThan(0);
    const running = await progressOf(client, storyId);
    expect(running.status).toBe('running');
    expect(running.voice).toBe('slt');
    expect((await client.get(`/api/getAudioUrl/${storyId}`)).body).toEqual({ status: 'running' });

    const streamed = await stream.body;
    const done = await waitForNarration(client, storyId);
    expect(done.status).toBe('completed');
    const file = (await fetchFile(client, done.audioUrl as string)).raw.rawPayload;
    expect(streamed.equals(file)).toBe(true);
    expect(looksLikeMp3(streamed)).toBe(true);

    // The marks known while streaming are the first of the finished ones, unchanged.
    const finished = await progressOf(client, storyId);
    expect(finished.status).toBe('completed');
    expect(finished.marks).toHaveLength(60);
    expect(finished.marks.slice(0, running.marks.length)).toEqual(running.marks);
    expect(finished.durationSeconds).toBeCloseTo(mp3DurationSeconds(file), 0);
    // Nothing of the stream is left in the database.
    expect(await countNarrationChunkBytes(t.ctx.database.db, storyId)).toBe(0);
  }, 90_000); // 60 sentences: seconds on a quiet machine, far longer on a loaded one

  it('a listener who hangs up is not charged twice, and the narration is finished and whole', async () => {
    const { client, user } = await signedInParent(t);
    // The first narration is free: use it up, so this one costs a credit.
    const warmUp = await storyWithText(client, SHORT_STORY);
    await client.get(`/api/getAudioUrl/${warmUp}`);
    await waitForNarration(client, warmUp);
    const storyId = await storyWithText(client, LONG_STORY);

    await client.get(`/api/getAudioUrl/${storyId}`);
    const stream = await openStream(baseUrl, client, `/api/narrationStream/${storyId}`);
    await stream.first;
    stream.hangUp();
    // Listening again while it is made starts from the beginning, still for the one credit.
    const again = await openStream(baseUrl, client, `/api/narrationStream/${storyId}`);
    expect(again.status).toBe(200);
    const againBody = await again.body;

    const done = await waitForNarration(client, storyId);
    expect(done.status).toBe('completed');
    const file = (await fetchFile(client, done.audioUrl as string)).raw.rawPayload;
    expect(againBody.equals(file)).toBe(true);
    const narration = await findNarration(t.ctx.database.db, storyId);
    expect(mp3DurationSeconds(file)).toBeGreaterThanOrEqual(narration!.durationSeconds!);
    expect(narration!.marks).toHaveLength(60);
    expect((await ledgerRows(t, user.user_uid, 'narration')).map((r) => r.delta)).toEqual([0, -1]);
    // 12 at sign-up, the second story 1, this narration 1.
    expect(await creditsAndLedger(t, user.user_uid)).toEqual({ credits: 10, ledgerSum: 10 });
    expect(await countNarrationChunkBytes(t.ctx.database.db, storyId)).toBe(0);

    // Once finished, the stream is the stored file, which seeks by byte range.
    const later = await openStream(baseUrl, client, `/api/narrationStream/${storyId}`);
    expect(later.status).toBe(302);
    expect(new URL(String(later.headers.location), baseUrl).pathname).toBe(
      new URL(done.audioUrl as string).pathname,
    );
  });

  it('is the owner’s only, and waits briefly for the claim before saying there is none', async () => {
    const { client } = await signedInParent(t);
    const storyId = await storyWithText(client, SHORT_STORY);
    const { client: other } = await signedInParent(t);
    expect((await openStream(baseUrl, other, `/api/narrationStream/${storyId}`)).status).toBe(404);
    expect((await other.get(`/api/narrationProgress/${storyId}`)).status).toBe(404);
    const started = performance.now();
    const none = await openStream(baseUrl, client, `/api/narrationStream/${storyId}`);
    expect(none.status).toBe(404);
    expect(performance.now() - started).toBeGreaterThan(4_000);
    expect((await client.get(`/api/narrationProgress/${storyId}`)).status).toBe(404);
  });
});

describe('narration voices (docs/decisions/022)', () => {
  it('lists the voices; another voice is a new narration at the usual price, an unknown one a 400', async () => {
    const voices = (await t.client().get<NarrationVoices>('/api/narrationVoices')).body;
    expect(voices.defaultVoice).toBe('slt');
    expect(voices.voices.map((v) => v.id)).toEqual(['slt', 'rms', 'awb', 'kal16']);

    const { client, user } = await signedInParent(t);
    const storyId = await storyWithText(client, SHORT_STORY);
    const bad = await client.get(`/api/getAudioUrl/${storyId}?voice=robot`);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ errors: [{ path: 'voice' }] });

    await client.get(`/api/getAudioUrl/${storyId}?voice=awb`);
    const first = await waitForNarration(client, storyId);
    expect((await progressOf(client, storyId)).voice).toBe('awb');
    // The same voice again: the same narration, nothing charged.
    expect((await client.get(`/api/getAudioUrl/${storyId}?voice=awb`)).body).toEqual(first);
    expect((await client.get(`/api/getAudioUrl/${storyId}`)).body).toEqual(first);

    expect((await client.get(`/api/getAudioUrl/${storyId}?voice=rms`)).body).toEqual({
      status: 'running',
    });
    const second = await waitForNarration(client, storyId);
    expect(second.status).toBe('completed');
    expect(new URL(second.audioUrl!).pathname).not.toBe(new URL(first.audioUrl!).pathname);
    expect((await progressOf(client, storyId)).voice).toBe('rms');
    // Free the first time (the account's first narration), a credit the second.
    expect((await ledgerRows(t, user.user_uid, 'narration')).map((r) => r.delta)).toEqual([0, -1]);
    // The replaced recording is deleted just after the new one is complete; the story plays the new one.
    await expect
      .poll(async () => (await fetchFile(client, first.audioUrl!)).status, { timeout: 10_000 })
      .toBe(404);
  });
});
