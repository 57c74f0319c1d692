import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import {
  connectSignedInUser,
  CURRENT_USER_KEY,
  SIGNED_IN_USER_QUERY_KEY,
  signedInUser,
} from '../../../lib/current-user';
import { ADA } from '../../../lib/test-users';
import { forgetSignedInUser } from './forget-user';

describe('forgetSignedInUser (logout, docs/api.md#spec-4)', () => {
  it("clears the user and its stored copy, drops the account's answers, keeps the site config", () => {
    const items = new Map([[CURRENT_USER_KEY, JSON.stringify(ADA)]]);
    const storage = {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: vi.fn((key: string, value: string) => void items.set(key, value)),
      removeItem: vi.fn((key: string) => void items.delete(key)),
    };
    const client = new QueryClient();
    const disconnect = connectSignedInUser(client, storage, new EventTarget() as unknown as Window);
    client.setQueryData(['stories', 'list', ADA.user_uid], []);
    client.setQueryData(['config'], { googleClientId: 'x' });

    forgetSignedInUser(client);

    expect(signedInUser(client)).toBeNull();
    expect(items.has(CURRENT_USER_KEY)).toBe(false);
    expect(client.getQueryData(['stories', 'list', ADA.user_uid])).toBeUndefined();
    expect(client.getQueryData(['config'])).toEqual({ googleClientId: 'x' });
    // The user's query stays (set to null), so whatever shows it sees the sign-out.
    expect(client.getQueryState(SIGNED_IN_USER_QUERY_KEY)?.data).toBeNull();
    disconnect();
  });
});
