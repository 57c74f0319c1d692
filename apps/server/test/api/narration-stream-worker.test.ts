import { afterAll, beforeAll, describe, it } from 'vitest';
import { signedInParent } from '../helpers/factories';
import { claimAndExpectStreamIsTheFile, listen } from '../helpers/narration-stream';
import { createCompletedStory, setStoryText } from '../helpers/stories';
import { createTestApp, type TestApp } from '../helpers/test-app';

const onPostgres = process.env.TEST_DB === 'postgres';

const STORY = Array.from(
  { length: 8 },
  (_, p) =>
    `Paragraph ${p + 1}: the moon climbs over the sleepy hills. Maya and the dragon count the stars. The owls go to bed too.`,
).join('\n\n');

/**
 * docs/decisions/022: a web process (no workers) streams a narration that a separate worker
 * process records, over one PostgreSQL database and one files folder — the stream follows the
 * job's rows, not an in-process event.
 */
describe.runIf(onPostgres)('streaming with a separate worker process', () => {
  let web: TestApp;
  let worker: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    web = await createTestApp({}, { workers: false });
    worker = await createTestApp({}, { reuse: { dataDir: web.dataDir, database: web.database } });
    baseUrl = await listen(web);
  });
  afterAll(async () => {
    await worker.close({ keepData: true });
    await web.close();
  });

  it('the web process streams what the worker records, byte for byte the file', async () => {
    const { client } = await signedInParent(web);
    const story = await createCompletedStory(client, { age: 4 });
    await setStoryText(web, story.uuid, STORY);
    await claimAndExpectStreamIsTheFile(
      baseUrl,
      client,
      story.uuid,
      `/api/getAudioUrl/${story.uuid}`,
    );
  });
});
