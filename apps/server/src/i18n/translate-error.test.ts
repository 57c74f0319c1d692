import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import Fastify from 'fastify';
import {
  ACCOUNT_MESSAGES,
  LIBRARY_MESSAGES,
  PURCHASE_MESSAGES,
  RECORDING_MESSAGES,
} from '@sns/contract';
import { describe, expect, it } from 'vitest';
import { errors } from '../errors';
import { registerErrorHandler } from '../http/error-handler';
import { bookErrors } from '../modules/books/book-errors';
import { ERROR_MESSAGES_ES, ERROR_TEMPLATES_ES } from './error-messages-es';
import { requestLanguage, translateErrorMessage } from './translate-error';

const ROOT = join(__dirname, '../../../..');

describe('error messages in the request’s language (decision 071)', () => {
  it('reads the language from Accept-Language, English when none is ours', () => {
    expect(requestLanguage('es-MX,es;q=0.9,en;q=0.8')).toBe('es');
    expect(requestLanguage('fr-FR,en;q=0.5')).toBe('en');
    expect(requestLanguage('de')).toBe('en');
    expect(requestLanguage(undefined)).toBe('en');
  });

  it('gives English back exactly as written', () => {
    for (const english of [...Object.keys(ERROR_MESSAGES_ES), 'Anything at all.'])
      expect(translateErrorMessage(english, 'en')).toBe(english);
  });

  it('translates fixed messages and messages with values, plurals agreeing', () => {
    expect(translateErrorMessage(errors.unauthenticated().message, 'es')).toBe(
      'Inicia sesión para continuar.',
    );
    expect(translateErrorMessage(errors.notEnoughCredits(1, 0).message, 'es')).toBe(
      'Necesitas 1 crédito, pero solo tienes 0 disponibles. Compra más créditos para continuar.',
    );
    expect(translateErrorMessage(errors.notEnoughCredits(3, 2).message, 'es')).toBe(
      'Necesitas 3 créditos, pero solo tienes 2 disponibles. Compra más créditos para continuar.',
    );
    expect(translateErrorMessage(bookErrors.creditsShort(1).message, 'es')).toBe(
      'Necesitas 10 créditos, pero solo tienes 1 crédito disponible. Compra más créditos para continuar.',
    );
    expect(translateErrorMessage(errors.notFound('That story').message, 'es')).toBe(
      'No hemos encontrado ese cuento.',
    );
    // The print form's limits and the unsafe-characters refusal, with the field's name said too.
    expect(translateErrorMessage('The gift message can be at most 400 characters', 'es')).toBe(
      'El mensaje de regalo puede tener como máximo 400 caracteres',
    );
    expect(
      translateErrorMessage(
        'The dedication contains invisible or control characters. Please type it again.',
        'es',
      ),
    ).toBe('La dedicatoria tiene caracteres invisibles o de control. Vuelve a escribir el texto.');
    // A message no catalog knows stays as it was rather than being guessed at.
    expect(translateErrorMessage('Stripe said no.', 'es')).toBe('Stripe said no.');
  });

  it('answers a Spanish request in Spanish and an English one byte for byte as before', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    app.get('/credits', async () => {
      throw errors.notEnoughCredits(2, 1);
    });
    app.get('/taken', async () => {
      throw errors.emailTaken();
    });
    const ask = async (url: string, language?: string) =>
      (
        await app.inject({
          method: 'GET',
          url,
          headers: language ? { 'accept-language': language } : {},
        })
      ).json<Record<string, unknown>>();
    expect(await ask('/credits', 'en-US')).toEqual({
      id: 'not_enough_credits',
      message: 'You need 2 credits but only have 1 available. Please buy more credits to continue.',
    });
    expect(await ask('/taken')).toEqual({
      id: 'email_taken',
      message: ACCOUNT_MESSAGES.emailTaken,
      errors: [{ msg: ACCOUNT_MESSAGES.emailTaken }],
    });
    expect(await ask('/taken', 'es-ES,es;q=0.9')).toEqual({
      id: 'email_taken',
      message: 'Ya existe una cuenta con este correo.',
      errors: [{ msg: 'Ya existe una cuenta con este correo.' }],
    });
    await app.close();
  });

  it('has Spanish for every error message a parent can meet', () => {
    const known = knownEnglish();
    const missing = parentFacingMessages().filter(
      (m) => !known.has(normalise(m)) && translateErrorMessage(m, 'es') === m,
    );
    expect(missing).toEqual([]);
  });
});

