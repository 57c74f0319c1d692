import type { Story, WorkerStatus } from '@sns/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { providerCosts } from '../../src/db/provider-costs-schema';
import { stories } from '../../src/db/stories-schema';
import {
  failWriteStoryJob,
  runWriteStoryJob,
  STORY_REFUSED_MESSAGE,
  STORY_UNAVAILABLE_MESSAGE,
  STORY_UNSAFE_MESSAGE,
} from '../../src/modules/stories/write-story-job';
import { goodStory, storyContent, storySaying } from '../fakes/openai-chat';
import { startFakeOpenAiMedia } from '../fakes/openai-media';
import { creditsOf, signedInParent, type TestClient } from '../helpers/factories';
import { waitForNarration, waitForStoryPicture } from '../helpers/stories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { waitForWorker } from '../helpers/wait';

/**
 * The real-model path against a fake OpenAI server that misbehaves on purpose (issue 30): each
 * test is one row of what a parent used to get, and what they get now.
 */

let fake: Awaited<ReturnType<typeof startFakeOpenAiMedia>>;
let t: TestApp;

/** Permanent failures are logged at error level by the queue (an operator must hear of them). */
const EXPECTED_ERRORS = [/story service|twice wrote a story/];

beforeAll(async () => {
  fake = await startFakeOpenAiMedia();
  t = await createTestApp(
    {
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: fake.baseUrl,
      MODERATION: 'on',
      PROVIDER_BACKOFF_MS: '50',
    },
    { expectErrorLogs: EXPECTED_ERRORS },
  );
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  fake.resetChat();
  fake.setOverride(undefined);
  fake.requests.length = 0;
});

const REQUEST = {
  hero: 'Maya',
  age: 5,
  elements: 'a dragon, an umbrella, the moon',
  genre: 'Fantasy',
};

async function askForStory(client: TestClient, body: Record<string, unknown> = {}) {
  const accepted = await client.post<{ workerId: string; storyId: string }>('/api/generateStory', {
    ...REQUEST,
    ...body,
  });
  expect(accepted.status).toBe(202);
  const status = await waitForWorker(client, accepted.body.workerId, 40_000);
  // A written story's picture comes after it: waited for, so no test sees another's picture.
  const story =
    status.status === 'completed'
      ? await waitForStoryPicture(client, accepted.body.storyId)
      : (await client.get<Story>(`/api/getStory/${accepted.body.storyId}`)).body;
  return { status, story, storyId: accepted.body.storyId };
}

/** A second story costs 1 credit (the first is free): used to see a charge and its refund. */
async function parentWithFreeStoryUsed() {
  const parent = await signedInParent(t);
  await askForStory(parent.client);
  expect(await creditsOf(t, parent.user.user_uid)).toEqual({ balance: 12, ledgerSum: 12 });
  fake.resetChat();
  fake.requests.length = 0;
  return parent;
}

const imageRequests = () => fake.requests.filter((r) => r.path.startsWith('/v1/images'));
const chatPrompt = (i: number) =>
  JSON.stringify((fake.chatRequests()[i]?.body.messages as unknown[]) ?? []);

