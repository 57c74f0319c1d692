/**
 * Flite reads ASCII English. Typographic quotes, dashes and accented letters (a hero called Zoë)
 * are turned into what it pronounces well; anything else it cannot say is dropped.
 */
export function toSpeakableText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[‘’‚‛′]/g, "'")
    .replace(/[“”„‟″«»]/g, '"')
    .replace(/\s*[—–―]\s*/g, ', ')
    .replace(/…/g, '...')
    .replace(/[^\x20-\x7e]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
