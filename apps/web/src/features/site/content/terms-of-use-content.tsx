import { Fragment } from 'react';
import { useRichT, useT } from '../../../lib/i18n/use-t';
import { POLICY_VERSION } from './contact';
import { linkTo, SITE_TAGS } from './rich-tags';

const WHO = ['terms.who1', 'terms.who2', 'terms.who3'] as const;
const CREDITS = [
  'terms.credits1',
  'terms.credits2',
  'terms.credits3',
  'terms.credits4',
  'terms.credits5',
  'terms.credits6',
] as const;
const USE = [
  'terms.use1',
  'terms.use2',
  'terms.use3',
  'terms.use4',
  'terms.use5',
  'terms.use6',
] as const;
/** The sections after "Acceptable use": a title and one paragraph each. */
const PLAIN_SECTIONS = [
  ['terms.sharingTitle', 'terms.sharing'],
  ['terms.serviceTitle', 'terms.service'],
  ['terms.liabilityTitle', 'terms.liability'],
  ['terms.endingTitle', 'terms.ending'],
] as const;

/** The Terms of Use, version 1.0. */
export function TermsOfUseContent() {
  const t = useT();
  const rich = useRichT();
  return (
    <>
      <h2>{t('terms.agreementTitle')}</h2>
      <p>{rich('terms.agreement', { link: linkTo('/privacy-policy') })}</p>

      <h2>{t('terms.whoTitle')}</h2>
      <ul>
        {WHO.map((key) => (
          <li key={key}>{rich(key, SITE_TAGS)}</li>
        ))}
      </ul>

      <h2>{t('terms.accountTitle')}</h2>
      <p>{rich('terms.account', SITE_TAGS)}</p>

      <h2>{t('terms.creditsTitle')}</h2>
      <ul>
        {CREDITS.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>

      <h2>{t('terms.contentTitle')}</h2>
      <p>{t('terms.content1')}</p>
      <p>{t('terms.content2')}</p>

      <h2>{t('terms.generatedTitle')}</h2>
      <p>{t('terms.generated')}</p>

      <h2>{t('terms.useTitle')}</h2>
      <p>{t('terms.use')}</p>
      <ul>
        {USE.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
      <p>{t('terms.refuse')}</p>

      {PLAIN_SECTIONS.map(([title, text]) => (
        <Fragment key={title}>
          <h2>{t(title)}</h2>
          <p>{t(text)}</p>
        </Fragment>
      ))}

      <h2>{t('terms.changesTitle')}</h2>
      <p>{t('terms.changes', { version: POLICY_VERSION })}</p>

      <h2>{t('terms.contactTitle')}</h2>
      <p>{rich('terms.contact', SITE_TAGS)}</p>
    </>
  );
}
