import { translate } from './i18n/use-t';

/**
 * A story picture's alt text: what it shows, as the server says it from the moment painted
 * ("Ife in her yellow wellies at the duck pond with Colonel the goose", docs/decisions/043); where
 * that is not known (a list, an older answer), whose story it belongs to.
 */
export function pictureAlt(story: { hero: string; imageAlt?: string | null }): string {
  return story.imageAlt?.trim() || translate('story.pictureAlt', { hero: story.hero });
}
