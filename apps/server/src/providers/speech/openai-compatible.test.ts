import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  FAKE_SECONDS_PER_CHAR,
  SPEECH_PIECE_DELAY_MS,
  startFakeOpenAiMedia,
} from '../../../test/fakes/openai-media';
import { createNarrator } from '.';
import { id3v2Length, looksLikeMp3, mp3DurationSeconds } from './mp3-frames';
import {
  chunkUnits,
  FIRST_REQUEST_CHARS,
  MAX_INPUT_CHARS,
  OpenAiCompatibleNarrator,
  SpeechServiceError,
} from './openai-compatible';

let fake: Awaited<ReturnType<typeof startFakeOpenAiMedia>>;
beforeAll(async () => {
  fake = await startFakeOpenAiMedia();
});
afterAll(async () => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.setOverride(undefined);
});

const narrator = (apiKey = 'sk-test') =>
  new OpenAiCompatibleNarrator({
    baseUrl: `${fake.baseUrl}/`,
    apiKey,
    model: 'tiny-tts',
    voice: 'alloy',
    backoffMs: 10,
  });

const sentences = [
  // A toddler's pauses (narration-pace.ts): 0.6 s after a sentence, 1.4 s after a paragraph.
  { text: 'Once upon a time, Mia found a sleepy dragon.', pauseAfter: 0.6 },
  { text: 'It yawned.', pauseAfter: 1.4 },
  { text: 'They watched the moon rise over the hills together.', pauseAfter: 0.6 },
];

describe('OpenAiCompatibleNarrator', () => {
  it('is what the factory builds for the openai kind', async () => {
    expect(
      await createNarrator({
        kind: 'openai',
        baseUrl: fake.baseUrl,
        apiKey: 'k',
        model: 'm',
        voice: 'v',
      }),
    ).toBeInstanceOf(OpenAiCompatibleNarrator);
  });

  it('posts the story to {baseUrl}/audio/speech and estimates sentence marks from character counts', async () => {
    const spoken = await narrator().narrate(sentences);
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toMatchObject({
      path: '/v1/audio/speech',
      auth: 'Bearer sk-test',
      body: { model: 'tiny-tts', voice: 'alloy', response_format: 'mp3' },
    });
    const input = fake.requests[0]?.body.input as string;
    // A blank line (a longer pause) after a paragraph only, never after every sentence.
    expect(input).toBe(`${sentences[0]?.text} ${sentences[1]?.text}\n\n${sentences[2]?.text}`);

    expect(spoken.contentType).toBe('audio/mpeg');
    // The fake's ID3 tag is dropped so joined chunks play as one stream.
    expect(id3v2Length(spoken.audio)).toBe(0);
    expect(looksLikeMp3(spoken.audio)).toBe(true);
    expect(spoken.durationSeconds).toBeCloseTo(mp3DurationSeconds(spoken.audio), 5);
    expect(spoken.durationSeconds).toBeGreaterThan(input.length * FAKE_SECONDS_PER_CHAR * 0.95);

    const [first, second, third] = spoken.timings;
    expect(first?.start).toBe(0);
    expect(third?.end).toBeCloseTo(spoken.durationSeconds, 2);
    for (let i = 1; i < spoken.timings.length; i += 1) {
      expect(spoken.timings[i]?.start).toBeCloseTo(spoken.timings[i - 1]?.end ?? -1, 3);
    }
    // Proportional: the short sentence gets a short slot.
    const length = (t: { start: number; end: number } | undefined) => (t ? t.end - t.start : 0);
    expect(length(second) / length(third)).toBeCloseTo(
      sentences[1]!.text.length / sentences[2]!.text.length,
      1,
    );
  });

  it('hands on whole frames as the answer streams in, before it has all arrived', async () => {
    const arrivals: { at: number; bytes: number; marks: number }[] = [];
    const started = performance.now();
    const spoken = await narrator().narrate(sentences, {
      onAudio: (piece) =>
        arrivals.push({
          at: performance.now() - started,
          bytes: piece.audio.length,
          marks: piece.timings.length,
        }),
    });
    const total = performance.now() - started;
    const audio = arrivals.filter((a) => a.bytes > 0);
    expect(audio.length).toBeGreaterThan(3);
    // The first frames came while the fake was still sending (8 pieces, 25 ms apart).
    expect(audio[0]!.at).toBeLessThan(total - 3 * SPEECH_PIECE_DELAY_MS);
    // The marks of a request's sentences come once its answer is complete.
    expect(arrivals.at(-1)).toMatchObject({ bytes: 0, marks: 3 });
    expect(audio.reduce((sum, a) => sum + a.bytes, 0)).toBe(spoken.audio.length);
  });

  it('keeps the first request short, so the first sound comes after a small answer', async () => {
    const long = Array.from({ length: 40 }, (_, i) => ({
      text: `Sentence ${i + 1} tells of the owl and the fox, softly, before sleep.`,
      pauseAfter: 0.15,
    }));
    await narrator().narrate(long);
    expect((fake.requests[0]?.body.input as string).length).toBeLessThanOrEqual(
      FIRST_REQUEST_CHARS,
    );
    expect((fake.requests[1]?.body.input as string).length).toBeGreaterThan(FIRST_REQUEST_CHARS);
  });

  it('splits a long story into requests under the input limit and joins the audio', async () => {
    const long = Array.from({ length: 120 }, (_, i) => ({
      text: `Sentence ${i + 1} tells of the owl, the fox and the moon, softly and slowly, before sleep.`,
      pauseAfter: 0.15,
    }));
    const spoken = await narrator().narrate(long);
    expect(fake.requests.length).toBeGreaterThan(2);
    for (const r of fake.requests)
      expect((r.body.input as string).length).toBeLessThanOrEqual(MAX_INPUT_CHARS);
    expect(fake.requests.map((r) => r.body.input).join(' ')).toBe(
      long.map((s) => s.text).join(' '),
    );
    expect(spoken.timings).toHaveLength(120);
    expect(spoken.durationSeconds).toBeCloseTo(mp3DurationSeconds(spoken.audio), 5);
    expect(spoken.timings.at(-1)?.end).toBeCloseTo(spoken.durationSeconds, 2);
  });

  it('cuts one overlong sentence at spaces and still gives it one mark', async () => {
    const words = Array.from({ length: 1200 }, (_, i) => `word${i}`).join(' ');
    const spoken = await narrator().narrate([
      { text: words, pauseAfter: 0 },
      { text: 'The end.', pauseAfter: 0 },
    ]);
    expect(fake.requests.length).toBeGreaterThanOrEqual(2);
    expect(spoken.timings).toHaveLength(2);
    expect(spoken.timings[1]?.start).toBeGreaterThan(spoken.timings[0]?.start ?? 0);
  });

  it('reports a refused key, a server error and a non-MP3 answer as SpeechServiceErrors', async () => {
    await expect(narrator('sk-wrong').narrate(sentences)).rejects.toMatchObject({
      status: 401,
      retryable: false,
      message: 'The speech service answered 401 Unauthorized: Incorrect API key provided.',
    });
    fake.setOverride((_req, res) => {
      res.writeHead(503, { 'content-type': 'text/plain' });
      res.end('overloaded');
      return true;
    });
    await expect(narrator().narrate(sentences)).rejects.toMatchObject({
      status: 503,
      retryable: true,
    });
    fake.setOverride((_req, res) => {
      res.writeHead(200, { 'content-type': 'audio/mpeg' });
      res.end('<html>surprise</html>');
      return true;
    });
    await expect(narrator().narrate(sentences)).rejects.toBeInstanceOf(SpeechServiceError);
  });
});

