import { describe, expect, it } from 'vitest';
import { bookmarkDesigns, findBookmarkDesign } from './bookmark-catalogue';
import { loadBookmarkPdf, renderBookmarkPdf } from './render-bookmark-pdf';

describe('bookmark PDFs', () => {
  it('renders each design to the same bytes every time', async () => {
    for (const design of bookmarkDesigns) {
      const [a, b] = await Promise.all([renderBookmarkPdf(design), renderBookmarkPdf(design)]);
      expect(a.equals(b), design.id).toBe(true);
    }
  });

  it('renders a design once per process and shares that render', async () => {
    const design = findBookmarkDesign('moon-and-stars');
    if (!design) throw new Error('moon-and-stars is missing from the catalogue');
    const [first, concurrent] = await Promise.all([
      loadBookmarkPdf(design),
      loadBookmarkPdf(design),
    ]);
    expect(concurrent).toBe(first);
    expect(await loadBookmarkPdf(design)).toBe(first);
  });

  it('keeps ids URL-safe and unique', () => {
    const ids = bookmarkDesigns.map((d) => d.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9-]+$/);
  });
});
