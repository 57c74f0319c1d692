import { Stack, Text, Title } from '@mantine/core';
import { CREDITS } from '@sns/contract';
import classes from './purchase.module.css';

const credits = (n: number) => `${n} credit${n === 1 ? '' : 's'}`;

/**
 * The pricing text of docs/credits.md#prices, word for word, and the free first uses
 * (docs/decisions/d1-credits.md).
 */
const COSTS = [
  { badge: CREDITS.story, text: `${credits(CREDITS.story)} is one story` },
  { badge: CREDITS.extraImage, text: `${credits(CREDITS.extraImage)} is one extra AI image` },
  { badge: CREDITS.narration, text: `${credits(CREDITS.narration)} is one story read aloud` },
  { badge: CREDITS.pdfBook, text: `${credits(CREDITS.pdfBook)} is one PDF book` },
];

/** What credits buy, so a parent can pick the right package. */
export function CreditsExplainer() {
  return (
    <section className={classes.explainer} aria-labelledby="credits-explainer-title">
      <Stack gap="md">
        <Title order={2} fz={22} c="#1b1f4b" id="credits-explainer-title">
          What can I do with credits?
        </Title>
        <ul className={classes.costList}>
          {COSTS.map((cost) => (
            <li key={cost.text} className={classes.costItem}>
              <span className={classes.costBadge} aria-hidden="true">
                {cost.badge}
              </span>
              <span>{cost.text}</span>
            </li>
          ))}
        </ul>
        <Text c="#4a5060">
          Your first story, your first extra AI image and your first narration are free. Credits
          never expire, and there is no subscription.
        </Text>
      </Stack>
    </section>
  );
}
