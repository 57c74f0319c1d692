import { useEffect } from 'react';

export const SITE_NAME = 'Starry Night Story';

/** "About · Starry Night Story"; the bare site name for the home page. */
export function pageTitle(page?: string): string {
  return page ? `${page} · ${SITE_NAME}` : SITE_NAME;
}

/** Sets document.title while the page is shown. */
export function useDocumentTitle(page?: string) {
  useEffect(() => {
    document.title = pageTitle(page);
  }, [page]);
}
