import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { Mp3Encoder } from '../../src/providers/speech/embedded/encode-mp3';
import { listFrames } from '../../src/providers/speech/mp3-frames';
import { moderate, readAsked, storyContent, streamChat, type ChatAnswer } from './openai-chat';

export interface FakeOpenAiRequest {
  path: string;
  auth: string | undefined;
  body: Record<string, unknown>;
  /** A multipart body's field names as sent, in order (`image[]` for each picture of an array). */
  formFields?: string[];
}

/** The pictures an edit carried, as `image` or as the array `image[]`. */
export function referenceImages(body: Record<string, unknown>): Buffer[] {
  const image = body.image;
  if (image instanceof Buffer) return [image];
  return Array.isArray(image) ? image.filter((item): item is Buffer => item instanceof Buffer) : [];
}

type Override = (req: FakeOpenAiRequest, res: ServerResponse) => boolean;

/** Seconds of speech per character of input: a steady reading pace. */
export const FAKE_SECONDS_PER_CHAR = 0.06;

/** The pause between the pieces of a streamed speech answer. */
export const SPEECH_PIECE_DELAY_MS = 25;

/**
 * A local stand-in for OpenAI's API, speaking its real shapes: chat completions and moderations
 * (openai-chat.ts; `chatOnly` answers nothing else, as vLLM or LM Studio), POST
 * /v1/images/generations (JSON) and /v1/images/edits (multipart with the reference `image`) →
 * {created, data:[{b64_json}]} with a real PNG (refusing what OpenAI refuses: refusedImageRequest), and POST /v1/audio/speech
 * → an MP3 whose length follows the input, streamed in pieces. `override` lets a test answer differently (errors,
 * junk) for one request; it returns true when it answered.
 */
