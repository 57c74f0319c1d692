import { Stack, Text, Title } from '@mantine/core';
import { BookIcon, HeadphonesIcon, MoonIcon, PaletteIcon } from '../../../components/icons';
import { useT } from '../../../lib/i18n/use-t';
import classes from './landing.module.css';
import { SectionHeading } from './section-heading';

const FEATURES = [
  {
    icon: <MoonIcon size={26} />,
    title: 'landing.feature1Title',
    text: 'landing.feature1Text',
  },
  {
    icon: <PaletteIcon size={26} />,
    title: 'landing.feature2Title',
    text: 'landing.feature2Text',
  },
  {
    icon: <HeadphonesIcon size={26} />,
    title: 'landing.feature3Title',
    text: 'landing.feature3Text',
  },
  {
    icon: <BookIcon size={26} />,
    title: 'landing.feature4Title',
    text: 'landing.feature4Text',
  },
] as const;

/** What the product does, in four cards. */
export function WhatItDoes() {
  const t = useT();
  return (
    <section className={classes.section} aria-labelledby="what-title">
      <div className={classes.sectionInner}>
        <SectionHeading
          id="what-title"
          kicker={t('landing.whatKicker')}
          title={t('landing.whatTitle')}
        >
          {t('landing.whatLead')}
        </SectionHeading>
        <div className={classes.grid4}>
          {FEATURES.map((f) => (
            <div key={f.title} className={classes.featureCard}>
              <Stack gap="sm">
                <span className={classes.featureIcon} aria-hidden="true">
                  {f.icon}
                </span>
                <Title order={3} c="#1b1f4b">
                  {t(f.title)}
                </Title>
                <Text c="#4a5060">{t(f.text)}</Text>
              </Stack>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
