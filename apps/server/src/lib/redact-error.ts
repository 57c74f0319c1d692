import { stdSerializers, type SerializedError } from 'pino';

/** Everything after this in a message is the values a failed query was given. */
const PARAMS_MARKER = /\nparams:[\s\S]*$/;
/** Fields of database errors that carry row values: Drizzle's params, PostgreSQL's detail. */
const VALUE_FIELDS = ['params', 'parameters', 'detail', 'where', 'internalQuery'];

/**
 * An error as safe to log or store: a failed query keeps its SQL but not its values (a password
 * hash, an e-mail, a child's name), in the message, the stack and every cause.
 */
export function redactError(error: Error): SerializedError {
  // pino hands over whatever sits under `err`; only real errors are serialized.
  if (!(error instanceof Error)) return error;
  const serialized = stdSerializers.err(error) as SerializedError & Record<string, unknown>;
  return redactSerialized(serialized);
}

function redactSerialized(value: SerializedError & Record<string, unknown>) {
  const out: Record<string, unknown> = { ...value };
  for (const field of VALUE_FIELDS) delete out[field];
  if (typeof out.message === 'string') out.message = out.message.replace(PARAMS_MARKER, '');
  if (typeof out.stack === 'string') out.stack = redactStack(out.stack);
  if (out.cause && typeof out.cause === 'object')
    out.cause = redactSerialized(out.cause as SerializedError & Record<string, unknown>);
  return out as SerializedError;
}

/** The stack repeats the message: drop the `params:` line(s) up to the first frame. */
const redactStack = (stack: string) => stack.replace(/\nparams:[\s\S]*?(?=\n\s+at |$)/, '');

/** The error message without a failed query's values. */
export function redactedMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(PARAMS_MARKER, '');
}

/** An Error fit to hand to the queue, which keeps it in its tables: no query values. */
export function redactedCopy(error: unknown): Error {
  const copy = new Error(redactedMessage(error));
  if (error instanceof Error && error.stack) copy.stack = redactStack(error.stack);
  return copy;
}

/** pino serializers for every logger of ours: `err` is redacted. */
export const logSerializers = { err: redactError };
