/**
 * Menus (docs/product.md#menus), in order. Sign Out and the profile icon follow the logged-in
 * links.
 */
export interface NavItem {
  label: string;
  to: string;
}

export const LOGGED_IN_LINKS: NavItem[] = [
  { label: 'Home', to: '/' },
  { label: 'Create Story', to: '/createstory' },
  { label: 'My Stories', to: '/mystories' },
  { label: 'Buy Credits', to: '/purchase' },
  { label: 'About', to: '/about' },
  { label: 'Instructions', to: '/instructions' },
];

export const LOGGED_OUT_LINKS: NavItem[] = [
  { label: 'Home', to: '/' },
  { label: 'About', to: '/about' },
  { label: 'Instructions', to: '/instructions' },
  { label: 'Login', to: '/auth' },
  { label: 'Create Account', to: '/signup' },
];
