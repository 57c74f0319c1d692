import { randomUUID } from 'node:crypto';
import { randomBytes } from 'node:crypto';
import type { SuggestLookResponse } from '@sns/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { derivedCastMember } from '../../src/modules/children/derived-cast';
import {
  newClient,
  signedInParent,
  storedFiles,
  unacceptableImages,
  type TestClient,
} from '../helpers/factories';
import { CHILD, createdChild } from '../helpers/children';
import { createCompletedStory } from '../helpers/stories';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** A portrait as the PDF page sends it: 512² PNG, hair across the top, a face in the middle. */
async function portrait(skin: string, hair: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512">
    <rect width="512" height="512" fill="#9fc9f0"/>
    <ellipse cx="256" cy="150" rx="190" ry="140" fill="${hair}"/>
    <ellipse cx="256" cy="270" rx="130" ry="150" fill="${skin}"/>
    <circle cx="210" cy="250" r="10" fill="#222"/><circle cx="302" cy="250" r="10" fill="#222"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

function suggest(
  client: TestClient,
  image: { name: string; type: string; data: Buffer } | undefined,
  fields: Record<string, string> = {},
  options: { csrf?: boolean } = {},
) {
  const boundary = `----sns${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  if (image)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${image.name}"\r\n` +
          `Content-Type: ${image.type}\r\n\r\n`,
      ),
      image.data,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return client.request<SuggestLookResponse & { errors?: { msg: string; path?: string }[] }>({
    method: 'POST',
    url: '/api/books/suggestLook',
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    csrf: options.csrf ?? true,
  });
}

const png = (data: Buffer) => ({ name: 'child.png', type: 'image/png', data });

describe('POST /api/books/suggestLook', () => {
  it("samples skin and hair from the photo and takes the rest from the story's hero; stores nothing", async () => {
    const { client, user } = await signedInParent(t);
    const story = await createCompletedStory(client);
    const files = storedFiles(t);

    const dark = await suggest(client, png(await portrait('#8d5a3b', '#1f1714')), {
      storyId: story.uuid,
    });
    expect(dark.status).toBe(200);
    const own = derivedCastMember(user.user_uid, story.hero).appearance;
    expect(dark.body).toEqual({
      appearance: { ...own, skinTone: 'brown', hairColour: 'black' },
      sampled: ['skinTone', 'hairColour'],
      fromProfile: false,
      photo: { skinTone: 'brown', hairColour: 'black' },
    });

    const light = await suggest(client, png(await portrait('#f3c9a8', '#e6c46e')));
    expect(light.status).toBe(200);
    expect(light.body.appearance).toMatchObject({ skinTone: 'fair', hairColour: 'blonde' });
    // A JPEG of any size works too: it is decoded and re-encoded first
    // (docs/decisions/d9-uploaded-images.md).
    const jpeg = await sharp(await portrait('#cf9a70', '#8e3b22'))
      .resize(1200, 1200)
      .jpeg()
      .toBuffer();
    const medium = await suggest(client, { name: 'c.jpg', type: 'image/jpeg', data: jpeg });
    expect(medium.body.appearance).toMatchObject({ skinTone: 'medium', hairColour: 'auburn' });

    expect(storedFiles(t)).toEqual(files);
  });

  it("keeps a child profile's saved look and only offers the photo's colours (issue 28)", async () => {
    const { client } = await signedInParent(t);
    const saved = { ...CHILD.appearance, skinTone: 'deep', hairColour: 'black' } as const;
    const child = await createdChild(client, { appearance: saved });
    const story = await createCompletedStory(client, { hero: 'Maya', childIds: [child.id] });
    // The photo's lighting reads a lighter skin and brown hair than the profile's.
    const res = await suggest(client, png(await portrait('#8d5a3b', '#6a4a2a')), {
      storyId: story.uuid,
    });
    expect(res.status).toBe(200);
    expect(res.body.appearance).toEqual(saved);
    expect(res.body.fromProfile).toBe(true);
    expect(res.body.sampled).toEqual([]);
    expect(res.body.photo.skinTone).toBe('brown');
    expect(res.body.photo.skinTone).not.toBe(saved.skinTone);
  });

  it('refuses bad photos, bad and foreign stories, a missing CSRF token and a signed-out caller', async () => {
    const owner = await signedInParent(t);
    const { client } = await signedInParent(t);
    const theirs = await createCompletedStory(owner.client);
    const files = storedFiles(t);
    const good = png(await portrait('#8d5a3b', '#1f1714'));

    for (const c of (await unacceptableImages()).slice(0, 4)) {
      const res = await suggest(client, c);
      expect(res.status, c.name).toBe(c.status);
    }
    expect((await suggest(client, undefined)).status).toBe(400);
    const bad = await suggest(client, good, { storyId: 'nope' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.[0]).toMatchObject({ path: 'storyId' });
    expect((await suggest(client, good, { storyId: randomUUID() })).status).toBe(404);
    expect((await suggest(client, good, { storyId: theirs.uuid })).status).toBe(404);
    expect((await suggest(client, good, {}, { csrf: false })).status).toBe(403);
    expect((await suggest(newClient(t), good)).status).toBe(401);
    const json = await client.post('/api/books/suggestLook', { image: 'x' });
    expect(json.status).toBe(400);
    expect(storedFiles(t)).toEqual(files);
  });
});
