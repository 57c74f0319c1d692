import { useSyncExternalStore, type ReactNode } from 'react';
import { getLanguageState, subscribeLanguage } from './language-store';
import { MessagesContext } from './use-t';

/** The catalog of the page's language for every component below (docs/decisions/070). */
export function I18nProvider({ children }: { children: ReactNode }) {
  const state = useSyncExternalStore(subscribeLanguage, getLanguageState, getLanguageState);
  return <MessagesContext.Provider value={state}>{children}</MessagesContext.Provider>;
}
