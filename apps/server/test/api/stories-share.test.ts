import type { SharedStory, Story } from '@sns/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInParent } from '../helpers/factories';
import { fetchFile, setStoryText, SHORT_STORY, waitForNarration } from '../helpers/stories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { waitForStoryPicture } from '../helpers/stories';
import { waitForWorker } from '../helpers/wait';

let t: TestApp;
beforeAll(async () => {
  // The share page is the SPA's index.html with metadata: give the app a minimal build.
  t = await createTestApp();
  const { mkdirSync, writeFileSync } = await import('node:fs');
  mkdirSync(t.config.webDist, { recursive: true });
  writeFileSync(
    `${t.config.webDist}/index.html`,
    '<!doctype html><html><head><title>Starry Night Story</title><meta name="description" content="x" /></head><body><div id="root"></div></body></html>',
  );
});
afterAll(async () => t.close());

async function completedStory(hero = 'Maya', elements = 'a dragon, an umbrella, the moon') {
  const parent = await signedInParent(t);
  const accepted = await parent.client.post<{ workerId: string; storyId: string }>(
    '/api/generateStory',
    { hero, age: 4, elements, genre: 'Fantasy' },
  );
  await waitForWorker(parent.client, accepted.body.workerId);
  // Its picture comes after the words (its own job): the share page shows it.
  await waitForStoryPicture(parent.client, accepted.body.storyId);
  return { ...parent, storyId: accepted.body.storyId };
}

