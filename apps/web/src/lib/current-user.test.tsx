import type { User } from '@sns/contract';
import { QueryClient, QueryClientProvider, QueryObserver } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  connectSignedInUser,
  CURRENT_USER_KEY,
  failedFirstCheck,
  refreshSignedInUser,
  SIGNED_IN_USER_QUERY_KEY,
  setSignedInUser,
  signedInUser,
  signedInUserQuery,
  useCurrentUser,
} from './current-user';
import { ADA } from './test-users';

const GRACE: User = {
  ...ADA,
  user_uid: '7b0c1f9e-8a55-4a43-9a4f-3f2f4c1d2e10',
  firstName: 'Grace',
  displayName: 'Grace',
  email: 'grace@example.com',
};

/** Local storage as a tab sees it, plus what another tab's write looks like to this one. */
class FakeStorage {
  readonly items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = vi.fn((key: string, value: string) => void this.items.set(key, value));
  removeItem = vi.fn((key: string) => void this.items.delete(key));
}

let storage: FakeStorage;
let events: EventTarget;
let client: QueryClient;
let disconnect: (() => void) | undefined;

function connect() {
  client = new QueryClient();
  disconnect = connectSignedInUser(client, storage, events as unknown as Window);
}

/** Another tab writes (or removes) the key: this tab gets a storage event and reads the key. */
function otherTabWrites(user: User | null) {
  if (user) storage.items.set(CURRENT_USER_KEY, JSON.stringify(user));
  else storage.items.delete(CURRENT_USER_KEY);
  events.dispatchEvent(Object.assign(new Event('storage'), { key: CURRENT_USER_KEY }));
}

const stored = () => {
  const raw = storage.items.get(CURRENT_USER_KEY);
  return raw === undefined ? null : (JSON.parse(raw) as User);
};

