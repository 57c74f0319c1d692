import type { FastifyRequest } from 'fastify';
import { requestLanguage, translateErrorMessage } from './translate-error';

/**
 * A status body whose `message` is a stored failure reason (a story's or a narration's
 * `errorMessage`, kept in English as the code wrote it), with the reason in the request's
 * language — the same rule and catalog as an error body (docs/decisions/071, 089).
 */
export function statusInRequestLanguage<T extends { message?: string }>(
  request: FastifyRequest,
  body: T,
): T {
  if (typeof body.message !== 'string') return body;
  const language = requestLanguage(request.headers['accept-language']);
  return { ...body, message: translateErrorMessage(body.message, language) };
}
