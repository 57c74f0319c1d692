/**
 * Whether a failed statement broke the named unique index. Both drivers report a unique violation
 * as code 23505; Drizzle may wrap it as the `cause`.
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  let e = error;
  for (
    let depth = 0;
    depth < 5 && e && typeof e === 'object';
    depth += 1, e = (e as { cause?: unknown }).cause
  ) {
    const { code, constraint: name } = e as { code?: string; constraint?: string };
    if (code === '23505') return name === undefined || name === constraint;
  }
  return false;
}
