import '../../lib/full-styles';
import { Drawer, Stack } from '@mantine/core';
import { NavLink } from 'react-router';
import classes from './main-layout.module.css';
import { useT } from '../../lib/i18n/use-t';
import type { NavItem } from './nav-links';

interface MobileMenuProps {
  opened: boolean;
  onClose: () => void;
  links: NavItem[];
  /** Present for signed-in users: adds Sign Out. */
  onSignOut?: () => void;
  hiddenFrom: 'md' | 'lg';
}

/** The phone menu: the same links as the header, in a drawer (loaded on first open). */
export default function MobileMenu({
  opened,
  onClose,
  links,
  onSignOut,
  hiddenFrom,
}: MobileMenuProps) {
  const t = useT();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="min(320px, 85vw)"
      title={t('layout.menu')}
      closeButtonProps={{ 'aria-label': t('layout.closeMenu') }}
      styles={{ title: { fontWeight: 800, fontSize: 18, color: '#1b1f4b' } }}
      hiddenFrom={hiddenFrom}
    >
      <nav aria-label={t('layout.mainNav')}>
        <Stack gap={4} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {links.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end={link.to === '/'}
                className={classes.drawerLink}
                onClick={onClose}
              >
                {t(link.label)}
              </NavLink>
            </li>
          ))}
          {onSignOut && (
            <li>
              <button
                type="button"
                className={classes.drawerLink}
                onClick={() => {
                  onClose();
                  onSignOut();
                }}
              >
                {t('layout.signOut')}
              </button>
            </li>
          )}
        </Stack>
      </nav>
    </Drawer>
  );
}
