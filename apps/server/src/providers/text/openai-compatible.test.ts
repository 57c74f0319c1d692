import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createStoryWriter } from '.';
import { type StoryRequest } from './types';
import {
  buildStoryMessages,
  OpenAiCompatibleStoryWriter,
  StoryWriterError,
} from './openai-compatible';

const FILLER = Array.from(
  { length: 5 },
  () =>
    'The night was soft and still, the grass whispered in the gentle breeze, and every little star seemed to smile as they went slowly along.',
).join(' ');

const STORY = [
  'Title: Mia and the Moonlit Dragon',
  '',
  'Once upon a time, a girl called Mia found a dragon sitting beside a purple balloon under the moon.',
  '',
  'The dragon was afraid of the dark, so Mia held its claw and told it about the stars, one by one, until it smiled.',
  '',
  'They floated home together, the balloon bobbing softly, and Mia learned that it is always worth being kind to others.',
  '',
  'Soon Mia was tucked up in bed, warm and sleepy, dreaming of dragons and moonlight. Goodnight, Mia.',
]
  // A story of the length asked at age 5 (350–600 words): each paragraph told at bedtime length.
  .map((line) =>
    line && !line.startsWith('Title') && !line.startsWith('Soon') ? `${line} ${FILLER}` : line,
  )
  .join('\n');

const request: StoryRequest = {
  hero: 'Mia',
  age: 5,
  elements: ['dragon', 'a purple balloon', 'the moon'],
  genre: 'Fantasy',
  plotTwist: 'the dragon is afraid of the dark',
  lifeLesson: 'be kind to others',
  seed: 7,
};

type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;

/** A real HTTP server on 127.0.0.1 that speaks the chat-completions SSE protocol; each test sets its behaviour. */
let server: Server;
let baseUrl: string;
let handler: Handler;
let received: { url?: string; auth?: string; body?: Record<string, unknown> };

const sse = (res: ServerResponse, events: string[], delayMs = 0): void => {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  let i = 0;
  const next = (): void => {
    if (res.destroyed) return;
    if (i >= events.length) {
      res.end();
      return;
    }
    res.write(events[i++]);
    setTimeout(next, delayMs);
  };
  next();
};

const delta = (content: string, finish: string | null = null): string =>
  `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content }, finish_reason: finish }] })}\n\n`;

/** The story cut into small pieces, as a model streams it. */
const streamed = (text: string, size = 40): string[] => {
  const events = [
    `data: ${JSON.stringify({ choices: [{ index: 0, delta: { role: 'assistant' }, finish_reason: null }] })}\n\n`,
    ': keep-alive\n\n',
  ];
  for (let i = 0; i < text.length; i += size) events.push(delta(text.slice(i, i + size)));
  events.push(delta('', 'stop'), 'data: [DONE]\n\n');
  return events;
};

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received = {
        url: req.url,
        auth: req.headers.authorization,
        body: JSON.parse(body || '{}') as Record<string, unknown>,
      };
      handler(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  received = {};
  handler = (_req, res) => sse(res, streamed(STORY));
});

const writer = (extra: { timeoutMs?: number } = {}) =>
  new OpenAiCompatibleStoryWriter({
    baseUrl: `${baseUrl}/`,
    apiKey: 'sk-test',
    model: 'tiny-story-model',
    backoffMs: 10,
    ...extra,
  });

