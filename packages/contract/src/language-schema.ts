import { z } from 'zod';
import { LANGUAGES } from './languages';

/** A language we speak (docs/decisions/070): 'en' | 'es'. */
export const languageSchema = z.enum(LANGUAGES);

/** PUT /api/updateLanguage/{userId}: the parent's own language for pages and e-mails. */
export const updateLanguageBodySchema = z.object({ language: languageSchema });
export type UpdateLanguageBody = z.infer<typeof updateLanguageBodySchema>;