export async function startFakeOpenAiMedia(options: { chatOnly?: boolean } = {}) {
  const requests: FakeOpenAiRequest[] = [];
  let override: Override | undefined;
  let imageCount = 0;
  /** The next chat answers, in order; a good story once they are used up. */
  const chatScript: ChatAnswer[] = [];
  const chat = { open: 0, mostAtOnce: 0, aborted: 0 };

  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        let body: Record<string, unknown> = {};
        let formFields: string[] | undefined;
        try {
          if (String(req.headers['content-type']).startsWith('multipart/form-data'))
            ({ body, fields: formFields } = await readForm(req, Buffer.concat(chunks)));
          else
            body = JSON.parse(Buffer.concat(chunks).toString() || '{}') as Record<string, unknown>;
        } catch {
          res.writeHead(400, { 'content-type': 'application/json' });
          res.end(
            JSON.stringify({
              error: { message: 'We could not parse the JSON body of your request.' },
            }),
          );
          return;
        }
        const request = {
          path: req.url ?? '/',
          auth: req.headers.authorization,
          body,
          ...(formFields ? { formFields } : {}),
        };
        requests.push(request);
        if (override?.(request, res)) return;
        if (req.headers.authorization !== 'Bearer sk-test') {
          res.writeHead(401, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ error: { message: 'Incorrect API key provided.' } }));
        } else if (
          options.chatOnly &&
          (req.url?.startsWith('/v1/images') ||
            req.url?.startsWith('/v1/audio') ||
            req.url === '/v1/moderations')
        ) {
          // vLLM, LM Studio and OpenRouter have chat completions only.
          res.writeHead(404, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ error: { message: `Unknown path ${req.url}` } }));
        } else if (req.url === '/v1/chat/completions') {
          chat.open += 1;
          chat.mostAtOnce = Math.max(chat.mostAtOnce, chat.open);
          res.on('close', () => {
            chat.open -= 1;
            if (!res.writableFinished) chat.aborted += 1;
          });
          await answerChat(res, body, chatScript.shift() ?? { kind: 'story' });
        } else if (req.url === '/v1/moderations') {
          res.writeHead(200, { 'content-type': 'application/json', 'x-request-id': 'req_mod' });
          res.end(JSON.stringify(moderate(body)));
        } else if (req.url === '/v1/images/edits' && referenceImages(body).length === 0) {
          res.writeHead(400, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ error: { message: "Missing required parameter: 'image'." } }));
        } else if (
          req.url?.startsWith('/v1/images/') &&
          (await refusedImageRequest(res, req.url, body))
        ) {
          return;
        } else if (req.url === '/v1/images/generations' || req.url === '/v1/images/edits') {
          imageCount += 1;
          const png = await picture(imageCount);
          res.writeHead(200, { 'content-type': 'application/json', 'x-request-id': 'req_img' });
          res.end(
            JSON.stringify({
              created: Math.floor(Date.now() / 1000),
              data: [{ b64_json: png.toString('base64') }],
              // gpt-image-1 reports its tokens: 1056 out for a medium 1024² picture.
              ...(String(body.model).startsWith('gpt-image')
                ? {
                    usage: {
                      input_tokens: 120,
                      output_tokens: body.quality === 'high' ? 4160 : 1056,
                      input_tokens_details: { text_tokens: 120, image_tokens: 0 },
                    },
                  }
                : {}),
            }),
          );
        } else if (req.url === '/v1/audio/speech') {
          const input = typeof body.input === 'string' ? body.input : '';
          // As OpenAI does: chunked, the audio sent while it is made (here 8 pieces, 25 ms apart).
          res.writeHead(200, { 'content-type': 'audio/mpeg', 'transfer-encoding': 'chunked' });
          const audio = await speech(input.length * FAKE_SECONDS_PER_CHAR);
          const piece = Math.ceil(audio.length / 8);
          for (let at = 0; at < audio.length; at += piece) {
            if (at > 0) await new Promise((r) => setTimeout(r, SPEECH_PIECE_DELAY_MS));
            res.write(audio.subarray(at, at + piece));
          }
          res.end();
        } else {
          res.writeHead(404, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ error: { message: `Unknown path ${req.url}` } }));
        }
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;

  return {
    baseUrl,
    requests,
    /** The chat requests so far (their bodies), oldest first. */
    chatRequests: () => requests.filter((r) => r.path === '/v1/chat/completions'),
    /** Scripts the next chat answers, in order. */
    scriptChat(...answers: ChatAnswer[]) {
      chatScript.push(...answers);
    },
    /** Chat requests open now, the most open at once, and those the client abandoned. */
    chat,
    resetChat() {
      chatScript.length = 0;
      chat.mostAtOnce = chat.open;
      chat.aborted = 0;
    },
    /** Answers the next requests with `handler` until it is cleared (pass undefined). */
    setOverride(handler: Override | undefined) {
      override = handler;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Answers one chat request as the script says. */
async function answerChat(res: ServerResponse, body: Record<string, unknown>, answer: ChatAnswer) {
  const asked = readAsked(body);
  switch (answer.kind) {
    case 'story':
      return streamChat(res, body, answer.text ? answer.text(asked) : storyContent(asked), {
        finish: answer.finish,
        done: answer.done,
      });
    case 'content':
      return streamChat(res, body, answer.content(asked), { finish: answer.finish });
    case 'cut': {
      const content = storyContent(asked);
      return streamChat(res, body, content, {
        cutAt: Math.floor(content.length * answer.fraction),
      });
    }
    case 'refusal':
      return streamChat(res, body, '', { refusal: answer.refusal, finish: 'stop' });
    case 'status':
      res.writeHead(answer.status, {
        'content-type': 'application/json',
        'x-request-id': `req_fake_status_${answer.status}`,
        ...answer.headers,
      });
      res.end(JSON.stringify(answer.body));
      return;
    case 'hang':
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, answer.ms);
        res.on('close', () => {
          clearTimeout(timer);
          resolve();
        });
      });
      if (res.destroyed) return;
      return streamChat(res, body, storyContent(asked));
  }
}

/** The longest prompt each model takes, as OpenAI's API reference says (32,000 for gpt-image). */
const PROMPT_LIMITS: Readonly<Record<string, number>> = { 'dall-e-2': 1000, 'dall-e-3': 4000 };

/**
 * What OpenAI's images API refuses before painting, answered as it does (400,
 * invalid_request_error): a prompt over the model's limit; an edit with a model that has none
 * (dall-e-3); and a dall-e-2 edit of anything but one picture with transparency — dall-e-2 only
 * repaints the transparent part of the picture given (no mask is sent). True when it answered.
 */
