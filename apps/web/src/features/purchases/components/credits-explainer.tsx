import { Stack, Text, Title } from '@mantine/core';
import { CREDITS } from '@sns/contract';
import classes from './purchase.module.css';
import type { MessageKey } from '../../../lib/i18n/catalog-en';
import { useT } from '../../../lib/i18n/use-t';

/**
 * The pricing text of docs/credits.md#prices, word for word, and the free first uses
 * (docs/decisions/d1-credits.md).
 */
const COSTS: { badge: number; text: MessageKey }[] = [
  { badge: CREDITS.story, text: 'purchase.costStory' },
  { badge: CREDITS.extraImage, text: 'purchase.costImage' },
  { badge: CREDITS.narration, text: 'purchase.costNarration' },
  { badge: CREDITS.pdfBook, text: 'purchase.costBook' },
];

/** What credits buy, so a parent can pick the right package. */
export function CreditsExplainer() {
  const t = useT();
  return (
    <section className={classes.explainer} aria-labelledby="credits-explainer-title">
      <Stack gap="md">
        <Title order={2} fz={22} c="#1b1f4b" id="credits-explainer-title">
          {t('purchase.explainerTitle')}
        </Title>
        <ul className={classes.costList}>
          {COSTS.map((cost) => (
            <li key={cost.text} className={classes.costItem}>
              <span className={classes.costBadge} aria-hidden="true">
                {cost.badge}
              </span>
              <span>{t(cost.text, { n: cost.badge })}</span>
            </li>
          ))}
        </ul>
        <Text c="#4a5060">{t('purchase.firstFree')}</Text>
      </Stack>
    </section>
  );
}
