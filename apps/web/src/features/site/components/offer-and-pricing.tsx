import { Button, Stack, Text, Title } from '@mantine/core';
import { CREDITS } from '@sns/contract';
import { Link } from 'react-router';
import classes from './landing.module.css';

/**
 * The promotion and pricing text of docs/credits.md#prices, word for word, and what narration
 * costs.
 */
const PRICES = [
  { badge: '1', text: '1 credit is one story' },
  { badge: '1', text: '1 credit is one extra AI image' },
  // Worded as on the Buy Credits page; the amount is the contract's, as the server charges it.
  { badge: String(CREDITS.narration), text: `${CREDITS.narration} credit is one story read aloud` },
  { badge: '10', text: '10 credits is one PDF book' },
];

/** docs/decisions/003: the first narration and the first new picture of an account are free. */
const FIRST_ONES_FREE =
  'Your first narration and your first extra AI image are free; after that, each costs 1 credit.';

export function OfferAndPricing({ startTo }: { startTo: string }) {
  return (
    <section className={classes.section} aria-labelledby="offer-title">
      <div className={classes.sectionInner}>
        <div className={classes.split}>
          <div>
            <div className={classes.promo}>
              <Stack gap="md" align="flex-start">
                <Text
                  fw={800}
                  c="#ffe49a"
                  tt="uppercase"
                  fz="sm"
                  style={{ letterSpacing: '0.08em' }}
                >
                  Welcome gift
                </Text>
                <Title order={2} id="offer-title" className={classes.promoTitle}>
                  Your first three stories are free — and one downloadable PDF book too
                </Title>
                <Text c="#dfe2fb" fz="lg">
                  Every new account starts with free credits. Try it tonight and see their face
                  light up.
                </Text>
                <Button component={Link} to={startTo} size="lg" color="starlight.5" c="#1b1f4b">
                  Start your first story
                </Button>
              </Stack>
            </div>
          </div>
          <div>
            <Stack gap="md">
              <Title order={2} id="pricing-title" c="#1b1f4b">
                Simple credits, no subscription
              </Title>
              <Text c="#4a5060" fz="lg">
                Buy a pack of credits when you need them and spend them how you like.
              </Text>
              <Stack
                component="ul"
                gap="sm"
                className={classes.priceList}
                aria-labelledby="pricing-title"
              >
                {PRICES.map((p) => (
                  <li key={p.text} className={classes.priceItem}>
                    <span className={classes.priceBadge} aria-hidden="true">
                      {p.badge}
                    </span>
                    <span>{p.text}</span>
                  </li>
                ))}
              </Stack>
              <Text c="#4a5060">{FIRST_ONES_FREE}</Text>
            </Stack>
          </div>
        </div>
      </div>
    </section>
  );
}
