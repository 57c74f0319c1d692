import { useRichT, useT } from '../../../lib/i18n/use-t';
import { linkTo, SITE_TAGS } from './rich-tags';

const CAN = [
  'about.can1',
  'about.can2',
  'about.can3',
  'about.can4',
  'about.can5',
  'about.can6',
] as const;

/** The About page's text. */
export function AboutContent() {
  const t = useT();
  const rich = useRichT();
  return (
    <>
      <h2>{t('about.whyTitle')}</h2>
      <p>{rich('about.why1', SITE_TAGS)}</p>
      <p>{t('about.why2')}</p>

      <h2>{t('about.canTitle')}</h2>
      <ul>
        {CAN.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>

      <h2>{t('about.careTitle')}</h2>
      <p>{rich('about.care', { link: linkTo('/privacy-policy') })}</p>

      <h2>{t('about.creditsTitle')}</h2>
      <p>{t('about.credits')}</p>

      <h2>{t('about.helloTitle')}</h2>
      <p>{rich('about.hello', SITE_TAGS)}</p>
    </>
  );
}
