/**
 * When this process last began serving a request: work that stops the event loop and can wait
 * (PGlite's checkpoint, db/pglite-connection.ts) waits for a moment nobody is asking. One clock
 * for the process, like the event loop it describes.
 */
let lastRequestAt = 0;

export function noteRequest(now = Date.now()) {
  lastRequestAt = now;
}

export function msSinceLastRequest(now = Date.now()) {
  return now - lastRequestAt;
}
