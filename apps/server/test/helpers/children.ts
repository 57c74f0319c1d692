import type { Child, ChildInput } from '@sns/contract';
import { asc } from 'drizzle-orm';
import { children } from '../../src/db/children-schema';
import { type IllustrationRequest, type Illustrator } from '../../src/providers/image';
import { type StoryRequest, type StoryWriter } from '../../src/providers/text';
import type { TestClient } from './factories';
import type { TestApp } from './test-app';
import { EmbeddedStoryWriter } from '../../src/providers/text/embedded/embedded-story-writer';
import { EmbeddedIllustrator } from '../../src/providers/image/embedded/embedded-illustrator';

/** A whole, valid profile; tests change one field at a time. */
export const CHILD = {
  name: 'Maya',
  age: 5,
  pronouns: 'she',
  appearance: {
    skinTone: 'brown',
    hairColour: 'black',
    hairStyle: 'coily',
    eyeColour: 'dark-brown',
    glasses: true,
    freckles: false,
  },
  favouriteColour: 'purple',
  favouriteThings: ['dragons', 'the moon'],
} satisfies ChildInput;

/** POST /api/children with CHILD changed by `overrides`. */
export function addChild(client: TestClient, overrides: Record<string, unknown> = {}) {
  return client.post<Child>('/api/children', { ...CHILD, ...overrides });
}

/** Adds a child and returns it, or throws with the answer. */
export async function createdChild(client: TestClient, overrides: Record<string, unknown> = {}) {
  const res = await addChild(client, overrides);
  if (res.status !== 201) throw new Error(`child refused: ${JSON.stringify(res.body)}`);
  return res.body;
}

/** The embedded illustrator, keeping every request it was given. */
export function recordingIllustrator(): Illustrator & { requests: IllustrationRequest[] } {
  const real = new EmbeddedIllustrator();
  const requests: IllustrationRequest[] = [];
  return {
    requests,
    illustrate: (request, options) => {
      requests.push(request);
      return real.illustrate(request, options);
    },
  };
}

/** The embedded writer, keeping every request it was given. */
export function recordingWriter(): StoryWriter & { requests: StoryRequest[] } {
  const real = new EmbeddedStoryWriter();
  const requests: StoryRequest[] = [];
  return {
    requests,
    write: (request, options) => {
      requests.push(request);
      return real.write(request, options);
    },
  };
}

/** Every row of the children table, for "nothing changed" comparisons. */
export function childRows(t: TestApp) {
  return t.ctx.database.db
    .select()
    .from(children)
    .orderBy(asc(children.createdAt), asc(children.id));
}
