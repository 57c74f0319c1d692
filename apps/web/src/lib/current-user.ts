import type { User } from '@sns/contract';
import {
  hashKey,
  queryOptions,
  useQueryClient,
  type QueryClient,
  type QueryFunctionContext,
  type QueryState,
} from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';

/** docs/api.md#spec-3: the current user is kept in local storage under this key, as JSON. */
export const CURRENT_USER_KEY = 'currentUser';

/**
 * The one query the signed-in user lives in: its data is the user (null when signed out), its
 * fetch is the user's profile (GET /api/getUserProfile/{user_uid}). Sign-in, sign-out and a new
 * picture set it (setSignedInUser); whatever changes credits or the stories count invalidates it
 * (refreshSignedInUser). Local storage only mirrors it (connectSignedInUser).
 */
export const SIGNED_IN_USER_QUERY_KEY = ['accounts', 'signed-in-user'] as const;
const SIGNED_IN_USER_QUERY_HASH = hashKey(SIGNED_IN_USER_QUERY_KEY);

/**
 * The update time of a user read from local storage (at start, or written by another tab): no
 * answer of the server stands behind it yet. Every answer, and every user set by the app, is newer.
 */
const FROM_STORAGE = 0;

type UserStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
type StorageEvents = Pick<Window, 'addEventListener' | 'removeEventListener'>;

/**
 * The browser's local storage, or none where there is no window or the browser refuses it (reading
 * `window.localStorage` throws when storage is blocked): the session then works for this tab only.
 */
function browserStorage(): UserStorage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** A stored user the server has not answered for yet: the session check asks about it. */
function unchecked(state: QueryState<User | null>) {
  return state.data != null && state.dataUpdatedAt === FROM_STORAGE;
}

async function fetchSignedInUser({ client }: QueryFunctionContext): Promise<User | null> {
  const user = client.getQueryData<User | null>(SIGNED_IN_USER_QUERY_KEY);
  if (!user) return null;
  // Loaded on first use: the contract's zod schemas stay out of the landing page's first load.
  const { getUserProfile } = await import('./get-user-profile');
  return (await getUserProfile(user.user_uid)).user;
}

export const signedInUserQuery = queryOptions({
  queryKey: SIGNED_IN_USER_QUERY_KEY,
  queryFn: fetchSignedInUser,
  // Never dropped, even while nothing observes it. (Fresh for the client's usual 30 s: after that a
  // reconnect asks again, as every other read does.)
  gcTime: Infinity,
  // The session check decides on the first answer; asking again would only delay a logout.
  retry: false,
  // docs/api.md#spec-4: a stored user is checked with the server as soon as the session check
  // (the query's observer) is mounted.
  refetchOnMount: (query) =>
    unchecked(query.state) && query.state.status !== 'error' ? 'always' : false,
});

/**
 * The session check's verdict (docs/api.md#spec-4): the check of a stored user failed, before any
 * answer confirmed them. A refresh that fails later is not this, and keeps the parent signed in.
 */
export function failedFirstCheck(result: {
  data: User | null | undefined;
  isError: boolean;
  dataUpdatedAt: number;
}): boolean {
  return result.data != null && result.isError && result.dataUpdatedAt === FROM_STORAGE;
}