describe('sharing a story', () => {
  it('is private until shared; shared, anyone can read it; unshared, private again', async () => {
    const { client, storyId, user } = await completedStory();
    const visitor = t.client();
    expect((await visitor.get(`/api/getSharedStory/${storyId}`)).status).toBe(404);

    const shared = await client.post<Story>('/api/shareStory', { storyId, shared: true });
    expect(shared.status).toBe(200);
    expect(shared.body.shared).toBe(true);

    const read = await visitor.get<SharedStory>(`/api/getSharedStory/${storyId}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ uuid: storyId, hero: 'Maya', user_uid: user.user_uid });
    expect(read.body.storyText.length).toBeGreaterThan(100);
    // The story's own title, for the page's heading (not in the original specification; og:title
    // below stays as docs/product.md#share-page has it).
    expect(read.body.title).toEqual(expect.any(String));

    const page = await visitor.request<string>({
      method: 'GET',
      url: `/share/${storyId}`,
      headers: { accept: 'text/html' },
    });
    expect(page.status).toBe(200);
    const html = page.body;
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain(
      `<meta property="og:title" content="Maya&#39;s bedtime story with a dragon, an umbrella, the moon" />`,
    );
    expect(html).toContain(
      '<meta property="og:description" content="Starry Night Story - Create your own!" />',
    );
    expect(html).toContain(
      `<meta property="og:url" content="http://localhost:3000/share/${user.user_uid}/${storyId}" />`,
    );
    const ogImage = /property="og:image" content="([^"]+)"/.exec(html)?.[1];
    expect(ogImage).toBeTruthy();
    const image = await visitor.get(new URL(ogImage as string).pathname);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\//);

    const redirect = await visitor.get(`/share/${user.user_uid}/${storyId}`);
    expect(redirect.status).toBe(301);
    expect(redirect.headers.location).toBe(`/share/${storyId}`);

    await client.post('/api/shareStory', { storyId, shared: false });
    expect((await visitor.get(`/api/getSharedStory/${storyId}`)).status).toBe(404);
    expect((await visitor.get(new URL(ogImage as string).pathname)).status).toBe(404);
    const privatePage = await visitor.request<string>({
      method: 'GET',
      url: `/share/${storyId}`,
      headers: { accept: 'text/html' },
    });
    expect(privatePage.body).not.toContain('og:title');
  });

  it('ends every link the share page gave once the story is unshared (issue 31)', async () => {
    const { client, storyId } = await completedStory();
    await setStoryText(t, storyId, SHORT_STORY);
    await client.get(`/api/getAudioUrl/${storyId}`);
    expect((await waitForNarration(client, storyId)).status).toBe('completed');
    await client.post('/api/shareStory', { storyId, shared: true });

    const visitor = t.client();
    const read = await visitor.get<SharedStory>(`/api/getSharedStory/${storyId}`);
    const page = await visitor.request<string>({
      method: 'GET',
      url: `/share/${storyId}`,
      headers: { accept: 'text/html' },
    });
    const ogImage = /property="og:image" content="([^"]+)"/.exec(page.body)?.[1];
    const links = [read.body.image, read.body.audioUrl, ogImage];
    expect(links).toEqual([expect.any(String), expect.any(String), expect.any(String)]);
    for (const link of links as string[]) {
      // No signed file link: those answer until they expire, whatever the parent decided.
      expect(link).not.toMatch(/\/files\/|[?&]s=/);
      const res = await fetchFile(visitor, link);
      expect(res.status, link).toBe(200);
      // A browser or a shared cache keeps it for a minute at most.
      const maxAge = Number(/max-age=(\d+)/.exec(String(res.headers['cache-control']))?.[1]);
      expect(maxAge, link).toBeLessThanOrEqual(60);
    }
    // The narration still seeks (byte ranges) through its share link.
    const part = await visitor.request({
      method: 'GET',
      url:
        new URL(read.body.audioUrl as string).pathname +
        new URL(read.body.audioUrl as string).search,
      headers: { range: 'bytes=0-99' },
    });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toMatch(/^bytes 0-99\//);

    await client.post('/api/shareStory', { storyId, shared: false });
    for (const link of links as string[]) {
      expect((await fetchFile(visitor, link)).status, link).toBe(404);
    }

    // Shared again, the same links work again: nothing but `shared` decides.
    await client.post('/api/shareStory', { storyId, shared: true });
    for (const link of links as string[]) {
      expect((await fetchFile(visitor, link)).status, link).toBe(200);
    }
  });

  it("keeps the page whole whatever the hero is called ($', $` and $& included)", async () => {
    const builtIndex =
      '<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="UTF-8" />\n    <meta name="description" content="Personalised bedtime stories">\n    <title>Starry Night Story</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n';
    const { writeFileSync } = await import('node:fs');
    writeFileSync(`${t.config.webDist}/index.html`, builtIndex);
    const { client, storyId } = await completedStory(
      "Ma$'ya $` $&",
      "a $' kite, a $& boat, $$ stars",
    );
    await client.post('/api/shareStory', { storyId, shared: true });
    const page = await t.client().request<string>({
      method: 'GET',
      url: `/share/${storyId}`,
      headers: { accept: 'text/html' },
    });
    const html = page.body;
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<head>/g)).toHaveLength(1);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html).toContain(
      '<meta name="description" content="Starry Night Story - Create your own!" />',
    );
    expect(html).toContain('<title>Ma$&#39;ya $` $&#38;&#39;s bedtime story');
    expect(html.indexOf('<div id="root">')).toBeGreaterThan(html.indexOf('</head>'));
  });

  it('only the owner can share, and bad input is refused', async () => {
    const { storyId } = await completedStory();
    const other = await signedInParent(t, { firstName: 'Eve' });
    expect((await other.client.post('/api/shareStory', { storyId, shared: true })).status).toBe(
      404,
    );
    expect((await other.client.post('/api/shareStory', { storyId, shared: 'yes' })).status).toBe(
      400,
    );
    expect(
      (await other.client.post('/api/shareStory', { storyId: 'nope', shared: true })).status,
    ).toBe(400);
    expect((await t.client().get(`/api/getSharedStory/${storyId}`)).status).toBe(404);
    expect((await t.client().get('/api/getSharedStory/not-a-uuid')).status).toBe(400);
  });
});
