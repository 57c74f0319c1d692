import { useRichT, useT } from '../../../lib/i18n/use-t';
import { Callout, TableWrap } from '../components/prose-page';
import { POLICY_VERSION } from './contact';
import { linkTo, SITE_TAGS } from './rich-tags';

/** The table's rows: what we collect, examples of it, and why. */
const ROWS = [
  'account',
  'google',
  'inputs',
  'media',
  'uploads',
  'purchases',
  'technical',
  'cookies',
] as const;
const BASES = ['privacy.basis1', 'privacy.basis2', 'privacy.basis3', 'privacy.basis4'] as const;
const CHILDREN = ['privacy.children1', 'privacy.children2', 'privacy.children3'] as const;
const SHARE = [
  'privacy.share1',
  'privacy.share2',
  'privacy.share3',
  'privacy.share4',
  'privacy.share5',
] as const;
const KEEP = [
  'privacy.keep1',
  'privacy.keep2',
  'privacy.keep3',
  'privacy.keep4',
  'privacy.keep5',
  'privacy.keep6',
] as const;
const COOKIES = [
  'privacy.cookie1',
  'privacy.cookie2',
  'privacy.cookie3',
  'privacy.cookie4',
] as const;

/** The Privacy Policy, version 1.0. */
export function PrivacyPolicyContent() {
  const t = useT();
  const rich = useRichT();
  return (
    <>
      <Callout>
        <p>{rich('privacy.short', SITE_TAGS)}</p>
      </Callout>

      <h2>{t('privacy.whoTitle')}</h2>
      <p>{rich('privacy.who', SITE_TAGS)}</p>

      <h2>{t('privacy.forTitle')}</h2>
      <p>{t('privacy.for')}</p>

      <h2>{t('privacy.collectTitle')}</h2>
      <TableWrap label={t('privacy.table')}>
        <table>
          <thead>
            <tr>
              <th scope="col">{t('privacy.colData')}</th>
              <th scope="col">{t('privacy.colExamples')}</th>
              <th scope="col">{t('privacy.colWhy')}</th>
            </tr>
          </thead>
          <tbody>
            {ROWS.map((row) => (
              <tr key={row}>
                <td>{t(`privacy.${row}Data`)}</td>
                <td>{t(`privacy.${row}Examples`)}</td>
                <td>{t(`privacy.${row}Why`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
      <p>{rich('privacy.payments', SITE_TAGS)}</p>

      <h2>{t('privacy.basesTitle')}</h2>
      <ul>
        {BASES.map((key) => (
          <li key={key}>{rich(key, SITE_TAGS)}</li>
        ))}
      </ul>

      <h2>{t('privacy.childrenTitle')}</h2>
      <p>{t('privacy.children')}</p>
      <ul>
        {CHILDREN.map((key) => (
          <li key={key}>{rich(key, SITE_TAGS)}</li>
        ))}
      </ul>

      <h2>{t('privacy.shareTitle')}</h2>
      <p>{t('privacy.share')}</p>
      <ul>
        {SHARE.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
      <p>{t('privacy.disclose')}</p>

      <h2>{t('privacy.keepTitle')}</h2>
      <ul>
        {KEEP.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
      <p>{rich('privacy.deleting', SITE_TAGS)}</p>

      <h2>{t('privacy.rightsTitle')}</h2>
      <p>{rich('privacy.rights', SITE_TAGS)}</p>

      <h2>{t('privacy.cookiesTitle')}</h2>
      <p>{t('privacy.cookies')}</p>
      <ul>
        {COOKIES.map((key) => (
          <li key={key}>{rich(key, SITE_TAGS)}</li>
        ))}
      </ul>
      <p>{t('privacy.cookiesChoice')}</p>

      <h2>{t('privacy.securityTitle')}</h2>
      <p>{t('privacy.security')}</p>

      <h2>{t('privacy.transfersTitle')}</h2>
      <p>{t('privacy.transfers')}</p>

      <h2>{t('privacy.changesTitle')}</h2>
      <p>{rich('privacy.changes', { version: POLICY_VERSION, link: linkTo('/terms-of-use') })}</p>

      <h2>{t('privacy.contactTitle')}</h2>
      <p>{rich('privacy.contact', SITE_TAGS)}</p>
    </>
  );
}
