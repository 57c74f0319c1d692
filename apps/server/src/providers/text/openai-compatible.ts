import { z } from 'zod';
import { chatModel, type ChatModel } from '../../config/ai-models';
import { ageBand, WORD_RANGES } from './embedded/age-band';
import type { StoryRequest, StoryWriter, WrittenStory } from './types';
import { ProviderError, postToService } from '../openai-http';
import { silentLog, type ProviderLog } from '../provider-log';
import type { ProviderUsage } from '../usage';
import { withSceneNotes } from './openai-scene-notes';
import { scenesFromText } from './scenes-from-text';
import { buildStoryMessages, STORY_JSON_SCHEMA } from './story-prompt';
import { checkCompleteStory, readStructuredAnswer, readTextAnswer } from './story-answer';

export { buildStoryMessages } from './story-prompt';

export interface OpenAiCompatibleConfig {
  /** e.g. https://api.openai.com/v1, http://127.0.0.1:11434/v1 (Ollama), a vLLM or llama.cpp server. */
  baseUrl: string;
  apiKey: string;
  model: string;
  /** Gives up on a story that takes longer than this; the caller's own signal can stop it sooner. */
  timeoutMs?: number;
  log?: ProviderLog;
  /** Waits between attempts (tests shorten them); see postToService. */
  backoffMs?: number;
}

/** The failure type every story provider throws: kept by name for callers and tests. */
export const StoryWriterError = ProviderError;

const DEFAULT_TIMEOUT_MS = 90_000;
/** Average characters per word in English prose, spaces included: turns a word target into a progress estimate. */
const CHARS_PER_WORD = 5.6;
/**
 * Tokens per word of English prose (~1.35), with room for the title, the scene notes and JSON:
 * the answer's limit is twice the band's longest story, so only a runaway answer is cut.
 */
const TOKENS_PER_WORD_LIMIT = 2;
const TOKENS_FOR_NOTES = 600;

/** One streamed chunk (or a whole completion); only the fields we use, so vendors may add others. */
const chunkSchema = z.object({
  id: z.string().nullish(),
  choices: z
    .array(
      z.object({
        delta: z.object({ content: z.string().nullish(), refusal: z.string().nullish() }).nullish(),
        message: z
          .object({ content: z.string().nullish(), refusal: z.string().nullish() })
          .nullish(),
        finish_reason: z.string().nullish(),
      }),
    )
    .nullish(),
  usage: z
    .object({ prompt_tokens: z.number().nullish(), completion_tokens: z.number().nullish() })
    .nullish(),
  error: z.union([z.string(), z.object({ message: z.string().nullish() })]).optional(),
});
type Chunk = z.infer<typeof chunkSchema>;

/** What the model sent, read to its end. */
interface Completion {
  text: string;
  refusal: string;
  finishReason?: string;
  /** The stream's `[DONE]` arrived (always true for a whole JSON answer). */
  done: boolean;
  usage?: { input?: number; output?: number };
}

export const REFUSED_MESSAGE = 'The story service would not write a story from these details.';

/**
 * Writes stories with any OpenAI-compatible chat-completions API (OpenAI, Ollama, vLLM,
 * llama.cpp server…). Asks for JSON where the model has structured outputs (config/ai-models.ts),
 * plain text otherwise; streams, so progress reaches the job as the text arrives; and accepts only
 * a complete answer: finished with `stop` and `[DONE]`, the right length, every element in it.
 */
export class OpenAiCompatibleStoryWriter implements StoryWriter {
  readonly checkOutput = true;
  private readonly endpoint: string;
  private readonly model: ChatModel;
  private readonly log: ProviderLog;

  constructor(private readonly config: OpenAiCompatibleConfig) {
    this.endpoint = `${config.baseUrl.replace(/\/+$/, '')}/chat/completions`;
    this.model = chatModel(config.model);
    this.log = config.log ?? silentLog;
  }