describe('nothing unchecked reaches a child', () => {
  it('a violent story is written again more strictly, and refunded with its own message if it stays violent', async () => {
    const { client, user } = await parentWithFreeStoryUsed();
    const violent = storySaying('Blood splashed on the grass and the old knight lay dead.');
    fake.scriptChat({ kind: 'story', text: violent }, { kind: 'story', text: violent });
    const { status, story } = await askForStory(client);
    expect(status).toMatchObject({ status: 'error', message: STORY_UNSAFE_MESSAGE });
    expect(story.storyText).toBeNull();
    expect(fake.chatRequests()).toHaveLength(2);
    expect(chatPrompt(1)).toContain('will be checked');
    // Nothing of it went into a picture prompt, and the credit came back.
    expect(imageRequests()).toHaveLength(0);
    expect(await creditsOf(t, user.user_uid)).toEqual({ balance: 12, ledgerSum: 12 });
  });

  it('a story the moderation service flags is rewritten; the clean rewrite is shown', async () => {
    const { client } = await parentWithFreeStoryUsed();
    // "hurt" is not in our own word list: only the moderation service catches it here.
    fake.scriptChat({
      kind: 'story',
      text: storySaying('The knight was badly hurt in the fight.'),
    });
    const { status, story } = await askForStory(client);
    expect(status.status).toBe('completed');
    expect(story.storyText).not.toMatch(/hurt/);
    expect(fake.requests.filter((r) => r.path === '/v1/moderations').length).toBeGreaterThan(1);
  });

  it('a story sending the child to a website to type a password is never shown', async () => {
    const { client } = await parentWithFreeStoryUsed();
    fake.scriptChat({
      kind: 'story',
      text: storySaying(
        "Then the dragon said: go to www.starry-prizes.com and type in your mum's password to win a prize.",
      ),
    });
    const { status, story } = await askForStory(client);
    expect(status.status).toBe('completed');
    expect(story.storyText).not.toMatch(/password|www\.|\.com/);
    expect(fake.chatRequests()).toHaveLength(2);
  });

  it('sends a per-parent safety_identifier that is not the parent id', async () => {
    const first = await signedInParent(t);
    const second = await signedInParent(t);
    await askForStory(first.client);
    await askForStory(second.client);
    await askForStory(first.client);
    const ids = fake.chatRequests().map((r) => r.body.safety_identifier as string);
    expect(ids).toHaveLength(3);
    expect(ids[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(ids[0]).toBe(ids[2]);
    expect(ids[0]).not.toBe(ids[1]);
    expect(ids[0]).not.toContain(first.user.user_uid.replace(/-/g, '').slice(0, 12));
  });
});

describe('complete answers only', () => {
  it('a stream cut mid-way and a finish_reason "error" are not stories: the third answer is', async () => {
    const { client } = await parentWithFreeStoryUsed();
    fake.scriptChat({ kind: 'cut', fraction: 0.3 }, { kind: 'story', finish: 'error' });
    const { status, story } = await askForStory(client);
    expect(status.status).toBe('completed');
    expect(fake.chatRequests()).toHaveLength(3);
    expect(story.storyText!.split(/\s+/).length).toBeGreaterThanOrEqual(350);
  });

  it('a 135-word story for a five-year-old (asked 350–600) is refused, and refunded if it never gets longer', async () => {
    const { client, user } = await parentWithFreeStoryUsed();
    const short = (asked: Parameters<typeof goodStory>[0]) => {
      const words =
        `${asked.hero} found ${asked.elements.join(' and ')} under the moon and smiled. `.repeat(9);
      return storyContent(asked, { title: 'Short', paragraphs: [words.trim()] });
    };
    fake.scriptChat(
      { kind: 'story', text: short },
      { kind: 'story', text: short },
      { kind: 'story', text: short },
    );
    const { status } = await askForStory(client);
    expect(status.status).toBe('error');
    expect(fake.chatRequests()).toHaveLength(3);
    expect(await creditsOf(t, user.user_uid)).toEqual({ balance: 12, ledgerSum: 12 });
  });

  it('asks gpt-4o-mini for the JSON schema, a token limit and the usage, and records the cost', async () => {
    const { client } = await signedInParent(t);
    const { story, storyId } = await askForStory(client);
    const body = fake.chatRequests()[0]!.body;
    expect(body).toMatchObject({
      model: 'gpt-4o-mini',
      stream: true,
      stream_options: { include_usage: true },
      max_completion_tokens: 1900, // 650 words for a 6-year-old (age-band.ts), 2 tokens a word, 600 for the notes
      response_format: {
        type: 'json_schema',
        json_schema: { name: 'bedtime_story', strict: true },
      },
    });
    expect(story.title).toBe('Maya and the Quiet Stars');
    const pictured = await waitForStoryPicture(client, storyId);
    expect(pictured.image).not.toBeNull();
    const costs = await t.ctx.database.db
      .select()
      .from(providerCosts)
      .where(eq(providerCosts.storyId, storyId));
    const byKind = Object.fromEntries(costs.map((c) => [c.kind, c]));
    expect(byKind.story).toMatchObject({ model: 'gpt-4o-mini', inputTokens: 700 });
    expect(byKind.story?.requestId).toMatch(/^req_fake_chat_/);
    expect(byKind.story?.costUsd).toBeGreaterThan(0);
    // A medium 1024² gpt-image-1 picture: 1056 output tokens at $40 a million, 120 text in at $5.
    expect(byKind.picture).toMatchObject({ model: 'gpt-image-1', outputTokens: 1056 });
    expect(byKind.picture?.costUsd).toBeCloseTo(0.04284, 5);
    expect(imageRequests().at(-1)?.body).toMatchObject({ quality: 'medium', size: '1024x1024' });
  });
});

describe('the story first, its picture second', () => {
  it('a 500 on the first picture keeps the written story: one story call, the picture retried, then painted here', async () => {
    const { client, user } = await parentWithFreeStoryUsed();
    fake.setOverride((req, res) => {
      if (!req.path.startsWith('/v1/images')) return false;
      res.writeHead(500, { 'content-type': 'application/json', 'x-request-id': 'req_img_500' });
      res.end(JSON.stringify({ error: { message: 'The server had an error' } }));
      return true;
    });
    const accepted = await client.post<{ workerId: string; storyId: string }>(
      '/api/generateStory',
      REQUEST,
    );
    const { storyId } = accepted.body;
    expect((await waitForWorker(client, accepted.body.workerId, 40_000)).status).toBe('completed');
    // The words are shown at once; the page shows a painting placeholder and asks again.
    const shown = (await client.get<Story>(`/api/getStory/${storyId}`)).body;
    expect(shown).toMatchObject({ status: 'completed', image: null, picturePending: true });
    expect(shown.storyText).toContain('Maya');
    const pictured = await waitForStoryPicture(client, storyId);
    expect(pictured).not.toHaveProperty('picturePending');
    expect(pictured.image).not.toBeNull();
    expect(fake.chatRequests()).toHaveLength(1);
    expect(imageRequests().length).toBeGreaterThanOrEqual(3);
    expect(await creditsOf(t, user.user_uid)).toEqual({ balance: 11, ledgerSum: 11 });
    // Every failed call was logged with the provider's request id, its status and the time taken.
    expect(t.loggedWarnings).toContainEqual(
      expect.objectContaining({
        service: 'picture',
        status: 500,
        requestId: 'req_img_500',
        ms: expect.any(Number),
      }),
    );
  });
});

describe('failures a parent can act on', () => {
  it('waits as long as Retry-After says on a 429', async () => {
    const { client } = await parentWithFreeStoryUsed();
    fake.scriptChat({
      kind: 'status',
      status: 429,
      headers: { 'retry-after': '2' },
      body: {
        error: { message: 'Rate limit reached', type: 'requests', code: 'rate_limit_exceeded' },
      },
    });
    const times: number[] = [];
    fake.setOverride((req) => {
      if (req.path === '/v1/chat/completions') times.push(Date.now());
      return false;
    });
    const { status } = await askForStory(client);
    expect(status.status).toBe('completed');
    expect(times).toHaveLength(2);
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(1950);
  });

  it.each([
    [
      'insufficient_quota (429)',
      {
        kind: 'status' as const,
        status: 429,
        body: {
          error: {
            message: 'You exceeded your current quota',
            type: 'insufficient_quota',
            code: 'insufficient_quota',
          },
        },
      },
      STORY_UNAVAILABLE_MESSAGE,
    ],
    [
      'a refusal',
      { kind: 'refusal' as const, refusal: "I'm sorry, I can't help with that." },
      STORY_REFUSED_MESSAGE,
    ],
    ['content_filter', { kind: 'story' as const, finish: 'content_filter' }, STORY_REFUSED_MESSAGE],
    [
      'moderation_blocked (400)',
      {
        kind: 'status' as const,
        status: 400,
        body: {
          error: {
            message: 'Your request was rejected by the safety system',
            code: 'moderation_blocked',
          },
        },
      },
      STORY_REFUSED_MESSAGE,
    ],
  ])('%s is final at once, with its own message, and refunded', async (_name, answer, message) => {
    const { client, user } = await parentWithFreeStoryUsed();
    fake.scriptChat(answer);
    const { status } = await askForStory(client);
    expect(status).toMatchObject({ status: 'error', message });
    expect(fake.chatRequests()).toHaveLength(1);
    expect(await creditsOf(t, user.user_uid)).toEqual({ balance: 12, ledgerSum: 12 });
  });
});

describe("a failed story's reason in the reader's language (decision 089)", () => {
  it('is stored once and shown in the language of each request: Spanish, English unchanged', async () => {
    const { client } = await parentWithFreeStoryUsed();
    fake.scriptChat({ kind: 'refusal', refusal: "I'm sorry, I can't help with that." });
    const { status, storyId } = await askForStory(client, { language: 'es' });
    expect(status).toMatchObject({ status: 'error', message: STORY_REFUSED_MESSAGE });
    const [row] = await t.ctx.database.db.select().from(stories).where(eq(stories.id, storyId));
    expect(row?.errorMessage).toBe(STORY_REFUSED_MESSAGE);
    const ask = (language: string) =>
      client.request<WorkerStatus>({
        method: 'GET',
        url: `/api/workerStatus/${row?.jobId}`,
        headers: { 'accept-language': language },
      });
    expect((await ask('es-ES,es;q=0.9')).body.message).toBe(
      'No hemos podido escribir un cuento con estos datos: prueba con otras palabras. Te hemos devuelto el crédito.',
    );
    expect((await ask('en-US')).body.message).toBe(STORY_REFUSED_MESSAGE);
  });
});

describe('the plain-text path (a model without structured outputs)', () => {
  let text: TestApp;
  beforeAll(async () => {
    text = await createTestApp(
      {
        OPENAI_API_KEY: 'sk-test',
        OPENAI_BASE_URL: fake.baseUrl,
        STORY_MODEL: 'llama3.1',
        PROVIDER_BACKOFF_MS: '50',
      },
      { expectErrorLogs: EXPECTED_ERRORS },
    );
  });
  afterAll(async () => text.close());

  async function storyFrom(content: (asked: Parameters<typeof goodStory>[0]) => string) {
    const { client } = await signedInParent(text);
    fake.requests.length = 0;
    fake.scriptChat({ kind: 'content', content });
    const accepted = await client.post<{ workerId: string; storyId: string }>(
      '/api/generateStory',
      REQUEST,
    );
    const status = await waitForWorker(client, accepted.body.workerId, 40_000);
    const story = await waitForStoryPicture(client, accepted.body.storyId);
    return { status, story };
  }

  it('asks for text with max_tokens and no JSON schema', async () => {
    await storyFrom((asked) => storyContent(asked));
    const body = fake.chatRequests()[0]!.body;
    expect(body).toMatchObject({ model: 'llama3.1', max_tokens: 1900 });
    expect(body).not.toHaveProperty('response_format');
    expect(body).not.toHaveProperty('safety_identifier');
  });

  it('reads JSON sent instead of the asked text as the story, with its title', async () => {
    const { status, story } = await storyFrom((asked) => storyContent({ ...asked, json: true }));
    expect(status.status).toBe('completed');
    expect(story.title).toBe('Maya and the Quiet Stars');
    expect(story.storyText).not.toMatch(/[{}"]|paragraphs/);
  });

  it('drops "Sure! Here is…" before the title and keeps the title', async () => {
    const { story } = await storyFrom(
      (asked) =>
        `Sure! Here is a bedtime story for Maya:\n\n${storyContent(asked)}\n\nI hope you enjoy it!`,
    );
    expect(story.title).toBe('Maya and the Quiet Stars');
    expect(story.storyText).not.toMatch(/Sure|Here is|hope you enjoy/);
  });

  it('refuses a story with its plan written out, and shows the next one', async () => {
    const { status, story } = await storyFrom((asked) => {
      const good = goodStory(asked);
      return `Title: ${good.title}\n\nPlan: a goal, an obstacle, a climax.\n\n${good.paragraphs.join('\n\n')}`;
    });
    expect(status.status).toBe('completed');
    expect(fake.chatRequests()).toHaveLength(2);
    expect(story.storyText).not.toMatch(/Plan:/);
  });
});

describe('a job never runs twice at once', () => {
  let slow: TestApp;
  beforeAll(async () => {
    slow = await createTestApp(
      {
        OPENAI_API_KEY: 'sk-test',
        OPENAI_BASE_URL: fake.baseUrl,
        STORY_JOB_EXPIRE_SECONDS: '3',
        JOB_MAINTENANCE_SECONDS: '1',
        PROVIDER_BACKOFF_MS: '50',
      },
      { expectErrorLogs: EXPECTED_ERRORS },
    );
  });
  afterAll(async () => slow.close());

  it('a story call hanging past the job expiry is abandoned before the retry calls again', async () => {
    const { client, user } = await signedInParent(slow);
    const first = await client.post<{ workerId: string; storyId: string }>(
      '/api/generateStory',
      REQUEST,
    );
    await waitForWorker(client, first.body.workerId, 40_000);
    fake.resetChat();
    fake.scriptChat({ kind: 'hang', ms: 8_000 });
    const accepted = await client.post<{ workerId: string; storyId: string }>(
      '/api/generateStory',
      REQUEST,
    );
    const status: WorkerStatus = await waitForWorker(client, accepted.body.workerId, 40_000);
    expect(status.status).toBe('completed');
    expect(fake.chat.mostAtOnce).toBe(1);
    expect(fake.chat.aborted).toBeGreaterThanOrEqual(1);
    // Charged once, never refunded: the story was delivered.
    expect(await creditsOf(slow, user.user_uid)).toEqual({ balance: 11, ledgerSum: 11 });
  }, 60_000);
});

describe('a story is completed only while it is still running', () => {
  let quiet: TestApp;
  beforeAll(async () => {
    quiet = await createTestApp(
      { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: fake.baseUrl, PROVIDER_BACKOFF_MS: '50' },
      { workers: false },
    );
  });
  afterAll(async () => quiet.close());

  it('a story refunded while its writer still runs stays refunded: never completed, never free', async () => {
    const { client, user } = await signedInParent(quiet);
    const free = await client.post<{ storyId: string }>('/api/generateStory', REQUEST);
    await quiet.ctx.database.db
      .update(stories)
      .set({ status: 'completed' })
      .where(eq(stories.id, free.body.storyId));
    const accepted = await client.post<{ storyId: string }>('/api/generateStory', REQUEST);
    expect(await creditsOf(quiet, user.user_uid)).toEqual({ balance: 11, ledgerSum: 11 });
    fake.scriptChat({ kind: 'hang', ms: 1500 });
    const job = { storyId: accepted.body.storyId };
    const writing = runWriteStoryJob(quiet.ctx, job);
    await new Promise((r) => setTimeout(r, 500));
    // Taken for dead (a crash, an expiry) and refunded while the writer was still at work.
    await failWriteStoryJob(quiet.ctx, job);
    await writing;
    const [row] = await quiet.ctx.database.db
      .select()
      .from(stories)
      .where(eq(stories.id, accepted.body.storyId));
    expect(row).toMatchObject({ status: 'error', storyText: null });
    expect(await creditsOf(quiet, user.user_uid)).toEqual({ balance: 12, ledgerSum: 12 });
  });
});

describe('a chat-only server (no images, no speech)', () => {
  let chatOnly: Awaited<ReturnType<typeof startFakeOpenAiMedia>>;
  const apps: TestApp[] = [];
  beforeAll(async () => {
    chatOnly = await startFakeOpenAiMedia({ chatOnly: true });
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await chatOnly.close();
  });

  async function storyOn(env: Record<string, string>) {
    const app = await createTestApp(
      { STORY_MODEL: 'qwen2.5-7b-instruct', PROVIDER_BACKOFF_MS: '50', ...env },
      { expectErrorLogs: [/picture service/] },
    );
    apps.push(app);
    const { client } = await signedInParent(app);
    const accepted = await client.post<{ workerId: string; storyId: string }>(
      '/api/generateStory',
      REQUEST,
    );
    expect((await waitForWorker(client, accepted.body.workerId, 40_000)).status).toBe('completed');
    const story = await waitForStoryPicture(client, accepted.body.storyId);
    expect(story.image).not.toBeNull();
    return { client, story };
  }

  it('stories complete with embedded pictures and narration (STORY_* only: the rest stays embedded)', async () => {
    const { client, story } = await storyOn({
      STORY_API_KEY: 'sk-test',
      STORY_BASE_URL: chatOnly.baseUrl,
    });
    const narration = await waitForNarration(client, story.uuid);
    expect(narration.status).toBe('completed');
    expect(chatOnly.requests.map((r) => r.path)).toEqual(
      expect.arrayContaining(['/v1/chat/completions']),
    );
    expect(chatOnly.requests.some((r) => !r.path.startsWith('/v1/chat'))).toBe(false);
  });

  it('with OPENAI_* pointing at it, the picture that cannot be painted there is painted here', async () => {
    await storyOn({
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: chatOnly.baseUrl,
      TTS_PROVIDER: 'embedded',
    });
    expect(chatOnly.requests.some((r) => r.path === '/v1/images/generations')).toBe(true);
  });
});