/** A message with its values blanked: `${expr}` in code, `{name}` in the catalog. */
const normalise = (message: string) =>
  message.replace(/\$\{[^}]*\}/g, '{}').replace(/\{\w+\}/g, '{}');

function knownEnglish() {
  return new Set(
    [...Object.keys(ERROR_MESSAGES_ES), ...ERROR_TEMPLATES_ES.map(([en]) => en)].map(normalise),
  );
}

/**
 * Every error message in the code: the contract's refusal catalogues, and each literal the
 * server or a schema throws (found in the source, so a new one without Spanish fails here).
 */
function parentFacingMessages() {
  const fromCatalogues = [
    ...Object.values(ACCOUNT_MESSAGES),
    ...Object.values(PURCHASE_MESSAGES),
    LIBRARY_MESSAGES.badCursor,
    ...Object.entries(RECORDING_MESSAGES)
      .filter(([key]) => key !== 'privacy' && key !== 'free')
      .map(([, text]) => text),
  ];
  const patterns = [
    // (Prettier leaves a comma after the last argument of a call it breaks over lines.)
    /\.(?:min|max|regex|refine|length)\([^;]*?,\s*(['"`])((?:(?!\1).)+)\1\s*,?\s*\)/gs,
    /message:\s*(['"`])((?:(?!\1).)+)\1/g,
    /msg:\s*(['"`])((?:(?!\1).)+)\1/g,
    /conflict\(\s*(['"`])((?:(?!\1).)+)\1/g,
    /new AppError\(\s*'\w+',\s*'\w+',\s*(['"`])((?:(?!\1).)+)\1/g,
    /_(?:MESSAGE|PROBLEM) =\s*(['"`])((?:(?!\1).)+)\1/g,
    // A stored failure reason a status shows (decision 089, 097).
    /errorMessage:[^,;'"`]*?(['"`])([A-Z][a-z][^'"`$]*\.)\1/g,
    /fail(?:MergedBook|PaidPrintOrder)\([^;{]*?,\s*(['"`])([A-Z](?:(?!\1).)+)\1/gs,
    /const FAILED =\s*(['"`])((?:(?!\1).)+)\1/g,
  ];
  const fromSource = sourceFiles().flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return patterns.flatMap((p) => [...text.matchAll(p)].map((m) => m[2] ?? ''));
  });
  return [...new Set([...fromCatalogues, ...fromSource])].filter(
    (m) => m.trim() && !OPERATOR_MESSAGES.has(m),
  );
}

/** Said to an operator, a developer or another server, never to a parent: English only. */
const OPERATOR_MESSAGES = new Set([
  'Display name',
  'OK',
  'access_token is required',
  'session_id is not valid',
  'session_id is required',
  'appearance must be the JSON of a look',
  'selectedStories must be a JSON array of story ids',
  'useImageAsMainImage must be true or false',
  'pageCount must be a whole number of pages',
  'quantity must be a whole number of copies',
  'essential_cookies are always enabled',
  '${name} must be true or false',
  "consent_method must be one of ${ANONYMOUS_CONSENT_METHODS.join(', ')}",
  "consent_method must be one of ${CONSENT_METHODS.join(', ')}",
  "Genre must be one of ${GENRES.join(', ')}",
  "The width must be one of ${THUMBNAIL_WIDTHS.join(', ')}",
  'country is required with state, postcode or mergedBookId',
  'Stripe webhooks are not enabled on this server.',
  'The webhook signature could not be verified.',
  'Invalid webhook.',
  'A backup is being written already.',
  'Not found.',
  '${what} was not found.',
  'Invalid child',
]);

function sourceFiles() {
  const skip = /node_modules|embedded|print-lab|operations|config/;
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (skip.test(relative(ROOT, path))) return [];
      if (statSync(path).isDirectory()) return walk(path);
      return path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : [];
    });
  return [...walk(join(ROOT, 'packages/contract/src')), ...walk(join(ROOT, 'apps/server/src'))];
}
