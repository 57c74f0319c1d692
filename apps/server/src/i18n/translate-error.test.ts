import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import Fastify from 'fastify';
import {
  ACCOUNT_MESSAGES,
  LIBRARY_MESSAGES,
  PLAIN_TEXT_LABELS,
  PURCHASE_MESSAGES,
  RECORDING_MESSAGES,
} from '@sns/contract';
import { describe, expect, it } from 'vitest';
import { errors } from '../errors';
import { registerErrorHandler } from '../http/error-handler';
import { bookErrors } from '../modules/books/book-errors';
import { ERROR_MESSAGES_ES, ERROR_TEMPLATES_ES } from './error-messages-es';
import { requestLanguage, translateErrorMessage, translateJoined } from './translate-error';

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

  it('has Spanish for every field name a message carries (decision 103)', async () => {
    // The schemas register their labels as they are built.
    await import('@sns/contract');
    expect(PLAIN_TEXT_LABELS.size).toBeGreaterThan(10);
    const missing = [...PLAIN_TEXT_LABELS].filter((label) => !ERROR_MESSAGES_ES[label]);
    expect(missing).toEqual([]);
  });

  it('writes a field name in the case of its place: "Falta: el nombre", "El nombre tiene…"', () => {
    expect(translateErrorMessage('The name is required', 'es')).toBe('Falta: el nombre');
    expect(translateErrorMessage('The dedication is too long', 'es')).toBe(
      'Texto demasiado largo: la dedicatoria',
    );
    expect(
      translateErrorMessage(
        'The life lesson contains invisible or control characters. Please type it again.',
        'es',
      ),
    ).toBe(
      'La lección de vida tiene caracteres invisibles o de control. Vuelve a escribir el texto.',
    );
    // Every template with a field name inside a sentence: never a capital after a colon.
    for (const [english, spanish] of ERROR_TEMPLATES_ES) {
      if (!english.includes('{label}') || spanish.startsWith('{label}')) continue;
      for (const label of PLAIN_TEXT_LABELS) {
        const said = translateErrorMessage(english.replace('{label}', label), 'es');
        expect(said, said).not.toMatch(/: \p{Lu}\p{Ll}/u);
      }
    }
    // A parent's own words keep their case: "Quita las palabras…: Kill".
    expect(
      translateErrorMessage(
        "Please remove words that aren't suitable for a children's story: Kill.",
        'es',
      ),
    ).toBe('Quita las palabras que no son adecuadas para un cuento infantil: Kill.');
  });

  it('says the printer’s checks of the print files and of an address (decision 103)', () => {
    expect(
      translateJoined(
        'The interior has 23 pages; the page count must be even; The font Helvetica is not embedded; Pages 3, 5, 7 and 9 more are 600 × 600 pt; every page must be 630 × 630 pt (the trim with 0.125 in bleed on every side)',
        'es',
      ),
    ).toBe(
      'El interior tiene 23 páginas; el número de páginas debe ser par; La fuente Helvetica no está incrustada; Las páginas 3, 5, 7 y 9 más miden 600 × 600 pt; todas deben medir 630 × 630 pt (el corte con 0,125 in de sangrado por cada lado)',
    );
    // A printer's words we do not know stay as written beside the ones we do.
    expect(translateJoined('Bleed too thin; The file is not a valid PDF', 'es')).toBe(
      'Bleed too thin; El archivo no es un PDF válido',
    );
    expect(translateErrorMessage('… and 1 more images below 240 ppi', 'es')).toBe(
      '… y 1 imagen más por debajo de 240 ppp',
    );
    expect(translateErrorMessage('Enter a valid ZIP code, e.g. 20540 or 20540-0001.', 'es')).toBe(
      'Escribe un código postal (ZIP) válido, por ejemplo 20540 o 20540-0001.',
    );
    expect(translateJoined('The interior has 23 pages; the page count must be even', 'en')).toBe(
      'The interior has 23 pages; the page count must be even',
    );
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
    // A check with its message alone: .int('…'), .uuid('…'), .email('…').
    /\.(?:int|uuid|email|url|nonempty|positive|nonnegative)\(\s*(['"`])((?:(?!\1).)+)\1\s*\)/g,
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
  'OK',
  'Stripe webhooks are not enabled on this server.',
  'The webhook signature could not be verified.',
  'Invalid webhook.',
  'A backup is being written already.',
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
