import { z } from 'zod';
import { MODERATION_MODEL } from '../../config/ai-models';
import { ProviderError, postToService } from '../openai-http';
import { silentLog, type ProviderLog } from '../provider-log';

export interface ModerationResult {
  flagged: boolean;
  /** The categories flagged (e.g. "violence", "sexual/minors"), each once. */
  categories: string[];
}

/** A text classifier: flags what must never reach a child. */
export interface Moderator {
  check(texts: string[], options?: { signal?: AbortSignal }): Promise<ModerationResult>;
}

export interface ModeratorConfig {
  baseUrl: string;
  apiKey: string;
  timeoutMs?: number;
  log?: ProviderLog;
  backoffMs?: number;
}

const answerSchema = z.object({
  id: z.string().optional(),
  results: z
    .array(
      z.object({
        flagged: z.boolean(),
        categories: z.record(z.string(), z.boolean().nullish()).optional(),
      }),
    )
    .min(1),
});

const DEFAULT_TIMEOUT_MS = 30_000;

/**
 * OpenAI's /moderations with omni-moderation-latest (free): every text of a story (title,
 * paragraphs, picture prompt) in one call. Unchecked text never passes: a call that fails fails
 * the job, which is tried again.
 */
export function createModerator(config: ModeratorConfig): Moderator {
  const url = `${config.baseUrl.replace(/\/+$/, '')}/moderations`;
  const log = config.log ?? silentLog;
  return {
    async check(texts, options = {}) {
      const timeout = AbortSignal.timeout(config.timeoutMs ?? DEFAULT_TIMEOUT_MS);
      const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
      const input = texts.map((text) => text.trim()).filter(Boolean);
      if (input.length === 0) return { flagged: false, categories: [] };
      const { response } = await postToService({
        service: 'moderation',
        url,
        apiKey: config.apiKey,
        body: JSON.stringify(moderationRequestBody(input)),
        signal,
        log,
        backoffMs: config.backoffMs,
      });
      const parsed = answerSchema.safeParse(await response.json().catch(() => undefined));
      if (!parsed.success)
        throw new ProviderError(
          'The moderation service sent an answer in an unexpected shape.',
          undefined,
          true,
        );
      const categories = new Set<string>();
      for (const result of parsed.data.results) {
        for (const [name, on] of Object.entries(result.categories ?? {}))
          if (on) categories.add(name);
      }
      return {
        flagged: parsed.data.results.some((result) => result.flagged),
        categories: [...categories],
      };
    },
  };
}

export function moderationRequestBody(input: string[]) {
  return { model: MODERATION_MODEL, input };
}
