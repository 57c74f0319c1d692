import { someCause } from '../lib/error-causes';

/**
 * PostgreSQL refused a value itself (SQLSTATE class 22, "data exception": a date that is no day
 * of the calendar, a number out of its column's range, text that is not a uuid…). JavaScript took
 * the value, so no schema caught it; it came with the request, so it is the request's fault. Both
 * drivers report the code; Drizzle may wrap it as the `cause`.
 */
export const isDataException = (error: unknown) =>
  someCause(error, (e) => {
    const code = (e as { code?: unknown }).code;
    return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
  });
