/** `text` as a regular expression that matches exactly it: "Mr. Bun (the baker)" has no pattern in it. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
