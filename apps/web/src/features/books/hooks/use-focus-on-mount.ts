import { useEffect, useRef } from 'react';

/**
 * Moves focus to the element when it appears. The book page swaps whole panels (upload →
 * progress → ready); without this, focus falls back to the start of the document and keyboard and
 * screen-reader users lose their place. The element needs tabIndex={-1}.
 */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: false });
  }, []);
  return ref;
}
