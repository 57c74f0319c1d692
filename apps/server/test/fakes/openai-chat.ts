import type { ServerResponse } from 'node:http';

/**
 * The chat side of the fake OpenAI server (openai-media.ts serves it): POST /v1/chat/completions
 * streamed as OpenAI streams it (SSE `chat.completion.chunk`s, a usage chunk when
 * `stream_options.include_usage`, then `data: [DONE]`), a JSON answer when `response_format`
 * asks for the story schema, and POST /v1/moderations. By default it writes a good story for
 * whatever it is asked; a test scripts the next answers to misbehave on purpose.
 */

/** What the fake read from the prompt: enough to write a story that passes every check. */
export interface AskedStory {
  hero: string;
  age: number;
  elements: string[];
  json: boolean;
  strict: boolean;
}

/** One scripted answer: how the next chat request is answered. */
export type ChatAnswer =
  | { kind: 'story'; text?: (asked: AskedStory) => string; finish?: string; done?: boolean }
  /** The raw content, as the model might have written it (JSON when text was asked, a preamble…). */
  | { kind: 'content'; content: (asked: AskedStory) => string; finish?: string }
  /** The stream is cut after `fraction` of the story: no finish_reason, no [DONE]. */
  | { kind: 'cut'; fraction: number }
  | { kind: 'refusal'; refusal: string }
  | { kind: 'status'; status: number; body: unknown; headers?: Record<string, string> }
  /** Nothing is sent until the request is aborted or `ms` pass (then a good story). */
  | { kind: 'hang'; ms: number };

const PARAGRAPH_WORDS = 60;
/** The band's word ranges (the same as the writer's): the default story lands in the middle. */
const middleOf = (age: number) => (age <= 3 ? 200 : age <= 7 ? 470 : 800);

/** Reads the hero, age and elements the prompt quotes (story-prompt.ts). */
export function readAsked(body: Record<string, unknown>): AskedStory {
  const messages = (body.messages ?? []) as { content: string }[];
  const prompt = messages.map((m) => m.content).join('\n');
  const elements = [...prompt.matchAll(/^- "([^"]+)"/gm)].map((m) => m[1] as string);
  const format = body.response_format as { type?: string } | undefined;
  return {
    hero: /The hero is called "([^"]+)"/.exec(prompt)?.[1] ?? 'the child',
    age: Number(/for a child aged (\d+)/.exec(prompt)?.[1] ?? 5),
    elements,
    json: format?.type === 'json_schema',
    strict: /will be checked/.test(prompt),
  };
}

/** A calm story of the band's length that names every element in its first paragraph. */
export function goodStory(asked: AskedStory): { title: string; paragraphs: string[] } {
  const words = middleOf(asked.age);
  const first = `${asked.hero} set out one quiet evening with ${asked.elements.join(', ')}, and the stars came out one by one above the sleepy hills.`;
  const filler =
    'The wind was soft and the grass whispered, and every step felt warm and kind and slow, and the little lanterns glowed along the path.';
  const paragraphs = [first];
  let count = first.split(/\s+/).length;
  while (count < words - PARAGRAPH_WORDS) {
    const sentence = `${filler} ${asked.hero} smiled at ${asked.elements[count % asked.elements.length] ?? 'the moon'} and yawned a little.`;
    paragraphs.push(sentence);
    count += sentence.split(/\s+/).length;
  }
  paragraphs.push(
    `At last ${asked.hero} was home, tucked up warm with ${asked.elements.join(' and ')}, and drifted off to sleep. Goodnight.`,
  );
  return { title: `${asked.hero} and the Quiet Stars`, paragraphs };
}

/** The answer's content as the model would send it: JSON for the schema, else "Title:" text. */
export function storyContent(asked: AskedStory, story = goodStory(asked)): string {
  if (asked.json) {
    return JSON.stringify({
      title: story.title,
      paragraphs: story.paragraphs,
      scenes: story.paragraphs.map((_, i) => ({
        paragraph: i + 1,
        place: 'the sleepy hills',
        time_of_day: 'evening',
        mood: 'calm',
        present: [asked.hero],
      })),
    });
  }
  return `Title: ${story.title}\n\n${story.paragraphs.join('\n\n')}`;
}

/** A story in the same shape with `replace` said in its second paragraph. */
export function storySaying(sentence: string) {
  return (asked: AskedStory) => {
    const story = goodStory(asked);
    story.paragraphs[1] = `${sentence} ${story.paragraphs[1] ?? ''}`;
    return storyContent(asked, story);
  };
}

let requestNumber = 0;

/** Streams `content` as chat.completion.chunk events, ending as `finish` and `done` say. */
export async function streamChat(
  res: ServerResponse,
  body: Record<string, unknown>,
  content: string,
  options: { finish?: string | null; done?: boolean; refusal?: string; cutAt?: number } = {},
) {
  requestNumber += 1;
  res.writeHead(200, {
    'content-type': 'text/event-stream',
    'x-request-id': `req_fake_chat_${requestNumber}`,
  });
  const id = `chatcmpl-fake${requestNumber}`;
  const chunk = (delta: Record<string, unknown>, finish: string | null = null, extra = {}) =>
    `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created: 0, model: body.model, choices: [{ index: 0, delta, finish_reason: finish }], ...extra })}\n\n`;
  res.write(chunk({ role: 'assistant', content: '' }));
  if (options.refusal) {
    res.write(chunk({ refusal: options.refusal }));
  } else {
    const end = options.cutAt ?? content.length;
    for (let at = 0; at < end; at += 200) {
      res.write(chunk({ content: content.slice(at, Math.min(at + 200, end)) }));
      await new Promise((r) => setImmediate(r));
    }
    if (options.cutAt !== undefined) {
      res.destroy();
      return;
    }
  }
  res.write(chunk({}, options.finish === undefined ? 'stop' : options.finish));
  const streamOptions = body.stream_options as { include_usage?: boolean } | undefined;
  if (streamOptions?.include_usage) {
    const completion = Math.ceil(content.length / 4);
    res.write(
      `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', choices: [], usage: { prompt_tokens: 700, completion_tokens: completion, total_tokens: 700 + completion } })}\n\n`,
    );
  }
  if (options.done !== false) res.write('data: [DONE]\n\n');
  res.end();
}

/** Words the fake's moderation flags, as omni-moderation would flag them. */
const FLAGGED = /\b(blood|dead|kill|knife|hurt)\b/i;

/** POST /v1/moderations: a result per input, flagged for violence when one says those words. */
export function moderate(body: Record<string, unknown>) {
  const input = Array.isArray(body.input) ? (body.input as string[]) : [String(body.input)];
  return {
    id: 'modr-fake',
    model: 'omni-moderation-latest',
    results: input.map((text) => {
      const violent = FLAGGED.test(text);
      return {
        flagged: violent,
        categories: { violence: violent, 'violence/graphic': violent, sexual: false },
        category_scores: { violence: violent ? 0.9 : 0.001 },
      };
    }),
  };
}
