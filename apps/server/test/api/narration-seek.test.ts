import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseByteRange } from '../../src/http/files-route';
import { looksLikeMp3 } from '../../src/providers/speech/mp3-frames';
import { newClient, signedInParent, type TestClient } from '../helpers/factories';
import {
  createCompletedStory,
  setStoryText,
  SHORT_STORY,
  waitForNarration,
} from '../helpers/stories';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

function getRange(client: TestClient, url: string, range?: string) {
  const u = new URL(url);
  return client.request({
    method: 'GET',
    url: `${u.pathname}${u.search}`,
    headers: range ? { range } : {},
  });
}

describe('seeking in a narration (byte ranges of a stored file)', () => {
  it('answers a range with 206 and exactly those bytes, so a player can seek; anything else whole or 416', async () => {
    const { client } = await signedInParent(t);
    const story = await createCompletedStory(client, { age: 2 });
    await setStoryText(t, story.uuid, SHORT_STORY);
    await client.get(`/api/getAudioUrl/${story.uuid}`);
    const done = await waitForNarration(client, story.uuid);
    expect(done.status).toBe('completed');
    // No session needed, as for an <audio> element on the share page.
    const visitor = newClient(t);
    const url = done.audioUrl as string;

    const whole = await getRange(visitor, url);
    expect(whole.status).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const mp3 = whole.raw.rawPayload;
    expect(looksLikeMp3(mp3)).toBe(true);
    const size = mp3.length;

    const head = await getRange(visitor, url, 'bytes=0-99');
    expect(head.status).toBe(206);
    expect(head.headers['content-range']).toBe(`bytes 0-99/${size}`);
    expect(head.headers['content-type']).toBe('audio/mpeg');
    expect(head.raw.rawPayload.equals(mp3.subarray(0, 100))).toBe(true);

    const middle = Math.floor(size / 2);
    const rest = await getRange(visitor, url, `bytes=${middle}-`);
    expect(rest.status).toBe(206);
    expect(rest.headers['content-range']).toBe(`bytes ${middle}-${size - 1}/${size}`);
    expect(rest.raw.rawPayload.equals(mp3.subarray(middle))).toBe(true);

    const tail = await getRange(visitor, url, 'bytes=-50');
    expect(tail.status).toBe(206);
    expect(tail.raw.rawPayload.equals(mp3.subarray(size - 50))).toBe(true);

    const past = await getRange(visitor, url, `bytes=${size}-`);
    expect(past.status).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${size}`);

    for (const ignored of ['bytes=0-1,5-6', 'bytes=abc', 'items=0-5', 'bytes=9-3']) {
      const res = await getRange(visitor, url, ignored);
      expect(res.status, ignored).toBe(200);
      expect(res.raw.rawPayload.length, ignored).toBe(size);
    }

    // A range never gets past the signature.
    const unsigned = new URL(url);
    unsigned.searchParams.set('s', 'x');
    expect((await getRange(visitor, unsigned.href, 'bytes=0-99')).status).toBe(403);
  });
});

describe('parseByteRange', () => {
  it('reads one range, a suffix or an open end, clamped to the file', () => {
    expect(parseByteRange('bytes=0-0', 10)).toEqual({ start: 0, end: 0 });
    expect(parseByteRange('bytes=2-100', 10)).toEqual({ start: 2, end: 9 });
    expect(parseByteRange('bytes=-100', 10)).toEqual({ start: 0, end: 9 });
    expect(parseByteRange('bytes=-0', 10)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=0-', 0)).toBe('unsatisfiable');
    expect(parseByteRange(undefined, 10)).toBeUndefined();
    expect(parseByteRange('bytes=-', 10)).toBeUndefined();
  });
});
