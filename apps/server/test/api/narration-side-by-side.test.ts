import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmbeddedNarrator } from '../../src/providers/speech/embedded/embedded-narrator';
import type { Narrator } from '../../src/providers/speech';
import { creditsAndLedger, signedInParent } from '../helpers/factories';
import {
  createCompletedStory,
  setStoryText,
  SHORT_STORY,
  waitForNarration,
} from '../helpers/stories';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * The embedded narrator on two threads, noting how many stories it speaks at once: a parent's
 * two narrations must not queue one behind the other (docs/decisions/010).
 */
function countingNarrator() {
  const inner = new EmbeddedNarrator({ threads: 2 });
  let inFlight = 0;
  const seen = { most: 0 };
  const narrator: Narrator = {
    voices: inner.voices,
    async narrate(sentences, options) {
      inFlight += 1;
      seen.most = Math.max(seen.most, inFlight);
      try {
        return await inner.narrate(sentences, options);
      } finally {
        inFlight -= 1;
      }
    },
    close: () => inner.close(),
  };
  return { narrator, seen };
}

const counting = countingNarrator();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    { NARRATION_CONCURRENCY: '2' },
    { overrides: { narrator: counting.narrator } },
  );
});
afterAll(async () => t.close());

describe('two narrations asked together', () => {
  it('are recorded side by side, each charged once', async () => {
    const { client, user } = await signedInParent(t);
    const first = await createCompletedStory(client, { hero: 'Omar', age: 4 });
    const second = await createCompletedStory(client, { hero: 'Kai', age: 4 });
    // Long enough that the first is still being spoken when the second is taken from the queue.
    const long = Array.from({ length: 12 }, () => SHORT_STORY).join('\n\n');
    await setStoryText(t, first.uuid, long);
    await setStoryText(t, second.uuid, long);

    for (const story of [first, second])
      expect((await client.get(`/api/getAudioUrl/${story.uuid}`)).status).toBe(200);
    const done = await Promise.all([first, second].map((s) => waitForNarration(client, s.uuid)));

    expect(done.map((d) => d.status)).toEqual(['completed', 'completed']);
    expect(counting.seen.most).toBe(2);
    // 12 − 1 (second story) − 0 (first narration free) − 1 (second narration).
    expect(await creditsAndLedger(t, user.user_uid)).toEqual({ credits: 10, ledgerSum: 10 });
  });
});
