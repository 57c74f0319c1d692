import {
  CONSENT_COOKIE_MAX_AGE_SECONDS,
  CONSENT_COOKIES,
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  pickLanguage,
  type Language,
} from '@sns/contract';
import type { Catalog } from './catalog-en';
import { firstEn } from './catalogs/first-en';

/*
 * The page's language, one for the whole page and outside React's tree (docs/decisions/070): the
 * API client sends it with every call, the consent code keeps its cookie, and the switch, the
 * profile and the pages all read and change the same one. A language's catalog is loaded before
 * the language is shown, so a page never mixes two.
 */

export interface LanguageState {
  language: Language;
  messages: Catalog;
}

/**
 * Every language comes in two parts (decisions 091, 103): its first words, the landing page's,
 * and the rest. A key of the rest is missing until `needAllWords()` has brought it; `useT()`
 * asks for it then. English's first words are in the main chunk; another language's are their
 * own small chunk (the server names it in index.html when the browser asks for that language).
 */
const firstWords = firstEn as Partial<Catalog> as Catalog;
let state: LanguageState = { language: DEFAULT_LANGUAGE, messages: firstWords };
const listeners = new Set<() => void>();
/** Bumped by every change: a catalog arriving after a newer choice is not shown. */
let generation = 0;
/** The language the parent picked in this browser (the switch, or the cookie of an earlier pick). */
let chosen: Language | undefined;
/** …picked while signed out: the profile of the parent who signs in next takes it. */
let chosenWhileSignedOut: Language | undefined;

type Words = Partial<Catalog>;
const parts: Record<Language, { first: () => Promise<Words>; rest: () => Promise<Words> }> = {
  en: {
    first: () => Promise.resolve(firstWords),
    rest: () => import('./catalogs/rest-en').then((m) => m.restEn),
  },
  // Other languages are their own chunks: a parent reading English never downloads them.
  es: {
    first: () => import('./catalogs/first-es').then((m) => m.firstEs),
    rest: () => import('./catalogs/rest-es').then((m) => m.restEs),
  },
};
const firsts = new Map<Language, Promise<Words>>();
const rests = new Map<Language, Promise<Words>>();
/** Once a page has needed every word, a language is shown only with all of its words. */
let allWordsWanted = false;
/** The language being shown, or on its way (its words not here yet). */
let target: Language = DEFAULT_LANGUAGE;

function wordsOf(language: Language, all: boolean): Promise<Catalog> {
  if (!firsts.has(language)) firsts.set(language, parts[language].first());
  if (all && !rests.has(language)) rests.set(language, parts[language].rest());
  const rest = rests.get(language);
  // A rest already asked for is taken too: it may be here already, and it is never dropped.
  return Promise.all([firsts.get(language), rest ?? Promise.resolve({})]).then(
    ([first, more]) => ({ ...first, ...more }) as Catalog,
  );
}

export const getLanguageState = () => state;

/**
 * Brings every word of the page's language (decisions 091, 103): every page but the landing page
 * waits for this (`load-page.ts`), and the landing page asks once it is idle.
 */
export function needAllWords(): Promise<void> {
  allWordsWanted = true;
  const language = target;
  return wordsOf(language, true).then((messages) => {
    const some = Object.keys(messages).find((key) => !(key in state.messages));
    if (state.language !== language || some === undefined) return;
    state = { language, messages };
    listeners.forEach((l) => l());
  });
}
export const currentLanguage = () => state.language;

export function subscribeLanguage(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The language a page starts in: the signed-in parent's (from the stored profile), else the one
 * kept in the cookie, else the browser's.
 */
export function initialLanguage(profileLanguage?: unknown): Language {
  if (isLanguage(profileLanguage)) return profileLanguage;
  const fromCookie = readCookie(LANGUAGE_COOKIE);
  if (isLanguage(fromCookie)) {
    // The cookie holds an earlier pick of a visitor: as good as one made on this page.
    chosen = fromCookie;
    chosenWhileSignedOut = fromCookie;
    return fromCookie;
  }
  return (
    pickLanguage(typeof navigator === 'undefined' ? [] : navigator.languages) ?? DEFAULT_LANGUAGE
  );
}

/** Shows the page in `language` once its catalog is here; resolves when it is shown. */
export async function showLanguage(language: Language): Promise<void> {
  const mine = ++generation;
  target = language;
  // index.html may say another language (the server's guess, decision 103): the page says its own.
  if (language === state.language) return markLanguage(language);
  let wanted: boolean;
  let messages: Catalog;
  // A page that needs every word may ask for them while the first ones are on their way.
  do {
    wanted = allWordsWanted;
    messages = await wordsOf(language, wanted);
  } while (!wanted && allWordsWanted);
  if (mine !== generation) return;
  state = { language, messages };
  markLanguage(language);
  listeners.forEach((l) => l());
}

function markLanguage(language: Language) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** A parent's own choice (the switch): shown, kept in the cookie, and remembered for sign-in. */
export async function chooseLanguage(language: Language, signedIn: boolean) {
  chosen = language;
  chosenWhileSignedOut = signedIn ? undefined : language;
  await showLanguage(language);
  keepLanguageCookie();
}

/**
 * What the profile of a parent who just signed in should say: the language they chose on this
 * page before signing in, if they did (taken once), else nothing (the profile's stands).
 */
export function takeChoiceMadeWhileSignedOut(): Language | undefined {
  const chosen = chosenWhileSignedOut;
  chosenWhileSignedOut = undefined;
  return chosen;
}

/**
 * The language cookie is a functionality cookie (docs/decisions/009, 070): written only while
 * functionality consent is granted, and expired as soon as it is not. The consent code calls this
 * after every change of consent; a change of language calls it too.
 */
export function keepLanguageCookie() {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const granted = readCookie(CONSENT_COOKIES.functionality) === 'granted';
  // Only a parent's own pick is kept: the browser's language needs no cookie to be found again.
  if (granted && chosen)
    document.cookie = `${LANGUAGE_COOKIE}=${chosen}; path=/; max-age=${CONSENT_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
  else if (!granted)
    document.cookie = `${LANGUAGE_COOKIE}=; path=/; max-age=0; SameSite=Lax${secure}`;
}

function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/** The locale dates, numbers and prices are written in: English keeps the en-US of the spec. */
export const FORMAT_LOCALES: Record<Language, string> = { en: 'en-US', es: 'es' };
export const formatLocale = () => FORMAT_LOCALES[state.language];
