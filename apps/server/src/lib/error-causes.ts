/** Whether the error or one of its causes (Drizzle wraps the driver's error) matches. */
export function someCause(error: unknown, match: (cause: object) => boolean): boolean {
  let e = error;
  for (let depth = 0; depth < 5 && e && typeof e === 'object'; depth += 1) {
    if (match(e)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
