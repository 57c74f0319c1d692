import { z } from 'zod';

/** How OpenAI-compatible servers describe a refusal: `{error: {message}}`, `{error}` or `{message}`. */
const errorBodySchema = z.object({
  error: z.union([z.string(), z.object({ message: z.string() })]).optional(),
  message: z.string().optional(),
});

/**
 * The service's own words for a failed call (at most 200 characters, without a final full
 * stop), so a parent or an operator reads what the vendor said; the first line of a non-JSON body.
 */
export async function readErrorDetail(response: Response): Promise<string> {
  const body = await response.text().catch(() => '');
  try {
    const parsed = errorBodySchema.safeParse(JSON.parse(body));
    if (parsed.success) {
      const { error, message } = parsed.data;
      const detail = typeof error === 'string' ? error : (error?.message ?? message);
      if (detail) return detail.replace(/\.$/, '').slice(0, 200);
    }
  } catch {
    // Not JSON: the first line of the text will do.
  }
  return body.trim().split('\n')[0]?.slice(0, 200) ?? '';
}
