import { LANGUAGE_NAMES, LANGUAGES, type Language, type User } from '@sns/contract';
import { useEffect, useSyncExternalStore } from 'react';
import { api } from '../../lib/api-client';
import { setSignedInUser } from '../../lib/current-user';
import {
  chooseLanguage,
  currentLanguage,
  showLanguage,
  subscribeLanguage,
  takeChoiceMadeWhileSignedOut,
} from '../../lib/i18n/language-store';
import { queryClient } from '../../lib/query-client';

/**
 * The language this page last saved to the profile. A profile read before that save landed (a
 * session check or a refresh racing the PUT) still says the old one: it must not switch the
 * page back under the parent, so once the page has saved for a parent, its own choice stands
 * until the page is reloaded.
 */
let savedHere: { uid: string; language: Language } | undefined;

/** PUT /api/updateLanguage/{userId}: the profile keeps the parent's language (decision 070). */
async function saveLanguage(user: User, language: Language) {
  savedHere = { uid: user.user_uid, language };
  const answer = await api.put<{ user: User }>(
    `/api/updateLanguage/${encodeURIComponent(user.user_uid)}`,
    { language },
  );
  setSignedInUser(queryClient, answer.user);
}

/**
 * Signing in: a language chosen on this page just before wins and is saved to the profile;
 * otherwise the page follows the profile (another device may have changed it). Rendered once, by
 * the layout.
 */
export function useProfileLanguage(user: User | null) {
  const uid = user?.user_uid;
  const profileLanguage = user?.language;
  useEffect(() => {
    if (!user || !profileLanguage) return;
    const chosen = takeChoiceMadeWhileSignedOut();
    if (chosen && chosen !== profileLanguage) void saveLanguage(user, chosen).catch(() => {});
    else if (savedHere?.uid !== user.user_uid || savedHere.language === profileLanguage)
      void showLanguage(profileLanguage);
    // Only a new parent or a new profile language matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [uid, profileLanguage]);
}

/**
 * The language switch (docs/decisions/070): every other language, each named in itself (and
 * marked as that language, so a screen reader says it in it), one click away — in the header
 * from tablets up, and in the footer of every page at every width. A signed-in parent's choice is
 * kept on their profile; a visitor's in the language cookie when functionality cookies are
 * allowed.
 */
export function LanguageSwitch({
  user,
  className,
  buttonClassName,
  label,
}: {
  user: User | null;
  className?: string;
  buttonClassName?: string;
  /** The list's accessible name. */
  label?: string;
}) {
  const language = useSyncExternalStore(subscribeLanguage, currentLanguage, currentLanguage);

  const choose = (next: Language) => {
    void chooseLanguage(next, Boolean(user));
    if (user) void saveLanguage(user, next).catch(() => {});
  };

  return (
    <ul className={className} aria-label={label}>
      {LANGUAGES.filter((l) => l !== language).map((other) => (
        <li key={other}>
          <button
            type="button"
            lang={other}
            className={buttonClassName}
            onClick={() => choose(other)}
          >
            {LANGUAGE_NAMES[other]}
          </button>
        </li>
      ))}
    </ul>
  );
}
