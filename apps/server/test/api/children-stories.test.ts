import { randomInt, randomUUID } from 'node:crypto';
import { splitIntoPassages, type Story } from '@sns/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stories } from '../../src/db/stories-schema';
import { derivedCastMember } from '../../src/modules/children/derived-cast';
import type { CastMember } from '../../src/providers/scene/scene';
import { everything } from '../helpers/account-data';
import { startBook, waitForBook } from '../helpers/books';
import { CHILD, createdChild, recordingIllustrator, recordingWriter } from '../helpers/children';
import { signedInParent, type TestClient } from '../helpers/factories';
import { createCompletedStory, setStoryText, SHORT_STORY, STORY_REQUEST } from '../helpers/stories';
import { createTestApp, type TestApp } from '../helpers/test-app';

const illustrator = recordingIllustrator();
const writer = recordingWriter();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { overrides: { illustrator, writer } });
});
afterAll(async () => t.close());

/**
 * A name part unique to this run that can never spell a word the story check refuses: random
 * hex once made "Pip fa9…" — read as a slur — and the story was rightly refused. No vowels, no
 * digits (which read as letters), none of the letters such words need.
 */
function wordlessTag(): string {
  const letters = 'bhjlmpqrvwz';
  return Array.from({ length: 5 }, () => letters[randomInt(letters.length)]).join('');
}

/** The stored cast and profile ids of a story. */
async function castRow(storyId: string) {
  const [row] = await t.ctx.database.db
    .select({ cast: stories.cast, childIds: stories.childIds })
    .from(stories)
    .where(eq(stories.id, storyId));
  return row;
}

/** The requests the engines got for one story, told apart by its seed-independent hero text. */
const picturesOf = (hero: string) => illustrator.requests.filter((r) => r.hero === hero);
const writingsOf = (hero: string) => writer.requests.filter((r) => r.hero === hero);

async function write(client: TestClient, body: Record<string, unknown>) {
  return createCompletedStory(client, body);
}

describe('generateStory with childIds: the story draws the chosen children', () => {
  it('stores the cast in the order chosen and hands it to the writer and the illustrator', async () => {
    const { client } = await signedInParent(t);
    const maya = await createdChild(client);
    const leo = await createdChild(client, {
      name: 'Leo',
      pronouns: 'he',
      appearance: { ...CHILD.appearance, skinTone: 'fair', hairStyle: 'short', glasses: false },
      favouriteColour: 'green',
    });
    const castOf = (c: typeof maya): CastMember => ({
      name: c.name,
      pronouns: c.pronouns,
      appearance: c.appearance,
      favouriteColour: c.favouriteColour,
    });

    // The hero as typed may differ from the first child's name: it stays what the parent typed.
    const story = await write(client, { hero: 'Captain Leo', childIds: [leo.id, maya.id] });
    expect(story.hero).toBe('Captain Leo');
    expect(await castRow(story.uuid)).toEqual({
      cast: [castOf(leo), castOf(maya)],
      childIds: [leo.id, maya.id],
    });
    expect(writingsOf('Captain Leo').map((r) => r.cast)).toEqual([
      [
        { name: 'Leo', pronouns: 'he' },
        { name: 'Maya', pronouns: 'she' },
      ],
    ]);
    expect(picturesOf('Captain Leo').map((r) => r.cast)).toEqual([[castOf(leo), castOf(maya)]]);

    // A new picture of the story draws the same children, even after a profile changes…
    await client.request({
      method: 'PUT',
      url: `/api/children/${leo.id}`,
      payload: { ...CHILD, name: 'Leo', appearance: { ...CHILD.appearance, hairStyle: 'buns' } },
    });
    expect((await client.post('/api/generateNewImage', { storyId: story.uuid })).status).toBe(200);
    // …or is deleted.
    await client.request({ method: 'DELETE', url: `/api/children/${maya.id}` });
    expect((await client.post('/api/generateNewImage', { storyId: story.uuid })).status).toBe(200);
    const pictures = picturesOf('Captain Leo');
    expect(pictures).toHaveLength(3);
    for (const picture of pictures) expect(picture.cast).toEqual([castOf(leo), castOf(maya)]);

    // The next story draws the profile as it is now.
    const next = await write(client, { hero: 'Leo', childIds: [leo.id] });
    expect((await castRow(next.uuid))?.cast?.[0]?.appearance.hairStyle).toBe('buns');
  });

  it('draws every page of a book from the story’s cast', { timeout: 90_000 }, async () => {
    const { client, user } = await signedInParent(t);
    const maya = await createdChild(client, { name: 'Juniper' });
    const story = await write(client, { hero: 'Juniper', childIds: [maya.id] });
    await setStoryText(t, story.uuid, SHORT_STORY);
    const cast = (await castRow(story.uuid))?.cast;

    expect((await startBook(client, user.user_uid, story.uuid)).status).toBe(202);
    expect((await waitForBook(client, story.uuid)).final.status).toBe('completed');
    const pages = picturesOf('Juniper').filter((r) => r.references);
    // Each page's picture, and the cover's full-bleed scene (docs/decisions/040).
    expect(pages).toHaveLength(splitIntoPassages(SHORT_STORY).length + 1);
    for (const page of pages) expect(page.cast).toEqual(cast);
  });

  it('refuses another parent’s child, or one deleted, with a 400; nothing is taken or queued', async () => {
    const me = await signedInParent(t);
    const other = await signedInParent(t);
    const mine = await createdChild(me.client);
    const theirs = await createdChild(other.client, { name: 'Ada' });
    const gone = await createdChild(me.client, { name: 'Gone' });
    await me.client.request({ method: 'DELETE', url: `/api/children/${gone.id}` });
    const before = await everything(t);

    for (const childIds of [[theirs.id], [mine.id, theirs.id], [gone.id], [randomUUID()]]) {
      const res = await me.client.post('/api/generateStory', { ...STORY_REQUEST, childIds });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        errors: [{ msg: 'Please choose one of your own children', path: 'childIds' }],
      });
    }
    // The contract's own limits: at most three, each once, real ids.
    const bad: [unknown, string][] = [
      [[], 'childIds: Please choose a child'],
      [[mine.id, mine.id], 'childIds: Each child can be chosen once'],
      [
        [randomUUID(), randomUUID(), randomUUID(), randomUUID()],
        'childIds: At most three children in one story',
      ],
      [['maya'], 'childIds.0: Invalid child'],
    ];
    for (const [childIds, msg] of bad) {
      const res = await me.client.post<{ errors: { msg: string }[] }>('/api/generateStory', {
        ...STORY_REQUEST,
        childIds,
      });
      expect(res.status).toBe(400);
      expect(res.body.errors.map((e) => e.msg)).toContain(msg);
    }
    expect(await everything(t)).toEqual(before);
  });
});

