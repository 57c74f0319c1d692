import type { Language } from '@sns/contract';
import { z } from 'zod';

/**
 * Zod's own fallback messages for a malformed request ("Invalid input: expected string, received
 * undefined"), said again in the request's language (docs/decisions/089). Only a message zod made
 * is replaced: a message our schemas give themselves goes through the catalog of
 * decision 071 like every other.
 */

/** One schema issue as fastify-type-provider-zod hands it over: its code and zod's fields. */
export interface SchemaIssue {
  keyword: string;
  message?: string;
  params?: Record<string, unknown>;
}

const english = z.locales.en().localeError;

/** A zod issue as fastify-type-provider-zod hands one over: its code, message and other fields. */
export function schemaIssueOf(issue: z.core.$ZodIssue): SchemaIssue {
  const { code, message, path: _path, ...params } = issue;
  return { keyword: code, message, params };
}

/** Whether `issue.message` is zod's English fallback rather than a message of our schemas. */
export function isZodFallback(issue: SchemaIssue): boolean {
  if (!issue.message) return true;
  const fields = { ...issue.params, code: issue.keyword } as never;
  const made = english(fields);
  const text = typeof made === 'string' ? made : made?.message;
  if (!text) return false;
  // The received type is read from the input, which issues do not carry: compare up to it.
  if (issue.keyword === 'invalid_type')
    return issue.message.startsWith(text.replace(/received \S+$/, 'received '));
  return issue.message === text;
}

/** Zod's fallback message of `issue` in `language`; English as zod wrote it. */
export function zodMessageIn(issue: SchemaIssue, language: Language): string {
  const fallback = issue.message ?? 'Invalid input';
  if (language === 'en') return fallback;
  return spanish(issue) ?? fallback;
}

const TYPES_ES: Record<string, string> = {
  string: 'un texto',
  number: 'un número',
  int: 'un número entero',
  boolean: 'sí o no (true o false)',
  array: 'una lista',
  object: 'un objeto',
  date: 'una fecha',
  null: 'nulo',
};

const FORMATS_ES: Record<string, string> = {
  email: 'La dirección de correo no es válida',
  url: 'La dirección web (URL) no es válida',
  uuid: 'El identificador (UUID) no es válido',
  datetime: 'La fecha y hora no son válidas',
  date: 'La fecha no es válida',
  regex: 'El formato no es válido',
};

const count = (n: number, one: string, other: string) => `${n} ${n === 1 ? one : other}`;

function spanish({ keyword, message = '', params = {} }: SchemaIssue): string | undefined {
  const origin = typeof params.origin === 'string' ? params.origin : undefined;
  switch (keyword) {
    case 'invalid_type': {
      const expected = TYPES_ES[String(params.expected)] ?? String(params.expected);
      return message.endsWith('received undefined')
        ? `Falta este dato: se esperaba ${expected}.`
        : `Dato no válido: se esperaba ${expected}.`;
    }
    case 'invalid_value': {
      const values = Array.isArray(params.values) ? params.values.map(String) : [];
      return values.length === 1
        ? `Dato no válido: se esperaba ${values[0]}.`
        : `Opción no válida: se esperaba una de estas: ${values.join(', ')}.`;
    }
    case 'too_big':
    case 'too_small':
      return sizeEs(keyword, origin, params);
    case 'invalid_format':
      return `${FORMATS_ES[String(params.format)] ?? 'El formato no es válido'}.`;
    case 'not_multiple_of':
      return `Número no válido: debe ser múltiplo de ${String(params.divisor)}.`;
    case 'unrecognized_keys': {
      const keys = Array.isArray(params.keys) ? params.keys.map(String) : [];
      return keys.length === 1
        ? `Campo desconocido: ${keys[0]}.`
        : `Campos desconocidos: ${keys.join(', ')}.`;
    }
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
    case 'custom':
      return 'Dato no válido.';
    default:
      return undefined;
  }
}

function sizeEs(
  keyword: 'too_big' | 'too_small',
  origin: string | undefined,
  params: Record<string, unknown>,
): string {
  const big = keyword === 'too_big';
  const limit = Number(big ? params.maximum : params.minimum);
  const inclusive = params.inclusive !== false;
  const bound = params.exact ? 'exactamente' : big ? 'como máximo' : 'como mínimo';
  switch (origin) {
    case 'string':
      if (!big && limit === 1 && inclusive) return 'No puede estar vacío.';
      return `${big ? 'Demasiado largo' : 'Demasiado corto'}: ${bound} ${count(limit, 'carácter', 'caracteres')}.`;
    case 'array':
    case 'set':
      return `${big ? 'Demasiados elementos' : 'Faltan elementos'}: ${bound} ${count(limit, 'elemento', 'elementos')}.`;
    default: {
      if (inclusive) return `${big ? 'Demasiado grande' : 'Demasiado pequeño'}: ${bound} ${limit}.`;
      return `${big ? 'Demasiado grande' : 'Demasiado pequeño'}: debe ser ${big ? 'menor' : 'mayor'} que ${limit}.`;
    }
  }
}
