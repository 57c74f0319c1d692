import { GENRES, MAX_AGE, MIN_AGE } from '@sns/contract';
import { useRichT, useT } from '../../../lib/i18n/use-t';
import { Callout } from '../components/prose-page';
import { SITE_TAGS } from './rich-tags';

const TIPS = [
  'instructions.tip1',
  'instructions.tip2',
  'instructions.tip3',
  'instructions.tip4',
] as const;
const AFTER = [
  'instructions.after1',
  'instructions.after2',
  'instructions.after3',
  'instructions.after4',
] as const;

/**
 * The Instructions page's text (docs/api.md#spec-3: child name, age, elements, genre, twist,
 * lesson).
 */
export function InstructionsContent() {
  const t = useT();
  const rich = useRichT();
  return (
    <>
      <Callout>
        <p>{rich('instructions.welcome', SITE_TAGS)}</p>
      </Callout>

      <h2>{t('instructions.accountTitle')}</h2>
      <p>{rich('instructions.account', SITE_TAGS)}</p>

      <h2>{t('instructions.nameTitle')}</h2>
      <p>{t('instructions.name')}</p>

      <h2>{t('instructions.ageTitle')}</h2>
      <p>{t('instructions.age', { min: MIN_AGE, max: MAX_AGE })}</p>

      <h2>{t('instructions.elementsTitle')}</h2>
      <p>{rich('instructions.elements', SITE_TAGS)}</p>

      <h2>{t('instructions.genreTitle')}</h2>
      <ul>
        {GENRES.map((genre) => (
          <li key={genre}>
            {rich('instructions.genre', {
              ...SITE_TAGS,
              genre: t(`genre.${genre}`),
              notes: t(`instructions.genre${genre}`),
            })}
          </li>
        ))}
      </ul>

      <h2>{t('instructions.twistTitle')}</h2>
      <p>{rich('instructions.twist', SITE_TAGS)}</p>

      <h2>{t('instructions.lessonTitle')}</h2>
      <p>{t('instructions.lesson')}</p>

      <h2>{t('instructions.tipsTitle')}</h2>
      <ul>
        {TIPS.map((key) => (
          <li key={key}>{rich(key, SITE_TAGS)}</li>
        ))}
      </ul>

      <h2>{t('instructions.afterTitle')}</h2>
      <ul>
        {AFTER.map((key) => (
          <li key={key}>{rich(key, SITE_TAGS)}</li>
        ))}
      </ul>
      <p>{rich('instructions.more', SITE_TAGS)}</p>
    </>
  );
}
