import type { Story, WorkerStatus } from '@sns/contract';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNSAFE_STORY_MESSAGE } from '../../src/modules/stories/write-story-job';
import type { StoryWriter } from '../../src/providers/text';
import { EmbeddedStoryWriter } from '../../src/providers/text/embedded/embedded-story-writer';
import { startBook } from '../helpers/books';
import { addChild } from '../helpers/children';
import { creditsOf, signedInParent } from '../helpers/factories';
import { storyToRecord, voicesUrl } from '../helpers/recordings';
import { ledgerRows, STORY_REQUEST } from '../helpers/stories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { waitForWorker } from '../helpers/wait';

/** The disguises the review of issue 31 got through, as it sent them. */
const ISSUE_DISGUISES = [
  'k i l l',
  'k.i.l.l',
  'k-i-l-l',
  '&#107;ill',
  'kıll',
  'ᴋɪʟʟ',
  'bloodbath',
  'gunfire',
  'murderous',
];
/** Names and words that merely contain a listed word. */
const INNOCENT = ['Skillet', 'Scunthorpe', 'Skillful', 'Killian', 'a killer whale', 'assassin bug'];

/**
 * A writer that writes as the embedded one does, then — as a model might — puts `unsafe` into the
 * title and the text, on its first `unsafeAttempts` attempts (every attempt when undefined).
 */
const embedded = new EmbeddedStoryWriter();
let unsafe: { title?: string; text?: string; attempts?: number } = {};
let attempts = 0;
const copyingWriter: StoryWriter = {
  write: async (request, options) => {
    const story = await embedded.write(request, options);
    attempts += 1;
    if (unsafe.attempts !== undefined && attempts > unsafe.attempts) return story;
    return {
      ...story,
      title: unsafe.title ? `${request.hero} and the ${unsafe.title}` : story.title,
      text: unsafe.text ? `${story.text}\n\nThen came the ${unsafe.text}.` : story.text,
    };
  },
};

let t: TestApp;
beforeAll(async () => {
  // A story whose every attempt fails the word check ends its job in error, as it should.
  t = await createTestApp(
    {},
    { overrides: { writer: copyingWriter }, expectErrorLogs: [/not fit for a child/] },
  );
});
afterAll(async () => t.close());

let startingCredits: Awaited<ReturnType<typeof creditsOf>>;

async function writeWith(writes: typeof unsafe, body: Record<string, unknown> = {}) {
  unsafe = writes;
  attempts = 0;
  const parent = await signedInParent(t);
  startingCredits = await creditsOf(t, parent.user.user_uid);
  const accepted = await parent.client.post<{ workerId: string; storyId: string }>(
    '/api/generateStory',
    { ...STORY_REQUEST, ...body },
  );
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(202);
  const ended: WorkerStatus = await waitForWorker(parent.client, accepted.body.workerId);
  const story = await parent.client.get<Story>(`/api/getStory/${accepted.body.storyId}`);
  return { ...parent, ended, story: story.body, attempts };
}