describe('how each speech model is asked to read', () => {
  const bedtime = (model: string) =>
    new OpenAiCompatibleNarrator({
      baseUrl: fake.baseUrl,
      apiKey: 'sk-test',
      model,
      voice: 'sage',
    }).narrate(sentences, { wordsPerMinute: 100 });

  it('gpt-4o-mini-tts gets calm bedtime instructions (it ignores speed)', async () => {
    const spoken = await bedtime('gpt-4o-mini-tts');
    expect(fake.requests[0]?.body).toMatchObject({
      model: 'gpt-4o-mini-tts',
      voice: 'sage',
      instructions: expect.stringMatching(/calm, warm and gentle.*Pause/s) as unknown,
    });
    expect(fake.requests[0]?.body).not.toHaveProperty('speed');
    // $0.015 a minute of speech.
    expect(spoken.usage?.costUsd).toBeCloseTo((spoken.durationSeconds / 60) * 0.015, 6);
  });

  it('gpt-4o-mini-tts is told to read a Spanish story in Spanish', async () => {
    await new OpenAiCompatibleNarrator({
      baseUrl: fake.baseUrl,
      apiKey: 'sk-test',
      model: 'gpt-4o-mini-tts',
      voice: 'sage',
    }).narrate(sentences, { wordsPerMinute: 100, language: 'es' });
    expect(fake.requests[0]?.body).toMatchObject({
      instructions: expect.stringMatching(/calm, warm and gentle.*in Spanish/s) as unknown,
    });
  });

  it("tts-1 gets the band's pace as speed (no instructions, which it does not take)", async () => {
    await bedtime('tts-1');
    expect(fake.requests[0]?.body).toMatchObject({ model: 'tts-1', speed: 0.8 });
    expect(fake.requests[0]?.body).not.toHaveProperty('instructions');
  });
});

describe('chunkUnits', () => {
  it('keeps the first chunk under its own, smaller limit', () => {
    const units = ['aaaa', 'bbb', 'cc', 'dddddd', 'e'].map((text) => ({ text }));
    expect(chunkUnits(units, 12, 5).map((c) => c.map((u) => u.text))).toEqual([
      ['aaaa'],
      ['bbb', 'cc'],
      ['dddddd', 'e'],
    ]);
  });

  it('never exceeds the limit and keeps the order', () => {
    const units = ['aaaa', 'bbb', 'cc', 'dddddd', 'e'].map((text) => ({ text }));
    const chunks = chunkUnits(units, 9);
    expect(chunks.map((c) => c.map((u) => u.text))).toEqual([
      ['aaaa', 'bbb'],
      ['cc'],
      ['dddddd', 'e'],
    ]);
  });
});