/** The profile endpoint answers `answer` (a user, or an HTTP status) to every request. */
function serverAnswers(answer: User | number) {
  const fetch = vi.fn(async () =>
    typeof answer === 'number'
      ? new Response(JSON.stringify({ message: 'Something went wrong' }), { status: answer })
      : new Response(JSON.stringify({ status: 'authenticated', user: answer }), { status: 200 }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** The session check mounts: an observer of the query, as its useQuery makes. */
function observe() {
  const observer = new QueryObserver(client, signedInUserQuery);
  const unsubscribe = observer.subscribe(() => undefined);
  return { observer, unsubscribe };
}

const settled = () => vi.waitFor(() => expect(client.isFetching()).toBe(0));

beforeEach(() => {
  storage = new FakeStorage();
  events = new EventTarget();
});

afterEach(() => {
  disconnect?.();
  disconnect = undefined;
  client.clear();
  vi.unstubAllGlobals();
});

describe('the signed-in user query (docs/api.md#spec-3, docs/api.md#spec-4)', () => {
  it('starts from the user stored under currentUser, so a reload renders signed in at once', () => {
    storage.items.set(CURRENT_USER_KEY, JSON.stringify(ADA));
    connect();
    expect(signedInUser(client)).toEqual(ADA);
    expect(client.getQueryData(SIGNED_IN_USER_QUERY_KEY)).toEqual(ADA);
    const html = renderToStaticMarkup(
      <QueryClientProvider client={client}>
        <Name />
      </QueryClientProvider>,
    );
    expect(html).toBe('<p>Ada</p>');
  });

  it('starts signed out with nothing stored, or with something that is not a user', () => {
    connect();
    expect(signedInUser(client)).toBeNull();
    disconnect?.();
    for (const raw of ['not json', '{"user_uid":"x"}', 'null']) {
      storage.items.set(CURRENT_USER_KEY, raw);
      connect();
      expect(signedInUser(client)).toBeNull();
      disconnect?.();
    }
  });

  it('writes the user back to currentUser, as JSON, whenever it is set', () => {
    connect();
    setSignedInUser(client, ADA);
    expect(stored()).toEqual(ADA);
    setSignedInUser(client, { ...ADA, profilePhoto: '/files/photo.png' });
    expect(stored()?.profilePhoto).toBe('/files/photo.png');
    // The same user again: no write, so no storage event for the other tabs.
    storage.setItem.mockClear();
    setSignedInUser(client, { ...ADA, profilePhoto: '/files/photo.png' });
    expect(storage.setItem).not.toHaveBeenCalled();
  });

  it('removes currentUser on sign-out', () => {
    storage.items.set(CURRENT_USER_KEY, JSON.stringify(ADA));
    connect();
    setSignedInUser(client, null);
    expect(signedInUser(client)).toBeNull();
    expect(storage.items.has(CURRENT_USER_KEY)).toBe(false);
  });

  it('follows another tab: a sign-in, a refreshed copy of the same parent, a sign-out', () => {
    connect();
    otherTabWrites(ADA);
    expect(signedInUser(client)).toEqual(ADA);

    otherTabWrites({ ...ADA, storiesRemaining: 11 });
    expect(signedInUser(client)?.storiesRemaining).toBe(11);

    otherTabWrites(GRACE);
    expect(signedInUser(client)).toEqual(GRACE);

    otherTabWrites(null);
    expect(signedInUser(client)).toBeNull();
    expect(storage.items.has(CURRENT_USER_KEY)).toBe(false);

    // Other keys are none of its business.
    storage.items.set(CURRENT_USER_KEY, JSON.stringify(ADA));
    events.dispatchEvent(Object.assign(new Event('storage'), { key: 'somethingElse' }));
    expect(signedInUser(client)).toBeNull();
  });

  it('works for this tab alone where the browser refuses storage', () => {
    const refused = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    client = new QueryClient();
    disconnect = connectSignedInUser(
      client,
      { getItem: refused, setItem: refused, removeItem: refused },
      events as unknown as Window,
    );
    expect(signedInUser(client)).toBeNull();
    setSignedInUser(client, ADA);
    expect(signedInUser(client)).toEqual(ADA);
    setSignedInUser(client, null);
    expect(signedInUser(client)).toBeNull();
  });

  it('stops following local storage once disconnected', () => {
    connect();
    disconnect?.();
    otherTabWrites(ADA);
    expect(signedInUser(client)).toBeNull();
    setSignedInUser(client, GRACE);
    expect(stored()).toEqual(ADA);
  });
});

describe('the session check of a stored user (docs/api.md#spec-4)', () => {
  it('asks the server about the stored user once the session check mounts, and takes the answer in', async () => {
    storage.items.set(CURRENT_USER_KEY, JSON.stringify(ADA));
    connect();
    const fetch = serverAnswers({ ...ADA, storiesRemaining: 9 });
    const { observer, unsubscribe } = observe();
    observe().unsubscribe(); // a second observer does not ask again
    await settled();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toBe(
      `/api/getUserProfile/${ADA.user_uid}`,
    );
    expect(signedInUser(client)?.storiesRemaining).toBe(9);
    expect(stored()?.storiesRemaining).toBe(9);
    expect(failedFirstCheck(observer.getCurrentResult())).toBe(false);
    // Checked: mounting again asks nothing.
    observe().unsubscribe();
    expect(client.isFetching()).toBe(0);
    unsubscribe();
  });

  it('a failed first check is the verdict for a logout; a failed refresh afterwards is not', async () => {
    storage.items.set(CURRENT_USER_KEY, JSON.stringify(ADA));
    connect();
    serverAnswers(500);
    const { observer, unsubscribe } = observe();
    await settled();
    expect(failedFirstCheck(observer.getCurrentResult())).toBe(true);
    // The failure does not ask again by itself.
    observe().unsubscribe();
    expect(client.isFetching()).toBe(0);

    setSignedInUser(client, ADA); // signed in again: the server's own answer
    serverAnswers(500);
    await refreshSignedInUser(client);
    expect(observer.getCurrentResult().isError).toBe(true);
    expect(failedFirstCheck(observer.getCurrentResult())).toBe(false);
    expect(signedInUser(client)).toEqual(ADA);
    expect(stored()).toEqual(ADA);
    unsubscribe();
  });

  it("checks a parent another tab signed in, and a refresh reaches the caller's failure", async () => {
    connect();
    const { observer, unsubscribe } = observe();
    const fetch = serverAnswers(GRACE);
    otherTabWrites(GRACE);
    await settled();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(failedFirstCheck(observer.getCurrentResult())).toBe(false);

    serverAnswers(503);
    await expect(refreshSignedInUser(client, { throwOnError: true })).rejects.toThrow();
    expect(signedInUser(client)).toEqual(GRACE);
    unsubscribe();
  });

  it('a sign-out while a profile is on its way is not undone by its answer', async () => {
    storage.items.set(CURRENT_USER_KEY, JSON.stringify(ADA));
    connect();
    let answer: (r: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const { unsubscribe } = observe();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    setSignedInUser(client, null);
    answer(new Response(JSON.stringify({ status: 'authenticated', user: ADA }), { status: 200 }));
    await settled();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(signedInUser(client)).toBeNull();
    expect(storage.items.has(CURRENT_USER_KEY)).toBe(false);
    unsubscribe();
  });
});

function Name() {
  return <p>{useCurrentUser()?.firstName ?? 'nobody'}</p>;
}
