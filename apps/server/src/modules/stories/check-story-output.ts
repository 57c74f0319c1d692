import type { Moderator } from '../../providers/moderation/openai-moderation';
import { checkStoryInput } from './input-safety';

/**
 * What a story must never say to a child, whatever the parent typed: a link, an e-mail address,
 * or a request for a password or personal details ("type your mum's password into…").
 */
const LINK =
  /\b(?:https?:\/\/|www\.)\S+|\b[a-z0-9-]+\.(?:com|net|org|io|co|uk|app|dev|xyz|info|biz)\b/i;
const EMAIL = /\b[\w.+-]+@[\w-]+\.[\w.-]+\b/;
const PERSONAL_DATA =
  /\b(?:passwords?|pass ?codes?|passcodes?|pin (?:code|number)|log ?in details|credit cards?|bank cards?|card numbers?|home address|phone numbers?|social security|secret code to (?:type|enter))\b/i;

export interface OutputCheck {
  /** Why the text may not be shown: empty when it may. */
  reasons: string[];
}

/**
 * Checks the words a model gave before they reach a child: our own unsafe-word check (the same
 * one the parent's input goes through), links, e-mail addresses and requests for personal data,
 * then the moderation service where there is one. Each reason is for the log, never the parent.
 */
export async function checkStoryOutput(
  texts: string[],
  moderator: Moderator | undefined,
  signal?: AbortSignal,
): Promise<OutputCheck> {
  const reasons: string[] = [];
  const joined = texts.join('\n');
  const { unsafe } = checkStoryInput({ hero: '', elements: texts });
  if (unsafe.length > 0) reasons.push(`unsafe words: ${unsafe.join(', ')}`);
  if (LINK.test(joined)) reasons.push('a link');
  if (EMAIL.test(joined)) reasons.push('an e-mail address');
  if (PERSONAL_DATA.test(joined)) reasons.push('a request for personal data');
  if (reasons.length === 0 && moderator) {
    const moderated = await moderator.check(texts, { signal });
    if (moderated.flagged)
      reasons.push(`moderation: ${moderated.categories.join(', ') || 'flagged'}`);
  }
  return { reasons };
}