describe('generateStory with only a hero (as originally specified): a look derived from the parent and the name', () => {
  it('draws the same child for the same name every time, and another for another name', async () => {
    const { client, user } = await signedInParent(t);
    const hero = `Pip ${wordlessTag()}`;
    const first = await write(client, { hero });
    const again = await write(client, { hero: ` ${hero.toUpperCase()} `, genre: 'Comedy' });
    const other = await write(client, { hero: `${hero}pa` });

    const expected = derivedCastMember(user.user_uid, hero);
    expect(await castRow(first.uuid)).toEqual({ cast: [expected], childIds: null });
    expect((await castRow(again.uuid))?.cast?.[0]?.appearance).toEqual(expected.appearance);
    expect((await castRow(other.uuid))?.cast?.[0]?.appearance).not.toEqual(expected.appearance);
    expect(picturesOf(hero).map((r) => r.cast)).toEqual([[expected]]);
    // Written as before: a derived look carries no pronouns for the writer.
    expect(writingsOf(hero).map((r) => r.cast)).toEqual([undefined]);

    // Another parent's "Pip" may be someone else entirely: the look is the parent's own.
    const stranger = await signedInParent(t);
    const theirs = await write(stranger.client, { hero });
    expect((await castRow(theirs.uuid))?.cast).toEqual([
      derivedCastMember(stranger.user.user_uid, hero),
    ]);
  });

  it('draws a story from before child profiles (no cast stored) as its name says', async () => {
    const { client, user } = await signedInParent(t);
    const story: Story = await write(client, { hero: 'Old Timer' });
    await t.ctx.database.db
      .update(stories)
      .set({ cast: null, childIds: null })
      .where(eq(stories.id, story.uuid));
    expect((await client.post('/api/generateNewImage', { storyId: story.uuid })).status).toBe(200);
    expect(picturesOf('Old Timer').at(-1)?.cast).toEqual([
      derivedCastMember(user.user_uid, 'Old Timer'),
    ]);
  });
});

describe('deleting a child', () => {
  it('keeps the stories written for them, unchanged', async () => {
    const { client, user } = await signedInParent(t);
    const maya = await createdChild(client);
    const story = await write(client, { childIds: [maya.id] });
    const storyRow = () =>
      t.ctx.database.executeSql('select to_jsonb(s) as row from stories s where id = $1', [
        story.uuid,
      ]);
    const before = await storyRow();

    const res = await client.request({ method: 'DELETE', url: `/api/children/${maya.id}` });
    expect(res.status).toBe(204);
    expect((await client.get(`/api/getStory/${story.uuid}`)).body).toEqual(story);
    const stories = await client.get<Story[]>(`/api/getUserStories/${user.user_uid}`);
    expect(stories.body.map((s) => s.uuid)).toEqual([story.uuid]);
    // Not a column of it changed: its cast, and the id of the profile it was written for, stay.
    expect((await storyRow()).rows).toEqual(before.rows);
  });
});
