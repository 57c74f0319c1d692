/**
 * Menus (docs/product.md#menus), in order. Sign Out and the profile icon follow the logged-in
 * links.
 */
import type { MessageKey } from '../../lib/i18n/catalog-en';

export interface NavItem {
  /** The label's key in the catalogs (docs/decisions/070). */
  label: MessageKey;
  to: string;
}

export const LOGGED_IN_LINKS: NavItem[] = [
  { label: 'nav.home', to: '/' },
  { label: 'nav.createStory', to: '/createstory' },
  { label: 'nav.myStories', to: '/mystories' },
  { label: 'nav.buyCredits', to: '/purchase' },
  { label: 'nav.about', to: '/about' },
  { label: 'nav.instructions', to: '/instructions' },
];

export const LOGGED_OUT_LINKS: NavItem[] = [
  { label: 'nav.home', to: '/' },
  { label: 'nav.about', to: '/about' },
  { label: 'nav.instructions', to: '/instructions' },
  { label: 'nav.login', to: '/auth' },
  { label: 'nav.createAccount', to: '/signup' },
];