  async write(
    request: StoryRequest,
    options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
  ): Promise<WrittenStory> {
    const timeout = AbortSignal.timeout(this.config.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
    const started = Date.now();
    let requestId: string | undefined;
    try {
      const posted = await postToService({
        service: 'story',
        url: this.endpoint,
        apiKey: this.config.apiKey,
        body: JSON.stringify(storyRequestBody(this.config.model, this.model, request)),
        accept: 'text/event-stream',
        signal,
        log: this.log,
        backoffMs: this.config.backoffMs,
      });
      requestId = posted.requestId;
      const { response } = posted;
      const completion = (response.headers.get('content-type') ?? '').includes('application/json')
        ? readWholeAnswer(await response.json())
        : await readStream(response, progressReporter(request, options.onProgress));
      const usage = this.usage(completion, requestId);
      checkFinished(completion);
      const answer = this.model.jsonSchema
        ? readStructuredAnswer(completion.text)
        : readTextAnswer(completion.text);
      const story = checkCompleteStory(answer, request);
      const scenes = withSceneNotes(
        scenesFromText(story.text, request),
        answer.notes,
        story.text,
        request,
      );
      this.log.info(
        { service: 'story', requestId, ms: Date.now() - started, usage },
        'a story was written',
      );
      options.onProgress?.(1);
      return { ...story, scenes, usage };
    } catch (error) {
      if (!options.signal?.aborted && !(error instanceof ProviderError && error.status)) {
        // Failures with a status were logged by postToService; these are the answer's own.
        this.log.warn(
          {
            service: 'story',
            requestId,
            ms: Date.now() - started,
            err: error instanceof Error ? error.message : String(error),
          },
          'the story service did not give a usable story',
        );
      }
      options.signal?.throwIfAborted();
      if (timeout.aborted) {
        throw new ProviderError(
          'The story service took too long to answer. Please try again.',
          undefined,
          true,
        );
      }
      throw error;
    }
  }

  private usage(completion: Completion, requestId: string | undefined): ProviderUsage {
    const input = completion.usage?.input;
    const output = completion.usage?.output;
    const price = this.model.price;
    return {
      service: 'story',
      model: this.config.model,
      requestId,
      inputTokens: input,
      outputTokens: output,
      costUsd:
        price && input !== undefined && output !== undefined
          ? (input * price.input + output * price.output) / 1_000_000
          : undefined,
    };
  }
}

/**
 * The request body for one story: the fields the model's row in config/ai-models.ts says it
 * takes, and nothing a compatible server might reject.
 */
export function storyRequestBody(
  modelName: string,
  model: ChatModel,
  request: StoryRequest,
): Record<string, unknown> {
  const { max } = WORD_RANGES[ageBand(request.age)];
  return {
    model: modelName,
    stream: true,
    messages: buildStoryMessages(request, { structured: model.jsonSchema, strict: request.strict }),
    [model.tokenLimit]: max * TOKENS_PER_WORD_LIMIT + TOKENS_FOR_NOTES,
    ...(model.streamUsage ? { stream_options: { include_usage: true } } : {}),
    ...(model.jsonSchema
      ? { response_format: { type: 'json_schema', json_schema: STORY_JSON_SCHEMA } }
      : {}),
    ...(model.safetyIdentifier && request.safetyIdentifier
      ? { safety_identifier: request.safetyIdentifier }
      : {}),
  };
}

/** Only `stop` after `[DONE]` is a finished story; a refusal or a filter is final. */
function checkFinished(completion: Completion): void {
  if (completion.refusal.trim() || completion.finishReason === 'content_filter') {
    throw new ProviderError(REFUSED_MESSAGE, undefined, false, 'refused', 'content_filter');
  }
  if (!completion.done) {
    throw new ProviderError(
      'The story service stopped sending before the story was finished.',
      undefined,
      true,
    );
  }
  if (completion.finishReason !== 'stop') {
    throw new ProviderError(
      `The story service stopped before the story was finished (${completion.finishReason ?? 'no reason given'}).`,
      undefined,
      true,
    );
  }
}

/** Reports progress against the length expected for the child's age; never reaches 1 before the story is checked. */
function progressReporter(
  request: StoryRequest,
  onProgress?: (fraction: number) => void,
): (chars: number) => void {
  const { min, max } = WORD_RANGES[ageBand(request.age)];
  const expected = ((min + max) / 2) * CHARS_PER_WORD;
  let reported = -1;
  return (chars) => {
    if (!onProgress) return;
    const fraction = Math.min(0.95, chars / expected);
    // Whole percents only: a story arrives in hundreds of chunks and the job need not hear each one.
    if (fraction - reported >= 0.01) {
      reported = fraction;
      onProgress(Math.round(fraction * 100) / 100);
    }
  };
}

/** Reads `data:` events (https://html.spec.whatwg.org/multipage/server-sent-events.html) until [DONE]. */
async function readStream(
  response: Response,
  onText: (chars: number) => void,
): Promise<Completion> {
  const completion: Completion = { text: '', refusal: '', done: false };
  if (!response.body) return completion;
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let data: string[] = [];

  const dispatch = (): boolean => {
    if (data.length === 0) return false;
    const payload = data.join('\n');
    data = [];
    if (payload.trim() === '[DONE]') {
      completion.done = true;
      return true;
    }
    const before = completion.text.length;
    take(completion, parseChunk(payload));
    if (completion.text.length > before) onText(completion.text.length);
    return false;
  };

  try {
    for (;;) {
      let read: ReadableStreamReadResult<Uint8Array>;
      try {
        read = await reader.read();
      } catch (error) {
        if (error instanceof Error && error.name === 'AbortError') throw error;
        // The connection broke mid-answer: what came so far is not a story.
        return completion;
      }
      const { done, value } = read;
      buffer += decoder.decode(value, { stream: !done });
      const lines = buffer.split(/\r\n|\r|\n/);
      buffer = done ? '' : (lines.pop() ?? '');
      for (const line of lines) {
        if (line === '') {
          if (dispatch()) return completion;
        } else if (line.startsWith('data:')) {
          data.push(line.slice(5).replace(/^ /, ''));
        }
        // Comments (":") and other fields (event, id, retry) carry nothing we need.
      }
      if (done) {
        dispatch();
        return completion;
      }
    }
  } finally {
    reader.releaseLock();
  }
}

function take(completion: Completion, chunk: Chunk): void {
  for (const choice of chunk.choices ?? []) {
    completion.text += choice.delta?.content ?? choice.message?.content ?? '';
    completion.refusal += choice.delta?.refusal ?? choice.message?.refusal ?? '';
    completion.finishReason = choice.finish_reason ?? completion.finishReason;
  }
  if (chunk.usage) {
    completion.usage = {
      input: chunk.usage.prompt_tokens ?? undefined,
      output: chunk.usage.completion_tokens ?? undefined,
    };
  }
}

function parseChunk(payload: string): Chunk {
  let json: unknown;
  try {
    json = JSON.parse(payload);
  } catch {
    throw new ProviderError('The story service sent an answer we could not read.', undefined, true);
  }
  const parsed = chunkSchema.safeParse(json);
  if (!parsed.success)
    throw new ProviderError(
      'The story service sent an answer in an unexpected shape.',
      undefined,
      true,
    );
  if (parsed.data.error !== undefined) {
    const message =
      typeof parsed.data.error === 'string' ? parsed.data.error : parsed.data.error.message;
    throw new ProviderError(
      `The story service reported an error${message ? `: ${message}` : ''}.`,
      undefined,
      true,
    );
  }
  return parsed.data;
}

/** Some servers ignore `stream: true` and send the whole completion at once. */
function readWholeAnswer(json: unknown): Completion {
  const completion: Completion = { text: '', refusal: '', done: true };
  take(completion, parseChunk(JSON.stringify(json)));
  return completion;
}
