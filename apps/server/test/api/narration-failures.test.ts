import type { Narrative } from '@sns/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { looksLikeMp3, mp3DurationSeconds } from '../../src/providers/speech/mp3-frames';
import { startFakeOpenAiMedia } from '../fakes/openai-media';
import { creditsAndLedger, signedInParent } from '../helpers/factories';
import {
  createCompletedStory,
  fetchFile,
  ledgerRows,
  setStoryText,
  SHORT_STORY,
  waitForNarration,
} from '../helpers/stories';
import { claimAndExpectStreamIsTheFile, listen, openStream } from '../helpers/narration-stream';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { EmbeddedStoryWriter } from '../../src/providers/text/embedded/embedded-story-writer';

let fake: Awaited<ReturnType<typeof startFakeOpenAiMedia>>;
let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  fake = await startFakeOpenAiMedia();
  t = await createTestApp(
    {
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: fake.baseUrl,
      TTS_MODEL: 'tiny-tts',
      TTS_VOICE: 'shimmer',
      PROVIDER_BACKOFF_MS: '20',
    },
    { overrides: { writer: new EmbeddedStoryWriter() } },
  );
  baseUrl = await listen(t);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => fake.setOverride(undefined));

describe('narration from an OpenAI-compatible speech API', () => {
  it('records the story with the configured voice and estimated read-along marks', async () => {
    const { client, user } = await signedInParent(t);
    const story = await createCompletedStory(client);
    await setStoryText(t, story.uuid, SHORT_STORY);
    await client.get(`/api/getAudioUrl/${story.uuid}`);
    const done = await waitForNarration(client, story.uuid);
    expect(done.status).toBe('completed');
    const speech = fake.requests.filter((r) => r.path === '/v1/audio/speech');
    expect(speech).toHaveLength(1);
    expect(speech[0]?.body).toMatchObject({
      model: 'tiny-tts',
      voice: 'shimmer',
      response_format: 'mp3',
    });
    const audio = (await fetchFile(client, done.audioUrl as string)).raw.rawPayload;
    expect(looksLikeMp3(audio)).toBe(true);
    const narrative = await client.get<Narrative>(
      `/api/getNarrative?userId=${user.user_uid}&storyId=${story.uuid}`,
    );
    expect(narrative.body.marks).toHaveLength(4);
    expect(narrative.body.marks.at(-1)?.end).toBeCloseTo(mp3DurationSeconds(audio), 1);
  });

  it('gives the credit back when every attempt fails, and starts again on retry', async () => {
    const { client, user } = await signedInParent(t);
    const story = await createCompletedStory(client);
    await setStoryText(t, story.uuid, SHORT_STORY);
    let attempts = 0;
    fake.setOverride((req, res) => {
      if (req.path !== '/v1/audio/speech') return false;
      attempts += 1;
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'The server had an error.' } }));
      return true;
    });
    await client.get(`/api/getAudioUrl/${story.uuid}`);
    const failed = await waitForNarration(client, story.uuid, 60_000);
    expect(failed).toMatchObject({
      status: 'error',
      message: expect.stringMatching(/credit was given back/),
    });
    // Three calls per attempt (a 500 is tried again within the call), and two retries.
    expect(attempts).toBe(9);
    expect((await ledgerRows(t, user.user_uid, 'narration')).map((r) => r.delta)).toEqual([0]);
    expect((await ledgerRows(t, user.user_uid, 'narration_refund')).map((r) => r.delta)).toEqual([
      0,
    ]);
    expect((await client.get('/api/getMediaCosts')).body).toMatchObject({ narration: 0 });
    // Asking again without retry just reports the failure.
    expect((await client.get(`/api/getAudioUrl/${story.uuid}`)).body).toMatchObject({
      status: 'error',
    });
    // The stored reason is said in the reader's language (decision 089); English is as stored.
    const inSpanish = (url: string) =>
      client.request<{ message?: string }>({
        method: 'GET',
        url,
        headers: { 'accept-language': 'es-ES,es;q=0.9' },
      });
    for (const url of [`/api/getAudioUrl/${story.uuid}`, `/api/narrationProgress/${story.uuid}`]) {
      const spanish = (await inSpanish(url)).body.message;
      expect(spanish, url).toMatch(/crédito/);
      expect(spanish, url).not.toMatch(/credit was given back/);
    }

    fake.setOverride(undefined);
    expect((await client.get(`/api/getAudioUrl/${story.uuid}?retry=true`)).body).toEqual({
      status: 'running',
    });
    expect((await waitForNarration(client, story.uuid)).status).toBe('completed');
    expect(await creditsAndLedger(t, user.user_uid)).toEqual({ credits: 12, ledgerSum: 12 });
    expect((await client.get('/api/getMediaCosts')).body).toMatchObject({ narration: 1 });
  });

  it('streams the service’s speech as it arrives; a failed narration’s stream says so, and a retry streams', async () => {
    const { client } = await signedInParent(t);
    const story = await createCompletedStory(client);
    await setStoryText(t, story.uuid, SHORT_STORY);
    fake.setOverride((req, res) => {
      if (req.path !== '/v1/audio/speech') return false;
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'The server had an error.' } }));
      return true;
    });
    await client.get(`/api/getAudioUrl/${story.uuid}`);
    expect((await waitForNarration(client, story.uuid, 60_000)).status).toBe('error');
    const failed = await openStream(baseUrl, client, `/api/narrationStream/${story.uuid}`);
    expect(failed.status).toBe(409);
    expect((await failed.body).toString()).toMatch(/credit was given back/);

    fake.setOverride(undefined);
    await claimAndExpectStreamIsTheFile(
      baseUrl,
      client,
      story.uuid,
      `/api/getAudioUrl/${story.uuid}?retry=true`,
    );
  });

  it('does not retry what cannot succeed (a refused key): one try, refunded at once', async () => {
    // The queue reports a refused key to the operator (asserted below).
    t.allowErrorLogs(
      /^job queue error: The speech service answered 401 Unauthorized: Incorrect API key provided\.$/,
    );
    const { client, user } = await signedInParent(t);
    const story = await createCompletedStory(client);
    await setStoryText(t, story.uuid, SHORT_STORY);
    let attempts = 0;
    fake.setOverride((req, res) => {
      if (req.path !== '/v1/audio/speech') return false;
      attempts += 1;
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'Incorrect API key provided.' } }));
      return true;
    });
    await client.get(`/api/getAudioUrl/${story.uuid}`);
    const failed = await waitForNarration(client, story.uuid, 60_000);
    expect(failed).toMatchObject({ status: 'error' });
    expect(attempts).toBe(1);
    // The free narration is free again; nothing was taken.
    expect(await creditsAndLedger(t, user.user_uid)).toEqual({ credits: 12, ledgerSum: 12 });
    expect((await client.get('/api/getMediaCosts')).body).toMatchObject({ narration: 0 });
    // The operator hears of it; the key is not in what is logged.
    const logged = t.loggedErrors.map((e) => String((e as { err?: Error }).err?.message));
    expect(logged).toEqual([expect.stringMatching(/401 Unauthorized: Incorrect API key/)]);
    expect(logged.join()).not.toContain('sk-test');
  });
});