async function refusedImageRequest(
  res: ServerResponse,
  path: string,
  body: Record<string, unknown>,
): Promise<boolean> {
  const model = String(body.model);
  const refuse = (message: string, param: string, code: string | null = null) => {
    res.writeHead(400, { 'content-type': 'application/json', 'x-request-id': 'req_img_400' });
    res.end(JSON.stringify({ error: { message, type: 'invalid_request_error', param, code } }));
    return true;
  };
  const prompt = String(body.prompt ?? '');
  const limit = PROMPT_LIMITS[model] ?? 32_000;
  if (prompt.length > limit)
    return refuse(
      `Invalid 'prompt': string too long. Expected a string with maximum length ${limit}, but got a string with length ${prompt.length} instead.`,
      'prompt',
      'string_above_max_length',
    );
  if (path !== '/v1/images/edits') return false;
  if (model === 'dall-e-3')
    return refuse('The model dall-e-3 does not support image edits.', 'model');
  if (model !== 'dall-e-2') return false;
  if (Array.isArray(body.image) || body.image === undefined)
    return refuse('dall-e-2 takes a single image.', 'image');
  const meta = await sharp(body.image as Buffer).metadata();
  if (!body.mask && !meta.hasAlpha)
    return refuse(
      "Invalid input image - format must be in ['RGBA', 'LA', 'L'], got RGB.",
      'image',
      'invalid_image_format',
    );
  return false;
}

/**
 * Reads a multipart body as the real API does (with the platform's own parser): text fields as
 * strings, files as their bytes, and fields named `name[]` as the array `name`.
 */
async function readForm(
  req: IncomingMessage,
  bytes: Buffer,
): Promise<{ body: Record<string, unknown>; fields: string[] }> {
  const form = await new Request('http://fake.local/', {
    method: 'POST',
    headers: { 'content-type': String(req.headers['content-type']) },
    body: new Uint8Array(bytes),
  }).formData();
  const body: Record<string, unknown> = {};
  const fields: string[] = [];
  for (const [name, value] of form.entries()) {
    fields.push(name);
    const read = typeof value === 'string' ? value : Buffer.from(await value.arrayBuffer());
    if (name.endsWith('[]')) {
      const key = name.slice(0, -2);
      body[key] = [...(Array.isArray(body[key]) ? (body[key] as unknown[]) : []), read];
    } else body[name] = read;
  }
  return { body, fields };
}

/** A different little picture each time (as a real model would paint), 1024² like the API's. */
function picture(n: number) {
  const hue = (n * 67) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024">
    <rect width="100%" height="100%" fill="hsl(${hue},60%,30%)"/><circle cx="${200 + n * 40}" cy="300" r="120" fill="#f6d365"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

let toneFrames: { frame: Buffer; seconds: number } | undefined;

/**
 * An ID3-tagged MP3 of about `seconds` of a soft tone, as some servers send (the tag must be
 * handled). One encoded frame is repeated: encoding minutes of audio per request would make the
 * tests slow, and the frames are all the narrator reads.
 */
export async function speech(seconds: number) {
  if (!toneFrames) {
    const rate = 24000;
    const samples = new Int16Array(rate);
    for (let i = 0; i < samples.length; i += 1)
      samples[i] = Math.round(4000 * Math.sin((2 * Math.PI * 200 * i) / rate));
    const mp3 = (await Mp3Encoder.load()).encode(samples, rate, 64);
    const frames = listFrames(mp3);
    const middle = frames[Math.floor(frames.length / 2)]!;
    toneFrames = {
      frame: mp3.subarray(middle.offset, middle.offset + middle.length),
      seconds: middle.samples / middle.sampleRate,
    };
  }
  const count = Math.max(2, Math.round(seconds / toneFrames.seconds));
  const id3 = Buffer.from([
    0x49,
    0x44,
    0x33,
    4,
    0,
    0,
    0,
    0,
    0,
    10,
    ...new Array<number>(10).fill(0),
  ]);
  return Buffer.concat([id3, ...new Array<Buffer>(count).fill(toneFrames.frame)]);
}
