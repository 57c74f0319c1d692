import { useSyncExternalStore, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { FORMAT_LOCALES, getLanguageState, subscribeLanguage } from './language-store';

/** The catalog of the page's language for every component below (docs/decisions/070). */
export function I18nProvider({ children }: { children: ReactNode }) {
  const { language, messages } = useSyncExternalStore(
    subscribeLanguage,
    getLanguageState,
    getLanguageState,
  );
  return (
    <IntlProvider
      locale={FORMAT_LOCALES[language]}
      defaultLocale="en-US"
      messages={messages}
      // Every catalog has every key (catalogs.test.ts and the type of each catalog): nothing to
      // report at run time.
      onError={() => undefined}
    >
      {children}
    </IntlProvider>
  );
}
