import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { LibraryFilter } from '../api/get-library';

/** Long enough that a word typed at normal speed is one request, short enough to feel live. */
const SEARCH_DEBOUNCE_MS = 300;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The library's filter, kept in the address (`/mystories?child=…&q=…`): back from a story, the
 * parent finds the list as they left it, and a reload keeps it. The search box answers at once;
 * the list and the address follow its words once typing pauses. A `child` that is not an id is
 * ignored rather than sent (the server would refuse it).
 */
export function useLibraryFilter() {
  const [params, setParams] = useSearchParams();
  const childParam = params.get('child');
  const child = childParam && UUID.test(childParam) ? childParam : undefined;
  const [search, setSearch] = useState(() => params.get('q') ?? '');
  const [q] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);

  const update = (name: 'child' | 'q', value: string | undefined) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  const qInAddress = params.get('q') ?? '';
  useEffect(() => {
    // On the words' change only: after "Show all stories" cleared the address, the old words
    // still pending in the debounce must not write themselves back.
    if (q !== qInAddress) update('q', q || undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when the debounced words change
  }, [q]);

  const filter: LibraryFilter = { ...(child ? { child } : {}), ...(q ? { q } : {}) };
  return {
    child,
    setChild: (id: string | undefined) => update('child', id),
    search,
    setSearch,
    q,
    filter,
    filtered: Boolean(child || q),
    clear: () => {
      setSearch('');
      setParams(new URLSearchParams(), { replace: true });
    },
  };
}
