import type { BookmarkDesign } from './bookmark-design';
import type { BookmarkSummary } from './bookmark-schemas';

/** What the web app needs to list a design; the drawing code stays on the server. */
export function presentBookmark(design: BookmarkDesign): BookmarkSummary {
  return { id: design.id, name: design.name, description: design.description };
}
