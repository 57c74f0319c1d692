import { Box, Burger, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { User } from '@sns/contract';
import { lazy, Suspense, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { Logo } from '../../components/logo';
import { PLACEHOLDER_AVATAR } from '../../components/placeholder-avatar';
import { setProfileOpen } from '../../lib/profile-modal-state';
import classes from './main-layout.module.css';
import { useT } from '../../lib/i18n/use-t';
import { LanguageSwitch } from './language-switch';
import { LOGGED_IN_LINKS, LOGGED_OUT_LINKS } from './nav-links';

// The drawer (with its focus trap and scroll lock) loads on the first tap of the Burger.
const MobileMenu = lazy(() => import('./mobile-menu'));

interface SiteHeaderProps {
  user: User | null;
  onSignOut: () => void;
}

/**
 * Menus (docs/product.md#menus): inline from the `lg`/`md` breakpoint, in a drawer behind a Burger
 * on phones.
 */
export function SiteHeader({ user, onSignOut }: SiteHeaderProps) {
  const t = useT();
  const [drawerOpen, drawer] = useDisclosure(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  if (drawerOpen && !menuLoaded) setMenuLoaded(true);
  const links = user ? LOGGED_IN_LINKS : LOGGED_OUT_LINKS;
  // Seven entries and the profile need more room than the five of a visitor.
  const inlineFrom = user ? 'lg' : 'md';

  return (
    <div className={classes.headerInner}>
      <Link to="/" className={classes.logoLink} aria-label={t('layout.homeLink')}>
        <Logo color="var(--chrome-ink, #ffffff)" />
      </Link>

      <Group gap={4} wrap="nowrap">
        <Box component="nav" aria-label={t('layout.mainNav')} visibleFrom={inlineFrom}>
          <Group
            gap={2}
            wrap="nowrap"
            component="ul"
            style={{ listStyle: 'none', margin: 0, padding: 0 }}
          >
            {links.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.to === '/'}
                  className={`${classes.navLink} ${link.to === '/signup' ? classes.navCta : ''}`}
                >
                  {t(link.label)}
                </NavLink>
              </li>
            ))}
            {user && (
              <li>
                <button type="button" className={classes.navLink} onClick={onSignOut}>
                  {t('layout.signOut')}
                </button>
              </li>
            )}
          </Group>
        </Box>

        <Box visibleFrom="sm">
          <LanguageSwitch
            user={user}
            className={classes.languages}
            buttonClassName={classes.navLink}
          />
        </Box>

        {user && (
          <button
            type="button"
            className={classes.profileButton}
            aria-label={t('layout.openProfile')}
            onClick={() => setProfileOpen(true)}
          >
            <img
              src={user.profilePhoto ?? PLACEHOLDER_AVATAR}
              alt=""
              className={classes.profileImage}
            />
          </button>
        )}

        <Burger
          hiddenFrom={inlineFrom}
          opened={drawerOpen}
          onClick={drawer.toggle}
          aria-label={t('layout.openMenu')}
          color="#ffffff"
          className={classes.burger}
        />
      </Group>

      {menuLoaded && (
        <Suspense fallback={null}>
          <MobileMenu
            opened={drawerOpen}
            onClose={drawer.close}
            links={links}
            onSignOut={user ? onSignOut : undefined}
            hiddenFrom={inlineFrom}
          />
        </Suspense>
      )}
    </div>
  );
}
