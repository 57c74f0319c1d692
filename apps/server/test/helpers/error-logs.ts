import { logSerializers, redactError } from '../../src/lib/redact-error';

/**
 * An error the app logged: through Fastify's request logger (`request.log.error`, as the error
 * handler does for every 500) or through the context's log (the queue, jobs, background tasks).
 */
export interface LoggedError {
  source: 'request' | 'context';
  msg: string;
  err?: { type?: string; message?: string; stack?: string };
  [field: string]: unknown;
}

/** Which logged errors a test provokes on purpose: a RegExp is tried on `msg: err.message`. */
export type ErrorLogMatcher = RegExp | ((entry: LoggedError) => boolean);

/** What a RegExp matcher is tried on: the log message, then the error's message if there is one. */
export function describeLoggedError(entry: LoggedError): string {
  return entry.err?.message ? `${entry.msg}: ${entry.err.message}` : entry.msg;
}

const guards = new Set<ErrorLogGuard>();

/**
 * An error logged where nobody looks passes silently: a 500 in a test that does not check the
 * status, a job that failed while the test waited for something else. So every test app records
 * its error-level logs, and each test fails when an error it did not declare expected was logged
 * during it (the API projects' setup file, error-log-hook.ts, calls this after every test); what
 * is logged after the last test fails `t.close()`.
 */
export function checkOpenErrorLogGuards() {
  for (const guard of guards) guard.check();
}

export function createErrorLogGuard(expected: ErrorLogMatcher[] = []) {
  const allowed = [...expected];
  let unchecked: LoggedError[] = [];
  const record = (entry: LoggedError) => {
    if (!allowed.some((m) => (m instanceof RegExp ? m.test(describeLoggedError(entry)) : m(entry))))
      unchecked.push(entry);
  };
  const guard = {
    /** Fastify's `logger` option: error level, our redacting serializers, lines into `record`. */
    fastifyLogger: {
      level: 'error',
      serializers: logSerializers,
      stream: {
        write(line: string) {
          const { msg, ...fields } = JSON.parse(line) as Record<string, unknown>;
          record({ ...fields, source: 'request', msg: String(msg) });
        },
      },
    },
    /** Records a line of the context's log (`log.error(obj, msg)`). */
    contextError(obj: object, msg: string) {
      const { err, ...fields } = obj as { err?: unknown };
      const serialized = err instanceof Error ? redactError(err) : err;
      record({
        ...fields,
        ...(serialized === undefined ? {} : { err: serialized as LoggedError['err'] }),
        source: 'context',
        msg,
      });
    },
    /** Declares errors the test provokes on purpose: from now until the app is closed. */
    allow(matcher: ErrorLogMatcher) {
      allowed.push(matcher);
    },
    /** Throws, once, listing the errors logged since the last check that nobody declared. */
    check() {
      const found = unchecked;
      unchecked = [];
      if (found.length === 0) return;
      const lines = found.map((entry) => {
        const stack = entry.err?.stack?.split('\n').slice(1, 4).join('\n') ?? '';
        return `- [${entry.source}] ${describeLoggedError(entry)}${stack ? `\n${stack}` : ''}`;
      });
      throw new Error(
        `The app logged ${found.length} unexpected error(s):\n${lines.join('\n')}\n` +
          'If the test provokes it on purpose, declare it: t.allowErrorLogs(/message/) or ' +
          'createTestApp(env, { expectErrorLogs: [/message/] }).',
      );
    },
    /** No more checks after each test: the app is closed. */
    stop() {
      guards.delete(guard);
    },
  };
  guards.add(guard);
  return guard;
}

export type ErrorLogGuard = ReturnType<typeof createErrorLogGuard>;
