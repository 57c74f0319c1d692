import type { FastifyError, FastifyInstance } from 'fastify';
import type { Language } from '@sns/contract';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDataException } from '../db/data-exception';
import { isDatabaseUnavailable } from '../db/database-unavailable';
import { isDiskFull } from '../lib/disk-full';
import { AppError, errors, ValidationError } from '../errors';
import {
  requestLanguage,
  translateErrorMessage,
  translatePathMessage,
} from '../i18n/translate-error';
import { isZodFallback, zodMessageIn } from '../i18n/zod-messages';
import { httpHeadersOf, httpStatusOf } from './error-status';

/**
 * One place turns every error into an error body (docs/decisions/d3-error-bodies.md): a domain
 * error by its kind, Fastify's own by their status; 5xx details are logged, never shown. Its
 * words are in the request's language (decision 071); the `id` is the same in every language.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const language = requestLanguage(request.headers['accept-language']);
    const say = (body: Record<string, unknown>) => translateBody(body, language);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const list = error.validation.map((issue) => {
        const path = issue.instancePath.split('/').filter(Boolean).join('.');
        // Zod's own fallback words are said again in the language (decision 089); ours are
        // translated by the catalog below.
        const message =
          language !== 'en' && isZodFallback(issue) ? zodMessageIn(issue, language) : issue.message;
        return {
          msg: path ? `${path}: ${message}` : (message ?? 'Invalid value'),
          path: path || undefined,
        };
      });
      return reply.status(400).send(say({ errors: list }));
    }
    if (error instanceof ValidationError) {
      // A multipart form's schema issues: zod's own words said again, as a JSON body's above.
      const list = error.errors.map((entry, i) => {
        const issue = error.issues?.[i];
        return issue && language !== 'en' && isZodFallback(issue)
          ? { ...entry, msg: zodMessageIn(issue, language) }
          : entry;
      });
      return reply.status(400).send(say({ errors: list }));
    }
    // Faults of the machine, not of the request: the parent is told plainly, the operator loudly.
    if (!(error instanceof AppError) && (isDiskFull(error) || isDatabaseUnavailable(error))) {
      request.log.error({ err: error }, 'request failed: the disk is full or the database away');
      const fault = isDiskFull(error) ? errors.storageFull() : errors.databaseUnavailable();
      return reply
        .status(httpStatusOf(fault))
        .headers(httpHeadersOf(fault))
        .send(say({ message: fault.message, id: fault.id }));
    }
    if (error instanceof AppError) {
      return reply
        .status(httpStatusOf(error))
        .headers(httpHeadersOf(error))
        .send(say({ message: error.message, id: error.id, ...error.body }));
    }
    // The last line of defence for a value only the database refuses (issue 31): the schemas and
    // use-cases should have said which field; a warning tells us one was missed.
    if (isDataException(error)) {
      request.log.warn({ err: error }, 'request refused by the database: a value it cannot hold');
      return reply
        .status(400)
        .send(say({ errors: [{ msg: DATA_EXCEPTION_MESSAGE }], message: DATA_EXCEPTION_MESSAGE }));
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      // Fastify's own client errors: malformed JSON, wrong content type, body too large…
      const message = clientErrorMessage(error);
      return reply.status(status).send(say({ errors: [{ msg: message }], message }));
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(500)
      .send(say({ message: 'Something went wrong on our side. Please try again in a moment.' }));
  });
}

/** The words of an error body in `language`: `message`, `error` and each `errors[].msg`. */
function translateBody(body: Record<string, unknown>, language: Language) {
  if (language === 'en') return body;
  const out = { ...body };
  for (const field of ['message', 'error'] as const)
    if (typeof out[field] === 'string') out[field] = translateErrorMessage(out[field], language);
  if (Array.isArray(out.errors))
    out.errors = out.errors.map((entry: unknown) =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof (entry as { msg?: unknown }).msg === 'string'
        ? { ...entry, msg: translatePathMessage((entry as { msg: string }).msg, language) }
        : entry,
    );
  return out;
}

const DATA_EXCEPTION_MESSAGE =
  'A value in this request is not valid. Please check it and try again.';

function clientErrorMessage(error: FastifyError) {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return 'The request is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'This content type is not supported here.';
    default:
      return error.message;
  }
}
