import { Button, Stack, Text, Title } from '@mantine/core';
import { CREDITS } from '@sns/contract';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n/use-t';
import classes from './landing.module.css';

/**
 * The promotion and pricing text of docs/credits.md#prices, word for word, and what narration
 * costs.
 */
const PRICES = [
  { n: CREDITS.story, text: 'landing.priceStory' },
  { n: CREDITS.extraImage, text: 'landing.priceImage' },
  // Worded as on the Buy Credits page; the amount is the contract's, as the server charges it.
  { n: CREDITS.narration, text: 'landing.priceNarration' },
  { n: CREDITS.pdfBook, text: 'landing.priceBook' },
] as const;

export function OfferAndPricing({ startTo }: { startTo: string }) {
  const t = useT();
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
                  {t('landing.welcomeGift')}
                </Text>
                <Title order={2} id="offer-title" className={classes.promoTitle}>
                  {t('landing.offerTitle')}
                </Title>
                <Text c="#dfe2fb" fz="lg">
                  {t('landing.offerText')}
                </Text>
                <Button component={Link} to={startTo} size="lg" color="starlight.5" c="#1b1f4b">
                  {t('landing.startFirst')}
                </Button>
              </Stack>
            </div>
          </div>
          <div>
            <Stack gap="md">
              <Title order={2} id="pricing-title" c="#1b1f4b">
                {t('landing.pricingTitle')}
              </Title>
              <Text c="#4a5060" fz="lg">
                {t('landing.pricingLead')}
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
                      {p.n}
                    </span>
                    <span>{t(p.text, { n: p.n })}</span>
                  </li>
                ))}
              </Stack>
              <Text c="#4a5060">{t('landing.firstOnesFree')}</Text>
            </Stack>
          </div>
        </div>
      </div>
    </section>
  );
}
