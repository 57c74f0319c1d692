import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { connectSignedInUser, setSignedInUser, signedInUser } from './current-user';
import { setProfileOpen } from './profile-modal-state';

/**
 * docs/design.md#conventions (item 8), docs/api.md#spec-8: a read answered 401 means the session is
 * gone — a silent local logout, no message. (Mutations handle their own 401s: for login it means a
 * wrong password.)
 */
function onQueryError(error: Error) {
  if (error instanceof ApiError && error.status === 401 && getCurrentUser()) {
    setProfileOpen(false);
    setSignedInUser(queryClient, null);
  }
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: onQueryError }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A 4xx will not get better by asking again.
      retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
    },
  },
});

// The signed-in user lives in this client, under one query, mirrored to local storage.
connectSignedInUser(queryClient);

/** The signed-in user now, or null, for code outside React (components use useCurrentUser). */
export const getCurrentUser = () => signedInUser(queryClient);
