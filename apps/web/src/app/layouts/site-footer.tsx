import { Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { Logo } from '../../components/logo';
import classes from './main-layout.module.css';

/*
 * The footer's About and Instructions links are named "Our story" and "Getting started" so that
 * the header's "About" and "Instructions" stay the only links with those names on every page.
 */
const FOOTER_LINKS = [
  { label: 'Our story', to: '/about' },
  { label: 'Getting started', to: '/instructions' },
  { label: 'Terms of Use', to: '/terms-of-use' },
  { label: 'Privacy Policy', to: '/privacy-policy' },
];

export function SiteFooter() {
  return (
    <footer className={classes.footer}>
      <div className={classes.footerInner}>
        <Stack gap={8} maw={360}>
          <Logo color="var(--chrome-ink, #ffffff)" />
          <Text fz="sm" c="var(--chrome-soft, #c9cdf5)">
            Personalised bedtime stories, pictures and narration for the little ones you love.
          </Text>
        </Stack>
        <Stack gap={12}>
          <ul className={classes.footerLinks} aria-label="Site">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={classes.footerLink}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
          <Text fz="sm" c="var(--chrome-soft, #c9cdf5)">
            © {new Date().getFullYear()} Starry Night Story
          </Text>
        </Stack>
      </div>
    </footer>
  );
}
