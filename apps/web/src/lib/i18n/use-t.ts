import type { Language } from '@sns/contract';
import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import { Children, createContext, useCallback, useContext, type ReactNode } from 'react';
import type { Catalog, MessageKey } from './catalog-en';
import {
  FORMAT_LOCALES,
  getLanguageState,
  needAllWords,
  type LanguageState,
} from './language-store';

export const MessagesContext = createContext<LanguageState>(getLanguageState());

export type MessageValues = Record<string, PrimitiveType>;
type RichValue = ReactNode | ((chunks: ReactNode[]) => ReactNode);

/**
 * Each message is parsed once per language and kept: a page re-rendering formats, never parses.
 * A message without ICU syntax is its own text and needs no formatter at all.
 */
const formats = new Map<string, IntlMessageFormat>();
function formatOf(language: Language, messages: Catalog, key: MessageKey) {
  const id = `${language}\u0000${key}`;
  let format = formats.get(id);
  if (!format) {
    // A built app's ICU messages arrive parsed (preparse-catalogs-plugin.ts, decision 090).
    const message: Message = messages[key];
    format = new IntlMessageFormat(message, FORMAT_LOCALES[language]);
    formats.set(id, format);
  }
  return format;
}
/** A message as `IntlMessageFormat` takes it: its text, or (in a build) its parsed form. */
type Message = ConstructorParameters<typeof IntlMessageFormat>[0];
const plain = (message: Message) => typeof message === 'string' && !/[{}<']/.test(message);

/**
 * A key whose words have not arrived yet (English's rest, decision 091, on the landing page):
 * they are asked for, and the page is drawn again with them; until then the key says nothing.
 */
function missing(messages: Catalog, key: MessageKey) {
  if (key in messages) return false;
  void needAllWords();
  return true;
}

/** `t(key, values)`: a message of the page's catalog, its ICU placeholders and plurals filled in. */
export function useT() {
  const { language, messages } = useContext(MessagesContext);
  return useCallback(
    (key: MessageKey, values?: MessageValues): string => {
      if (missing(messages, key)) return '';
      const message = messages[key];
      if (plain(message)) return message;
      return String(formatOf(language, messages, key).format(values));
    },
    [language, messages],
  );
}

/**
 * `translate(key, values)`: the same outside a component (a helper's words, e.g. a price label),
 * in the page's language of the moment. The component showing them calls `useT()`, so it is drawn
 * again when the language changes.
 */
export function translate(key: MessageKey, values?: MessageValues): string {
  const { language, messages } = getLanguageState();
  if (missing(messages, key)) return '';
  const message = messages[key];
  if (plain(message)) return message;
  return String(formatOf(language, messages, key).format(values));
}

/**
 * `rich(key, values)`: a message with tags (`<em>…</em>`) whose values may be elements, e.g.
 * `{ em: (chunks) => <em>{chunks}</em> }`.
 */
export function useRichT() {
  const { language, messages } = useContext(MessagesContext);
  return useCallback(
    (key: MessageKey, values: Record<string, RichValue>): ReactNode => {
      if (missing(messages, key)) return '';
      // A plain message is its own text (and a build has no parser to make it anything else).
      const message = messages[key];
      if (plain(message)) return message;
      const parts = formatOf(language, messages, key).format<ReactNode>(
        values as Record<string, PrimitiveType | ReactNode>,
      );
      // Text and elements side by side: keyed, as React wants a list's children.
      return Array.isArray(parts) ? Children.toArray(parts) : parts;
    },
    [language, messages],
  );
}