export function readStoredUser(storage: UserStorage | undefined): User | null {
  try {
    const raw = storage?.getItem(CURRENT_USER_KEY);
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

function writeStoredUser(storage: UserStorage | undefined, user: User | null) {
  if (!storage) return;
  try {
    const json = user ? JSON.stringify(user) : null;
    // Unchanged: no write, so no storage event for the other tabs either.
    if (storage.getItem(CURRENT_USER_KEY) === json) return;
    if (json === null) storage.removeItem(CURRENT_USER_KEY);
    else storage.setItem(CURRENT_USER_KEY, json);
  } catch {
    // Private browsing may refuse storage; the session still works for this tab.
  }
}

/**
 * Ties the signed-in user's query to local storage: the stored user is its first data (so a reload
 * renders signed in at once), every change of it is written back (and the key removed when it
 * becomes null), and a change of the key in another tab is taken in. Called once, for the app's
 * query client (lib/query-client.ts); returns the undoing.
 */
export function connectSignedInUser(
  queryClient: QueryClient,
  storage: UserStorage | undefined = browserStorage(),
  events: StorageEvents | undefined = typeof window === 'undefined' ? undefined : window,
): () => void {
  const { queryKey: _key, ...defaults } = signedInUserQuery;
  queryClient.setQueryDefaults(SIGNED_IN_USER_QUERY_KEY, defaults);
  queryClient.setQueryData(SIGNED_IN_USER_QUERY_KEY, readStoredUser(storage), {
    updatedAt: FROM_STORAGE,
  });

  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (!isSignedInUserQuery(event.query)) return;
    if (event.type === 'removed') writeStoredUser(storage, null);
    else if (
      event.type === 'updated' &&
      (event.action.type === 'success' || event.action.type === 'setState')
    ) {
      writeStoredUser(storage, (event.query.state.data as User | null | undefined) ?? null);
    }
  });

  const onStorage = (event: StorageEvent) => {
    if (event.key !== CURRENT_USER_KEY) return;
    const stored = readStoredUser(storage);
    const state = queryClient.getQueryState<User | null>(SIGNED_IN_USER_QUERY_KEY);
    if (stored && state?.data && stored.user_uid === state.data.user_uid) {
      // The same parent, refreshed in another tab: take the copy in, as checked as before.
      queryClient.setQueryData(SIGNED_IN_USER_QUERY_KEY, stored, {
        updatedAt: state.dataUpdatedAt,
      });
      return;
    }
    // Signed out there, or signed in as someone else: this tab follows, and asks the server
    // about a new parent as it does at start.
    void queryClient.cancelQueries({ queryKey: SIGNED_IN_USER_QUERY_KEY });
    queryClient.setQueryData(SIGNED_IN_USER_QUERY_KEY, stored, { updatedAt: FROM_STORAGE });
    if (stored) void refreshSignedInUser(queryClient);
  };
  events?.addEventListener('storage', onStorage);

  return () => {
    unsubscribe();
    events?.removeEventListener('storage', onStorage);
  };
}

/** Whether a cached query is the signed-in user's (which a sign-out sets to null, never drops). */
export function isSignedInUserQuery(query: { queryHash: string }): boolean {
  return query.queryHash === SIGNED_IN_USER_QUERY_HASH;
}

/** The signed-in user now, or null; for code outside React (see also lib/query-client.ts). */
export function signedInUser(queryClient: QueryClient): User | null {
  return queryClient.getQueryData<User | null>(SIGNED_IN_USER_QUERY_KEY) ?? null;
}

/**
 * Sign-in, a new picture (the user the server just answered with), sign-out (null). Written back
 * to local storage by connectSignedInUser.
 */
export function setSignedInUser(queryClient: QueryClient, user: User | null) {
  // A profile still on its way was asked for before this: it must not land over it.
  void queryClient.cancelQueries({ queryKey: SIGNED_IN_USER_QUERY_KEY });
  queryClient.setQueryData(SIGNED_IN_USER_QUERY_KEY, user);
}

/**
 * The signed-in user, or null; re-renders when it changes (also from another tab). Reads the
 * query's data straight from the cache, as TanStack's own useIsFetching reads its count: a
 * useQuery here would bring the query observer into the landing page's first load (~2.6 kB gzip,
 * docs/design.md#design-7). The session check observes the query (and so starts its fetches).
 */
export function useCurrentUser(): User | null {
  const queryClient = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) =>
      queryClient.getQueryCache().subscribe((event) => {
        if (isSignedInUserQuery(event.query)) onChange();
      }),
    [queryClient],
  );
  const read = () => signedInUser(queryClient);
  return useSyncExternalStore(subscribe, read, read);
}

/**
 * After anything that changes the parent's credits or stories count (a story, a picture, a
 * narration, a purchase): asks the profile again, into the signed-in user's query. Resolves when it
 * has been answered. With `throwOnError` a failure reaches the caller; otherwise it is left to the
 * query cache (a 401 is a silent local logout).
 */
export async function refreshSignedInUser(
  queryClient: QueryClient,
  { throwOnError = false } = {},
): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: SIGNED_IN_USER_QUERY_KEY }, { throwOnError });
}
