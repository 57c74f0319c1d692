import { Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { User } from '@sns/contract';
import { Logo } from '../../components/logo';
import { useT } from '../../lib/i18n/use-t';
import { LanguageSwitch } from './language-switch';
import classes from './main-layout.module.css';

/*
 * The footer's About and Instructions links are named "Our story" and "Getting started" so that
 * the header's "About" and "Instructions" stay the only links with those names on every page.
 */
const FOOTER_LINKS = [
  { label: 'footer.ourStory', to: '/about' },
  { label: 'footer.gettingStarted', to: '/instructions' },
  { label: 'footer.terms', to: '/terms-of-use' },
  { label: 'footer.privacy', to: '/privacy-policy' },
] as const;

export function SiteFooter({ user }: { user: User | null }) {
  const t = useT();
  return (
    <footer className={classes.footer}>
      <div className={classes.footerInner}>
        <Stack gap={8} maw={360}>
          <Logo color="var(--chrome-ink, #ffffff)" />
          <Text fz="sm" c="var(--chrome-soft, #c9cdf5)">
            {t('layout.footerTagline')}
          </Text>
        </Stack>
        <Stack gap={12}>
          <ul className={classes.footerLinks} aria-label={t('layout.footerSite')}>
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={classes.footerLink}>
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
          <LanguageSwitch
            user={user}
            className={classes.languages}
            buttonClassName={classes.footerLink}
          />
          <Text fz="sm" c="var(--chrome-soft, #c9cdf5)">
            {t('layout.copyright', { year: String(new Date().getFullYear()) })}
          </Text>
        </Stack>
      </div>
    </footer>
  );
}
