import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storyNarrations } from '../../src/db/stories-schema';
import { QUEUES } from '../../src/jobs/queue-names';
import { type Illustrator } from '../../src/providers/image';
import { type Narrator } from '../../src/providers/speech';
import { type StoryWriter } from '../../src/providers/text';
import { filesOf, rowsMentioning } from '../helpers/account-data';
import { startBook } from '../helpers/books';
import { waitUntil } from '../helpers/wait';
import { signedInParent } from '../helpers/factories';
import { createCompletedStory, setStoryText, SHORT_STORY } from '../helpers/stories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { EmbeddedStoryWriter } from '../../src/providers/text/embedded/embedded-story-writer';
import { EmbeddedIllustrator } from '../../src/providers/image/embedded/embedded-illustrator';
import { EmbeddedNarrator } from '../../src/providers/speech/embedded/embedded-narrator';

type Engine = 'writer' | 'illustrator' | 'narrator';

/** Holds every armed call of the engines until opened, counting per engine those that reached it. */
function createGate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  const gate = {
    armed: false,
    waiting: { writer: 0, illustrator: 0, narrator: 0 } as Record<Engine, number>,
    open,
    async pass(engine: Engine) {
      if (!gate.armed) return;
      gate.waiting[engine] += 1;
      await opened;
    },
  };
  return gate;
}

const gate = createGate();

function gatedWriter(): StoryWriter {
  const real = new EmbeddedStoryWriter();
  return { write: async (...args) => (await gate.pass('writer'), real.write(...args)) };
}
function gatedIllustrator(): Illustrator {
  const real = new EmbeddedIllustrator();
  return {
    illustrate: async (...args) => (await gate.pass('illustrator'), real.illustrate(...args)),
  };
}
function gatedNarrator(): Narrator {
  const real = new EmbeddedNarrator({ threads: 1 });
  return {
    voices: real.voices,
    narrate: async (...args) => (await gate.pass('narrator'), real.narrate(...args)),
    close: () => real.close(),
  };
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      overrides: {
        writer: gatedWriter(),
        illustrator: gatedIllustrator(),
        narrator: gatedNarrator(),
      },
    },
  );
});
afterAll(async () => t.close());

describe('jobs in flight when an account is deleted', () => {
  it('story writing, narration and a book that finish afterwards write no row and no file', async () => {
    const { client, user, parent } = await signedInParent(t);
    const userId = user.user_uid;
    const done = await createCompletedStory(client);
    await setStoryText(t, done.uuid, SHORT_STORY);

    gate.armed = true;
    const writing = await client.post<{ workerId: string }>('/api/generateStory', {
      hero: 'Leo',
      age: 6,
      elements: 'a kite, a lighthouse, a whale',
      genre: 'Adventure',
    });
    expect(writing.status).toBe(202);
    expect((await client.get(`/api/getAudioUrl/${done.uuid}`)).status).toBe(200);
    const book = await startBook(client, userId, done.uuid, { useImageAsMainImage: true });
    expect(book.status).toBe(202);
    const [narration] = await t.ctx.database.db
      .select({ jobId: storyNarrations.jobId })
      .from(storyNarrations)
      .where(eq(storyNarrations.storyId, done.uuid));
    // All three jobs are inside an engine call: the story, the narration, the book's pages.
    await waitUntil(async () => Object.values(gate.waiting).every((n) => n > 0));

    const deleted = await client.post(`/api/deleteAccount/${userId}`, {
      confirmation: parent.email,
    });
    expect(deleted.status).toBe(200);
    // The queued sweep of the account's files runs first, so what follows is the jobs' own doing.
    await waitUntil(async () => {
      const res = await t.ctx.database.executeSql(
        `select count(*)::int as n from pgboss.job where name = $1 and state = 'completed'`,
        [QUEUES.purgeAccountFiles],
      );
      return ((res.rows[0] as { n: number } | undefined)?.n ?? 0) > 0;
    });
    gate.open();

    const jobs: [string, string][] = [
      [QUEUES.writeStory, writing.body.workerId],
      [QUEUES.narrateStory, narration?.jobId as string],
      [QUEUES.buildBook, book.body.jobId],
    ];
    await waitUntil(
      async () => {
        const states = await Promise.all(jobs.map(([q, id]) => t.ctx.queue.state(q, id)));
        return states.every((s) => s === 'completed');
      },
      { timeoutMs: 60_000 },
    );

    expect(await rowsMentioning(t, userId)).toEqual({});
    expect(filesOf(t, userId)).toEqual([]);
    expect(t.loggedErrors).toEqual([]);
  });
});
