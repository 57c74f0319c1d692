import { IntlMessageFormat } from 'intl-messageformat';
import { pickLanguage, type Language } from '@sns/contract';
import { ERROR_MESSAGES_ES, ERROR_TEMPLATES_ES } from './error-messages-es';

/** Each language's error messages but English, whose messages are the code's own. */
const CATALOGS: Record<Exclude<Language, 'en'>, Catalog> = {
  es: compile(ERROR_MESSAGES_ES, ERROR_TEMPLATES_ES, 'es'),
};

interface Catalog {
  exact: ReadonlyMap<string, string>;
  templates: readonly { pattern: RegExp; names: string[]; format: IntlMessageFormat }[];
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
  for (const { pattern, names, format } of catalog.templates) {
    const match = pattern.exec(message);
    if (!match) continue;
    const values = Object.fromEntries(
      names.map((name, i) => {
        const value = match[i + 1] ?? '';
        return [name, /^\d+$/.test(value) ? Number(value) : translateErrorMessage(value, language)];
      }),
    );
    return String(format.format(values));
  }
  return message;
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
        format: new IntlMessageFormat(translated, locale),
      };
    }),
  };
}
