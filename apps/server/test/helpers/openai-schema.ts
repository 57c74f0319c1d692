import { Ajv2020 } from 'ajv/dist/2020';
import published from '../fixtures/openai/openapi-request-schemas.json';

/**
 * OpenAI's published OpenAPI document (test/fixtures/openai/openapi-request-schemas.json: the
 * schemas our requests use, vendored from github.com/openai/openai-openapi at the commit it
 * names), as a validator of request bodies: a JSON body as sent, or a multipart form as the API
 * reads it (its text fields are strings, read as the schema's types; `name[]` is the array `name`).
 */

type Schema = Record<string, unknown>;
const schemas = withoutNullable(published.schemas) as Record<string, Schema>;

function validator(coerceTypes: boolean) {
  const ajv = new Ajv2020({ strict: false, allErrors: true, coerceTypes });
  ajv.addFormat('binary', true);
  ajv.addFormat('uri', true);
  ajv.addSchema({ $id: 'openai', components: { schemas } });
  return ajv;
}
const json = validator(false);
const form = validator(true);

export interface SchemaFindings {
  /** Ajv's errors; empty when the body is valid. */
  errors: unknown[];
  /** Fields the schema does not declare: a misspelt field would validate and be ignored. */
  undeclared: string[];
}

/** Checks a JSON request body against the named schema. */
export function checkOpenAiBody(name: string, body: Record<string, unknown>): SchemaFindings {
  return findings(json, name, body);
}

/**
 * Checks a multipart request body (as test/fakes/openai-media.ts records it: strings, and files
 * as their bytes) against the named schema; a file stands as the `binary` string it is there.
 */
export function checkOpenAiForm(name: string, body: Record<string, unknown>): SchemaFindings {
  const asStrings = (value: unknown): unknown =>
    Buffer.isBuffer(value)
      ? value.toString('latin1')
      : Array.isArray(value)
        ? value.map(asStrings)
        : value;
  return findings(
    form,
    name,
    Object.fromEntries(Object.entries(body).map(([key, value]) => [key, asStrings(value)])),
  );
}

function findings(ajv: Ajv2020, name: string, body: Record<string, unknown>): SchemaFindings {
  const validate = ajv.getSchema(`openai#/components/schemas/${name}`);
  if (!validate) throw new Error(`No schema ${name}`);
  const errors = validate(structuredClone(body)) ? [] : [...(validate.errors ?? [])];
  const declared = declaredProperties(schemas[name] as Schema);
  return { errors, undeclared: Object.keys(body).filter((key) => !declared.has(key)) };
}

/**
 * OpenAPI 3.0's `nullable` still appears in the 3.1 document, often beside `anyOf` (which Ajv's
 * own reading refuses): rewritten as the JSON Schema it means, "or null".
 */
function withoutNullable(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutNullable);
  if (!node || typeof node !== 'object') return node;
  const { nullable, ...rest } = node as Schema;
  const copy = Object.fromEntries(
    Object.entries(rest).map(([key, value]) => [key, withoutNullable(value)]),
  );
  if (nullable !== true) return copy;
  if (typeof copy.type === 'string') {
    const enumValues = copy.enum as unknown[] | undefined;
    return {
      ...copy,
      type: [copy.type, 'null'],
      ...(enumValues ? { enum: [...enumValues, null] } : {}),
    };
  }
  return { anyOf: [copy, { type: 'null' }] };
}

/** The properties a schema declares, through its allOf parts and $refs. */
function declaredProperties(schema: Schema, seen = new Set<Schema>()): Set<string> {
  const names = new Set<string>();
  if (seen.has(schema)) return names;
  seen.add(schema);
  for (const key of Object.keys((schema.properties as Schema | undefined) ?? {})) names.add(key);
  for (const part of (schema.allOf as Schema[] | undefined) ?? []) {
    const ref = part.$ref as string | undefined;
    const target = ref ? (schemas[ref.replace('#/components/schemas/', '')] as Schema) : part;
    for (const key of declaredProperties(target, seen)) names.add(key);
  }
  return names;
}
