import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isZodFallback, zodMessageIn, type SchemaIssue } from './zod-messages';

/** The issues of `value` against `schema`, as fastify-type-provider-zod hands them over. */
function issuesOf(schema: z.ZodType, value: unknown): SchemaIssue[] {
  const parsed = schema.safeParse(value);
  if (parsed.success) throw new Error('expected a failure');
  return parsed.error.issues.map(({ code, message, path: _path, ...params }) => ({
    keyword: code,
    message,
    params,
  }));
}

const first = (schema: z.ZodType, value: unknown) => {
  const [issue] = issuesOf(schema, value);
  if (!issue) throw new Error('no issue');
  return issue;
};

describe("zod's fallback messages in Spanish", () => {
  it.each([
    [z.object({ a: z.string() }), {}, 'Falta este dato: se esperaba un texto.'],
    [z.string(), 5, 'Dato no válido: se esperaba un texto.'],
    [z.number(), 'x', 'Dato no válido: se esperaba un número.'],
    [z.enum(['en', 'es']), 'fr', 'Opción no válida: se esperaba una de estas: en, es.'],
    [z.literal('yes'), 'no', 'Dato no válido: se esperaba yes.'],
    [z.string().max(3), 'abcd', 'Demasiado largo: como máximo 3 caracteres.'],
    [z.string().min(1), '', 'No puede estar vacío.'],
    [z.string().min(2), 'a', 'Demasiado corto: como mínimo 2 caracteres.'],
    [z.string().length(1), 'ab', 'Demasiado largo: exactamente 1 carácter.'],
    [z.array(z.string()).max(1), ['a', 'b'], 'Demasiados elementos: como máximo 1 elemento.'],
    [z.number().int().max(10), 11, 'Demasiado grande: como máximo 10.'],
    [z.number().positive(), 0, 'Demasiado pequeño: debe ser mayor que 0.'],
    [z.string().email(), 'nope', 'La dirección de correo no es válida.'],
    [z.string().uuid(), 'nope', 'El identificador (UUID) no es válido.'],
    [z.number().multipleOf(5), 7, 'Número no válido: debe ser múltiplo de 5.'],
    [z.strictObject({}), { x: 1, y: 2 }, 'Campos desconocidos: x, y.'],
  ])('%#: says zod’s words in Spanish', (schema, value, spanish) => {
    const issue = first(schema, value);
    expect(isZodFallback(issue)).toBe(true);
    expect(zodMessageIn(issue, 'es')).toBe(spanish);
  });

  it('leaves English exactly as zod wrote it', () => {
    const issue = first(z.string().max(3), 'abcd');
    expect(zodMessageIn(issue, 'en')).toBe('Too big: expected string to have <=3 characters');
  });

  it("does not take a schema's own message for zod's", () => {
    // A variable, so the catalog's coverage test (071) does not take it for a server message.
    const own = 'A message of our own';
    const issue = first(z.string().min(1, own), '');
    expect(isZodFallback(issue)).toBe(false);
    const typed = first(z.string({ error: own }), 5);
    expect(isZodFallback(typed)).toBe(false);
  });
});
