import { useT } from '../../../lib/i18n/use-t';
import { POLICY_DATE, POLICY_VERSION } from '../content/contact';

/** "Version 1.0 · Effective November 22, 2026" under a legal page's title. */
export function PolicyMeta() {
  const t = useT();
  return (
    <>
      <span>{t('site.version', { version: POLICY_VERSION })}</span>
      <span>{t('site.effective', { date: POLICY_DATE })}</span>
    </>
  );
}
