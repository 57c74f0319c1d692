import { z } from 'zod';

/** docs/decisions/d3-error-bodies.md: validation errors carry `errors`, others `message`. */
export const errorBodySchema = z.object({
  errors: z.array(z.object({ msg: z.string(), path: z.string().optional() })).optional(),
  message: z.string().optional(),
  id: z.string().optional(),
  error: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const okMessageSchema = z.object({ message: z.literal('OK') });
