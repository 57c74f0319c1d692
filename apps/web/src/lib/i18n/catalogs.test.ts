import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { LANGUAGES, type Language } from '@sns/contract';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { en, type Catalog } from './catalog-en';
import { es } from './catalog-es';
import { FORMAT_LOCALES } from './language-store';

/*
 * Every catalog has every key of the English one and no other, every message is valid ICU, and a
 * message takes the same values in every language (docs/decisions/070). A new language's catalog
 * is added to CATALOGS and to LANGUAGES; this test then tells what it misses.
 */
const CATALOGS: Record<Language, Catalog> = { en, es };

/** The names of the values a message takes (its arguments and its tags), sorted. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      names.add(element.value);
      if (element.type === TYPE.tag) walk(element.children);
      if (element.type === TYPE.plural || element.type === TYPE.select)
        for (const option of Object.values(element.options)) walk(option.value);
    }
  };
  walk(parse(message));
  return [...names].sort();
}

describe('the catalogs', () => {
  it('cover every language we speak', () => {
    expect(Object.keys(CATALOGS).sort()).toEqual([...LANGUAGES].sort());
  });

  for (const language of LANGUAGES) {
    const catalog = CATALOGS[language];

    it(`${language}: has every key, and no key the English catalog lacks`, () => {
      expect(Object.keys(catalog).sort()).toEqual(Object.keys(en).sort());
      for (const [key, message] of Object.entries(catalog))
        expect(message.trim(), `${language} ${key}`).not.toBe('');
    });

    it(`${language}: every message is ICU and takes the English message's values`, () => {
      for (const [key, message] of Object.entries(catalog)) {
        expect(() => new IntlMessageFormat(message, FORMAT_LOCALES[language]), key).not.toThrow();
        expect(argumentsOf(message), `${language} ${key}`).toEqual(
          argumentsOf(en[key as keyof Catalog]),
        );
      }
    });
  }

  it('English messages without values read exactly as written (ICU quoting changes none)', () => {
    for (const [key, message] of Object.entries(en)) {
      if (argumentsOf(message).length > 0) continue;
      expect(new IntlMessageFormat(message, 'en-US').format(), key).toBe(message);
    }
  });

  it('plurals agree in both languages', () => {
    const format = (language: Language, n: number) =>
      new IntlMessageFormat(
        CATALOGS[language]['landing.priceBook'],
        FORMAT_LOCALES[language],
      ).format({ n });
    expect(format('en', 1)).toBe('1 credit is one PDF book');
    expect(format('en', 10)).toBe('10 credits is one PDF book');
    expect(format('es', 1)).toBe('1 crédito es un libro en PDF');
    expect(format('es', 10)).toBe('10 créditos son un libro en PDF');
  });
});
