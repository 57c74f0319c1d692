import type { Page } from '@playwright/test';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A story's picture on its pages. Its alt text says what it shows, starting with the hero ("Ife in
 * her yellow wellies at the duck pond…", docs/decisions/043); a picture the parent uploaded is "A
 * picture chosen for Ife's story"; where nothing is known, "Ife's story picture".
 */
export function storyPicture(page: Page, hero: string) {
  const name = escape(hero);
  return page.getByRole('img', {
    name: new RegExp(`^(?:${name}(?:\\s|'s story picture$)|A picture chosen for ${name}'s story$)`),
  });
}
