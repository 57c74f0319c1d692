import { IntlMessageFormat } from 'intl-messageformat';
import { pickLanguage, type Language } from '@sns/contract';
import { ERROR_MESSAGES_ES, ERROR_TEMPLATES_ES } from './error-messages-es';

/** Each language's error messages but English, whose messages are the code's own. */
const CATALOGS: Record<Exclude<Language, 'en'>, Catalog> = {
  es: compile(ERROR_MESSAGES_ES, ERROR_TEMPLATES_ES, 'es'),
};

interface Catalog {
  exact: ReadonlyMap<string, string>;
  templates: readonly {
    pattern: RegExp;
    names: string[];
    /** The names whose value opens a sentence of the translation; the others sit inside one. */
    opening: ReadonlySet<string>;
    format: IntlMessageFormat;
  }[];
}

/** The language an error is answered in: the request's Accept-Language (decision 071). */
export function requestLanguage(acceptLanguage: string | string[] | undefined): Language {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : acceptLanguage;
  return pickLanguage(header) ?? 'en';
}

/**
 * One English error message in `language`. English, and a message the catalog does not know (a
 * library's own, an operator's), come back exactly as given.
 */
export function translateErrorMessage(message: string, language: Language): string {
  if (language === 'en') return message;
  const catalog = CATALOGS[language];
  const exact = catalog.exact.get(message);
  if (exact !== undefined) return exact;
  for (const { pattern, names, opening, format } of catalog.templates) {
    const match = pattern.exec(message);
    if (!match) continue;
    const values = Object.fromEntries(
      names.map((name, i) => {
        const value = match[i + 1] ?? '';
        if (/^\d+$/.test(value)) return [name, Number(value)];
        const said = translateErrorMessage(value, language);
        // Our own words (a field's name, "The name" → "El nombre") take the case of their place:
        // "El nombre tiene…", but "Falta: el nombre". A parent's words stay as they typed them.
        return [name, said === value ? value : inPlace(said, opening.has(name))];
      }),
    );
    return String(format.format(values));
  }
  return message;
}

/** `words` as they read at the start of a sentence or inside one; an acronym ("URL") as it is. */
function inPlace(words: string, opensSentence: boolean): string {
  const [first = '', second = ''] = [...words];
  if (second && second === second.toUpperCase() && second !== second.toLowerCase()) return words;
  const cased = opensSentence ? first.toUpperCase() : first.toLowerCase();
  return cased + words.slice(first.length);
}

/**
 * The names of `translated` (an ICU message) whose `{name}` opens a sentence: at its start, after
 * a sentence's end or after ¿ and ¡. After a colon Spanish goes on in lower case.
 */
function openingNames(translated: string, names: readonly string[]): Set<string> {
  return new Set(
    names.filter((name) => {
      const at = translated.indexOf(`{${name}}`);
      return at >= 0 && /(?:^|[.!?]\s+|[¿¡])$/.test(translated.slice(0, at));
    }),
  );
}

/**
 * Messages joined with `separator` (a printer's problems: "…; …") each said in `language`. A
 * message may hold the separator itself ("The interior has 23 pages; the page count must be
 * even"), so the fewest parts that make a known message are taken together; a part no catalog
 * knows (a printer's own words) stays as it was.
 */
export function translateJoined(text: string, language: Language, separator = '; '): string {
  if (language === 'en') return text;
  const parts = text.split(separator);
  const said: string[] = [];
  for (let from = 0; from < parts.length;) {
    let to = from + 1;
    while (to <= parts.length) {
      const whole = parts.slice(from, to).join(separator);
      const translated = translateErrorMessage(whole, language);
      if (translated !== whole) {
        said.push(translated);
        break;
      }
      to += 1;
    }
    if (to > parts.length) {
      said.push(parts[from] ?? '');
      to = from + 1;
    }
    from = to;
  }
  return said.join(separator);
}

/** `path: message` from a schema check, with the message part translated. */
export function translatePathMessage(message: string, language: Language): string {
  const whole = translateErrorMessage(message, language);
  if (whole !== message || language === 'en') return whole;
  const colon = message.indexOf(': ');
  if (colon < 0) return message;
  return `${message.slice(0, colon + 2)}${translateErrorMessage(message.slice(colon + 2), language)}`;
}

function compile(
  exact: Record<string, string>,
  templates: readonly (readonly [string, string])[],
  locale: string,
): Catalog {
  return {
    exact: new Map(Object.entries(exact)),
    templates: templates.map(([english, translated]) => {
      const names: string[] = [];
      const source = english
        .split(/\{(\w+)\}/)
        .map((part, i) => {
          if (i % 2 === 0) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
          names.push(part);
          return '(.*?)';
        })
        .join('');
      return {
        pattern: new RegExp(`^${source}$`, 's'),
        names,
        opening: openingNames(translated, names),
        format: new IntlMessageFormat(translated, locale),
      };
    }),
  };
}
