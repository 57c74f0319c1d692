/**
 * GET /api/exportMyData/{userId}: the parent's data as one zip (docs/decisions/012).
 *
 * Only the address, no fetcher or query hook: the profile offers it as a plain download link, so
 * the browser streams the zip to disk with its own progress and the page never holds a parent's
 * whole library in memory. The session cookie goes with the link (same origin); a GET needs no
 * CSRF token.
 */
export const exportMyDataUrl = (userId: string) =>
  `/api/exportMyData/${encodeURIComponent(userId)}`;
