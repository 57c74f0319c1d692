import type { User } from '@sns/contract';
import type { QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/** docs/api.md#spec-3: the current user is kept in local storage under this key, as JSON. */
export const CURRENT_USER_KEY = 'currentUser';

type Listener = () => void;
const listeners = new Set<Listener>();
let current: User | null = readStored();

function readStored(): User | null {
  try {
    const raw = localStorage.getItem(CURRENT_USER_KEY);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    return looksLikeUser(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * A cheap shape check instead of the zod schema: the stored user is only a cache, which the
 * session check (docs/api.md#spec-4) replaces with the server's schema-checked profile right after
 * start. Keeping zod out of this module keeps it out of the landing page's first load
 * (docs/design.md#design-7).
 */
function looksLikeUser(value: unknown): value is User {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.user_uid === 'string' &&
    typeof v.email === 'string' &&
    typeof v.firstName === 'string' &&
    typeof v.lastName === 'string' &&
    typeof v.displayName === 'string' &&
    typeof v.storiesRemaining === 'number' &&
    typeof v.userStories === 'number'
  );
}

/** Replaces the current user (or clears it with null), in memory and in local storage. */
export function setCurrentUser(user: User | null) {
  current = user;
  try {
    if (user) localStorage.setItem(CURRENT_USER_KEY, JSON.stringify(user));
    else localStorage.removeItem(CURRENT_USER_KEY);
  } catch {
    // Private browsing may refuse storage; the session still works for this tab.
  }
  listeners.forEach((l) => l());
}

export function getCurrentUser(): User | null {
  return current;
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === CURRENT_USER_KEY) {
      current = readStored();
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The signed-in user, or null; re-renders when it changes (also from another tab). */
export function useCurrentUser(): User | null {
  return useSyncExternalStore(subscribe, getCurrentUser, () => null);
}

/**
 * The prefix of the signed-in user's profile query (GET /api/getUserProfile/{user_uid}), the one
 * query the current user is read from: the session check watches it and keeps this store (and
 * local storage) equal to its answer.
 */
export const SIGNED_IN_USER_QUERY_KEY = ['accounts', 'profile'] as const;

/**
 * After anything that changes the parent's credits or stories count (a story, a picture, a
 * narration, a purchase): asks the profile again, and the session check takes the answer in.
 * Resolves when it has been answered. With `throwOnError` a failure reaches the caller; otherwise
 * it is left to the query cache (a 401 is a silent local logout).
 */
export async function refreshSignedInUser(
  queryClient: QueryClient,
  { throwOnError = false } = {},
): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: SIGNED_IN_USER_QUERY_KEY }, { throwOnError });
}
