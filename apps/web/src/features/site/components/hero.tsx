import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useRichT, useT } from '../../../lib/i18n/use-t';
import classes from './landing.module.css';
import { HeroArt, SkyBackdrop } from './night-sky';

/** The landing page's first screen. `createTo` is /createstory when signed in, else /signup. */
export function Hero({ createTo }: { createTo: string }) {
  const t = useT();
  const rich = useRichT();
  return (
    <section className={classes.hero} aria-labelledby="hero-title">
      <SkyBackdrop className={classes.sky} />
      <div className={classes.heroInner}>
        <Stack gap="lg" align="flex-start">
          <span className={classes.eyebrow}>{t('landing.eyebrow')}</span>
          <Title order={1} id="hero-title" className={classes.heroTitle}>
            {rich('landing.heroTitle', { em: (chunks) => <em>{chunks}</em> })}
          </Title>
          <Text className={classes.heroLead}>{t('landing.heroLead')}</Text>
          <Group gap="md">
            <Button component={Link} to={createTo} size="lg" color="starlight.5" c="#1b1f4b">
              {t('landing.createStory')}
            </Button>
            <Button
              component="a"
              href="#how-it-works"
              size="lg"
              variant="outline"
              className={classes.ghostButton}
            >
              {t('landing.howItWorks')}
            </Button>
          </Group>
          <Text fz="sm" c="#c9cdf5">
            {t('landing.freeStart')}
          </Text>
        </Stack>
        <HeroArt className={classes.heroArt} />
      </div>
    </section>
  );
}
