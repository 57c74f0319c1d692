import { describe, expect, it } from 'vitest';
import { getCurrentUser, queryClient } from './query-client';
import { SIGNED_IN_USER_QUERY_KEY } from './current-user';

describe('the app query client', () => {
  it('holds the signed-in user from the start, even where there is no window or storage', () => {
    expect(typeof window).toBe('undefined');
    expect(getCurrentUser()).toBeNull();
    expect(queryClient.getQueryState(SIGNED_IN_USER_QUERY_KEY)?.status).toBe('success');
  });
});
