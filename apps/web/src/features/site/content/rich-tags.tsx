import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CONTACT } from './contact';

const mail = (address: string) => <a href={`mailto:${address}`}>{address}</a>;

/**
 * What the site pages' messages mark (site-en.ts): words set apart, links to the other legal
 * page, and our two addresses as e-mail links.
 */
export const SITE_TAGS = {
  strong: (chunks: ReactNode[]) => <strong>{chunks}</strong>,
  em: (chunks: ReactNode[]) => <em>{chunks}</em>,
  support: mail(CONTACT.support),
  privacy: mail(CONTACT.privacy),
};

/** `<link>…</link>` in a message: a link to `to`. */
export const linkTo = (to: string) => (chunks: ReactNode[]) => <Link to={to}>{chunks}</Link>;