describe('OpenAiCompatibleStoryWriter', () => {
  it('gives the model the plan: what each element is and does, a twist and a lesson only when asked', () => {
    const prompt = (extra: Partial<StoryRequest>) =>
      buildStoryMessages({
        hero: 'Maya and Leo',
        age: 6,
        elements: ['a stuffed bunny called Pip', "her grandmother's greenhouse", 'a magic key'],
        genre: 'Fantasy',
        seed: 1,
        cast: [
          { name: 'Maya', pronouns: 'she' },
          { name: 'Leo', pronouns: 'he' },
        ],
        ...extra,
      })[1]?.content ?? '';
    const plain = prompt({});
    expect(plain).toContain('The hero is called "Maya".');
    // The embedded writer's understanding and plan (docs/decisions/036).
    expect(plain).toContain('"a stuffed bunny called Pip": the hero’s own toy or pet called Pip');
    expect(plain).toContain(
      '"her grandmother\'s greenhouse": a place, greenhouse: the story happens here.',
    );
    expect(plain).toContain('"a magic key": a thing, key (magic); used for what it is (open).');
    expect(plain).toContain(
      "Setting: most of the middle and the climax happen at her grandmother's greenhouse",
    );
    expect(plain).toContain('are joint heroes: both are in the title, both act and speak');
    expect(plain).toContain('Do not add a plot twist.');
    expect(plain).toContain('Do not state a moral or a life lesson.');
    const asked = prompt({ plotTwist: 'the key was a bird', lifeLesson: 'be patient' });
    expect(asked).toContain('foreshadowed earlier');
    expect(asked).toContain('"be patient"');
    expect(asked).not.toContain('Do not');
  });

  it('is what the factory builds for the openai kind', async () => {
    expect(
      await createStoryWriter({ kind: 'openai', baseUrl, apiKey: 'k', model: 'm' }),
    ).toBeInstanceOf(OpenAiCompatibleStoryWriter);
  });

  it('streams a story from POST {baseUrl}/chat/completions and parses title and paragraphs', async () => {
    const story = await writer().write(request);
    expect(received.url).toBe('/v1/chat/completions');
    expect(received.auth).toBe('Bearer sk-test');
    expect(received.body).toMatchObject({ model: 'tiny-story-model', stream: true });
    const prompt = JSON.stringify(received.body?.messages);
    for (const detail of [
      'Mia',
      'dragon',
      'a purple balloon',
      'the moon',
      'afraid of the dark',
      'be kind to others',
      'Fantasy',
      '400 to 650 words',
    ]) {
      expect(prompt).toContain(detail);
    }
    expect(story.title).toBe('Mia and the Moonlit Dragon');
    expect(story.text.split('\n\n')).toHaveLength(4);
    expect(story.text.startsWith('Once upon a time')).toBe(true);
  });

  it('hands the illustrator a scene per paragraph, read from the text when the model gives none', async () => {
    const story = await writer().write(request);
    const scenes = story.scenes ?? [];
    expect(scenes).toHaveLength(4);
    expect(scenes.map((scene) => scene.passage)).toEqual([0, 1, 2, 3]);
    const shown = new Set(scenes.flatMap((scene) => scene.elements));
    for (const element of request.elements) expect(shown).toContain(element);
    expect(scenes.every((scene) => scene.present[0] === 'Mia')).toBe(true);
    expect(scenes.at(-1)).toMatchObject({ timeOfDay: 'night', mood: 'cosy' });
  });

  it('asks for scene notes and the children in the same call, and lays the notes over the scenes', async () => {
    const notes = [
      '',
      'Scenes:',
      '1 | a moonlit hill | night | mysterious | Mia, Sam, a dragon',
      '2 | the dragon’s cave | night | calm | Mia, Sam',
      '3 | the sky over the hill | night | joyful | Mia, Sam, the dragon',
      '4 | Mia’s bedroom | night | cosy | Mia, Sam',
    ].join('\n');
    handler = (_req, res) => sse(res, streamed(STORY + notes));
    const story = await writer().write({
      ...request,
      cast: [
        { name: 'Mia', pronouns: 'she' },
        { name: 'Sam', pronouns: 'they' },
      ],
    });
    const prompt = JSON.stringify(received.body?.messages);
    expect(prompt).toContain('Scenes:');
    expect(prompt).toContain('\\"Sam\\" (they/them)');
    expect(story.text).not.toMatch(/Scenes|\|/);
    expect(story.text.split('\n\n')).toHaveLength(4);
    expect(story.scenes?.map((scene) => scene.place)).toEqual([
      'a moonlit hill',
      'the dragon’s cave',
      'the sky over the hill',
      'Mia’s bedroom',
    ]);
    expect(story.scenes?.[0]?.present).toEqual(['Mia', 'Sam', 'a dragon']);
    expect(story.scenes?.[2]?.mood).toBe('joyful');
    const shown = new Set(story.scenes?.flatMap((scene) => scene.elements));
    for (const element of request.elements) expect(shown).toContain(element);
  });

  it('keeps the scenes read from the text when the notes miscount the paragraphs, and a grey page gloomy', async () => {
    const grey = STORY.replace(
      'The dragon was afraid of the dark',
      'Everything had turned a dull, dusty grey, and the dragon was afraid of the dark',
    );
    const miscounted =
      '\n\nScenes:\n1 | a castle | day | joyful | Mia\n2 | a castle | day | joyful | Mia';
    handler = (_req, res) => sse(res, streamed(grey + miscounted));
    const story = await writer().write(request);
    expect(story.text).not.toContain('Scenes');
    expect(story.scenes?.map((scene) => scene.place)).not.toContain('a castle');
    expect(story.scenes?.[1]?.mood).toBe('gloomy');

    const allJoyful = [1, 2, 3, 4].map((n) => `${n} | a castle | day | joyful | Mia`).join('\n');
    handler = (_req, res) => sse(res, streamed(`${grey}\n\nScenes:\n${allJoyful}`));
    const noted = await writer().write(request);
    expect(noted.scenes?.map((scene) => scene.mood)).toEqual([
      'joyful',
      'gloomy',
      'joyful',
      'joyful',
    ]);
  });

  it('reports rising progress as text arrives, estimated from the length expected for the age', async () => {
    handler = (_req, res) => sse(res, streamed(STORY, 25), 2);
    const progress: number[] = [];
    await writer().write(request, { onProgress: (fraction) => progress.push(fraction) });
    expect(progress.length).toBeGreaterThan(5);
    expect(progress.at(-1)).toBe(1);
    expect(progress.slice(0, -1).every((f) => f > 0 && f <= 0.95)).toBe(true);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
    // Never done before the story is checked.
    expect(progress.at(-2)).toBeLessThanOrEqual(0.95);
  });

  it('stops reading when the signal is aborted mid-stream', async () => {
    handler = (_req, res) => sse(res, streamed(STORY, 10), 20);
    const controller = new AbortController();
    const writing = writer().write(request, {
      signal: controller.signal,
      onProgress: (fraction) => {
        if (fraction > 0) controller.abort();
      },
    });
    await expect(writing).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('gives up with a clear, retryable error when the service is too slow', async () => {
    handler = (_req, res) => sse(res, streamed(STORY, 10), 200);
    const error = await writer({ timeoutMs: 100 })
      .write(request)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StoryWriterError);
    expect(error).toMatchObject({
      retryable: true,
      message: expect.stringMatching(/took too long/) as unknown,
    });
  });

  it.each([
    [
      401,
      { error: { message: 'Incorrect API key provided.', type: 'invalid_request_error' } },
      /answered 401 Unauthorized: Incorrect API key provided\./,
      false,
    ],
    [
      429,
      { error: { message: 'Rate limit reached' } },
      /answered 429 Too Many Requests: Rate limit reached\./,
      true,
    ],
    [503, 'upstream overloaded', /answered 503 Service Unavailable: upstream overloaded\./, true],
  ])('turns HTTP %i into a clear error', async (status, body, message, retryable) => {
    handler = (_req, res) => {
      res.writeHead(status, {
        'content-type': typeof body === 'string' ? 'text/plain' : 'application/json',
      });
      res.end(typeof body === 'string' ? body : JSON.stringify(body));
    };
    const error = await writer()
      .write(request)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StoryWriterError);
    expect(error).toMatchObject({
      status,
      retryable,
      message: expect.stringMatching(message) as unknown,
    });
  });

  it('reports a service that cannot be reached', async () => {
    const offline = new OpenAiCompatibleStoryWriter({
      baseUrl: 'http://127.0.0.1:9/v1',
      apiKey: 'k',
      model: 'm',
    });
    await expect(offline.write(request)).rejects.toThrow(
      /Could not reach the story service at http:\/\/127\.0\.0\.1:9/,
    );
  });

  it('rejects chunks it cannot read or that report an error', async () => {
    handler = (_req, res) => sse(res, [delta('Title: x\n\n'), 'data: {not json}\n\n']);
    await expect(writer().write(request)).rejects.toThrow(/could not read/);
    handler = (_req, res) => sse(res, [`data: ${JSON.stringify({ choices: 'nope' })}\n\n`]);
    await expect(writer().write(request)).rejects.toThrow(/unexpected shape/);
    handler = (_req, res) =>
      sse(res, [
        delta('Once'),
        `data: ${JSON.stringify({ error: { message: 'model crashed' } })}\n\n`,
      ]);
    await expect(writer().write(request)).rejects.toThrow(/reported an error: model crashed/);
  });

  it('refuses a story cut short or too short to be a story', async () => {
    handler = (_req, res) => sse(res, [delta(STORY.slice(0, 300), 'length'), 'data: [DONE]\n\n']);
    await expect(writer().write(request)).rejects.toThrow(/stopped before the story was finished/);
    handler = (_req, res) => sse(res, streamed("I'm sorry, I can't help with that."));
    await expect(writer().write(request)).rejects.toThrow(/incomplete story \(\d+ words/);
  });

  it('accepts a server that ignores streaming and answers with one JSON completion', async () => {
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          choices: [
            { index: 0, message: { role: 'assistant', content: STORY }, finish_reason: 'stop' },
          ],
        }),
      );
    };
    const story = await writer().write(request);
    expect(story.title).toBe('Mia and the Moonlit Dragon');
  });

  it('handles CRLF line endings, events split across packets and a story without a title line', async () => {
    const untitled = STORY.split('\n').slice(2).join('\n');
    const wire = streamed(untitled, 30).join('').replace(/\n/g, '\r\n');
    handler = (_req, res) => sse(res, wire.match(/[\s\S]{1,17}/g) ?? [], 1);
    const story = await writer().write(request);
    expect(story.title).toBe("Mia's Bedtime Story");
    expect(story.text).toContain('dreaming of dragons and moonlight');
  });
});