describe('the word check on what a parent types', () => {
  it.each(ISSUE_DISGUISES.map((word, i) => [word, i] as const))(
    'refuses %j in a story request, and charges nothing',
    async (word, i) => {
      const { client, user } = await signedInParent(t);
      const before = await creditsOf(t, user.user_uid);
      // Each disguise in another field: hero, an element, the twist or the lesson.
      const fields = [
        { hero: word },
        { elements: `a ${word}, a kite, the moon` },
        { plotTwist: `the ${word} was real` },
        { lifeLesson: `${word} is fine` },
      ];
      const res = await client.post('/api/generateStory', {
        ...STORY_REQUEST,
        ...fields[i % fields.length],
      });
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain(
        "Please remove words that aren't suitable for a children's story:",
      );
      expect(await creditsOf(t, user.user_uid)).toEqual(before);
      expect(await ledgerRows(t, user.user_uid, 'story')).toEqual([]);
    },
  );

  it.each(INNOCENT)('accepts %j', async (word) => {
    const { client } = await signedInParent(t);
    unsafe = {};
    const res = await client.post('/api/generateStory', {
      ...STORY_REQUEST,
      hero: word.startsWith('a ') ? 'Maya' : word,
      elements: word.startsWith('a ') ? `${word}, a kite, the moon` : STORY_REQUEST.elements,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
  });

  it('refuses it in a child profile, naming the field', async () => {
    const { client } = await signedInParent(t);
    const name = await addChild(client, { name: 'ᴋɪʟʟ' });
    expect(name.status).toBe(400);
    expect(name.body).toMatchObject({ errors: [expect.objectContaining({ path: 'name' })] });
    const things = await addChild(client, { favouriteThings: ['dragons', 'k.i.l.l'] });
    expect(things.status).toBe(400);
    expect(things.body).toMatchObject({
      errors: [expect.objectContaining({ path: 'favouriteThings' })],
    });
    expect((await client.get<unknown[]>('/api/children')).body).toEqual([]);
    expect((await addChild(client, { name: 'Killian' })).status).toBe(201);
  });

  it('refuses it in a voice name ("Read by …" is what the child sees)', async () => {
    const { client } = await signedInParent(t);
    unsafe = {};
    const story = await storyToRecord(t, client);
    const voice = await client.post(voicesUrl(story.uuid), { name: 'Granny &#107;ill' });
    expect(voice.status).toBe(400);
    expect(voice.body).toMatchObject({ errors: [expect.objectContaining({ path: 'name' })] });
    const invite = await client.post(`/api/stories/${story.uuid}/voiceInvites`, {
      name: 'k-i-l-l-e-r',
      expiresInDays: 7,
    });
    expect(invite.status).toBe(400);
    expect((await client.get<unknown[]>(voicesUrl(story.uuid))).body).toMatchObject({
      voices: [],
    });
  });

  it("refuses it in a book's dedication and a printed book's gift message", async () => {
    const { client, user } = await signedInParent(t);
    const book = await startBook(client, user.user_uid, randomUUID(), {
      fields: { dedication: 'For Tom, with bloodbath' },
    });
    expect(book.status).toBe(400);
    expect(book.body).toMatchObject({ errors: [expect.objectContaining({ path: 'dedication' })] });
    const merged = await client.post('/api/mergePDFsForPrinting', {
      bookIds: [randomUUID()],
      giftMessage: 'Happy birthday, ｍｕｒｄｅｒｏｕｓ one',
    });
    expect(merged.status).toBe(400);
    expect(merged.body).toMatchObject({
      errors: [expect.objectContaining({ path: 'giftMessage' })],
    });
  });
});

describe('the same check on what the writer wrote', () => {
  it.each(ISSUE_DISGUISES)(
    'never keeps a story with %j in it: it ends in error and the credit comes back',
    async (word) => {
      const { ended, story, user, attempts: tries } = await writeWith({ title: word, text: word });
      expect(ended.status).toBe('error');
      expect(ended.message).toBe(UNSAFE_STORY_MESSAGE);
      expect(story.storyText).toBeNull();
      expect(story.title).toBeNull();
      // Written three times, each with its own seed, before giving up.
      expect(tries).toBe(3);
      const rows = await ledgerRows(t, user.user_uid, 'story');
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.reduce((sum, r) => sum + r.delta, 0)).toBe(0);
      expect(await creditsOf(t, user.user_uid)).toEqual(startingCredits);
    },
  );

  it('checks the title alone too ("Tom and the Bloodbath")', async () => {
    const { ended } = await writeWith({ title: 'Bloodbath' }, { hero: 'Tom' });
    expect(ended.status).toBe('error');
  });

  it('keeps the next attempt when only the first came out unsafe', async () => {
    const { ended, story, attempts: tries } = await writeWith({ text: 'gunfire', attempts: 1 });
    expect(ended.status).toBe('completed');
    expect(tries).toBe(2);
    expect(story.storyText).not.toMatch(/gunfire/i);
  });

  it('keeps stories with names that merely contain a listed word', async () => {
    const { ended, story } = await writeWith({ title: 'Skillet', text: 'Scunthorpe skillful' });
    expect(ended.status).toBe('completed');
    expect(story.title).toContain('Skillet');
  });
});
