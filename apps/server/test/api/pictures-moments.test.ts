import type { Story } from '@sns/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stories } from '../../src/db/stories-schema';
import { timeScenes } from '../../src/providers/scene/moment-time';
import { describeScene } from '../../src/modules/stories/picture-description';
import { recordingIllustrator } from '../helpers/children';
import { creditsOf, setCredits, signedInParent } from '../helpers/factories';
import { createCompletedStory, STORY_REQUEST } from '../helpers/stories';
import { createTestApp, type TestApp } from '../helpers/test-app';

const illustrator = recordingIllustrator();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { overrides: { illustrator } });
});
afterAll(async () => t.close());

describe('pictures show moments of the story', () => {
  it('each new picture draws another passage; once every moment has one, no charge and a 409', async () => {
    const parent = await signedInParent(t);
    const { client } = parent;
    await setCredits(t, parent.user.user_uid, 50);
    const story = await createCompletedStory(client, {
      ...STORY_REQUEST,
      hero: 'Amara',
      elements: 'the seaside, a stuffed bunny, her grandmother',
    });
    const [row] = await t.ctx.database.db
      .select({ scenes: stories.scenes, storyText: stories.storyText })
      .from(stories)
      .where(eq(stories.id, story.uuid));
    // Each moment is painted at the time of day its own words give (docs/decisions/085), which
    // may be later than the writer's.
    const scenes = timeScenes(row?.scenes ?? [], row?.storyText ?? '');
    expect(scenes.length).toBeGreaterThan(2);
    // The story's own picture was painted from one of its moments.
    const first = illustrator.requests.find((r) => r.hero === 'Amara');
    expect(scenes).toContainEqual(first?.scene);

    const drawn = new Set([first?.scene?.passage]);
    for (;;) {
      const before = await creditsOf(t, parent.user.user_uid);
      const res = await client.post<Story & { message?: string }>('/api/generateNewImage', {
        storyId: story.uuid,
      });
      if (res.status === 409) {
        expect(res.body.message).toMatch(/Every moment of this story already has its own picture/);
        expect(await creditsOf(t, parent.user.user_uid)).toEqual(before);
        break;
      }
      expect(res.status).toBe(200);
      const passage = illustrator.requests.at(-1)?.scene?.passage;
      expect(passage).toBeDefined();
      // Never a moment already drawn.
      expect(drawn.has(passage)).toBe(false);
      drawn.add(passage);
      expect(drawn.size).toBeLessThanOrEqual(scenes.length);
    }
    expect(drawn.size).toBeGreaterThan(1);
  });
});

describe('a picture’s alt text says what it shows', () => {
  it('from the moment painted: the child, what they wear, where, and with whom; it follows a new picture, and the share page has it', async () => {
    const parent = await signedInParent(t);
    const { client } = parent;
    await setCredits(t, parent.user.user_uid, 10);
    const story = await createCompletedStory(client, {
      ...STORY_REQUEST,
      hero: 'Ife',
      elements: 'yellow wellies, the duck pond, a goose called Colonel',
    });
    const painted = illustrator.requests.find((r) => r.hero === 'Ife')?.scene;
    expect(painted).toBeDefined();
    expect(story.imageAlt).toBe(describeScene(painted!, { hero: 'Ife' }));
    expect(story.imageAlt).toMatch(/^Ife\b/);
    expect(story.imageAlt).not.toMatch(/story picture/);
    // The parent's words: her wellies are yellow, and she wears them.
    if (painted!.elements.includes('yellow wellies')) {
      expect(story.imageAlt).toContain('in yellow wellies');
    }

    const next = await client.post<Story>('/api/generateNewImage', { storyId: story.uuid });
    expect(next.status).toBe(200);
    const repainted = illustrator.requests.at(-1)?.scene;
    const reread = await client.get<Story>(`/api/getStory/${story.uuid}`);
    expect(reread.body.imageAlt).toBe(describeScene(repainted!, { hero: 'Ife' }));

    expect(
      (await client.post('/api/shareStory', { storyId: story.uuid, shared: true })).status,
    ).toBe(200);
    const shared = await client.get<{ imageAlt?: string }>(`/api/getSharedStory/${story.uuid}`);
    expect(shared.body.imageAlt).toBe(reread.body.imageAlt);
  });
});
