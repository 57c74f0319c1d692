import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import classes from './landing.module.css';
import { HeroArt, SkyBackdrop } from './night-sky';

/** The landing page's first screen. `createTo` is /createstory when signed in, else /signup. */
export function Hero({ createTo }: { createTo: string }) {
  return (
    <section className={classes.hero} aria-labelledby="hero-title">
      <SkyBackdrop className={classes.sky} />
      <div className={classes.heroInner}>
        <Stack gap="lg" align="flex-start">
          <span className={classes.eyebrow}>Personalised bedtime stories</span>
          <Title order={1} id="hero-title" className={classes.heroTitle}>
            Bedtime stories <em>starring your child</em>
          </Title>
          <Text className={classes.heroLead}>
            Tell us your child’s name and three things they love tonight. In moments you have a
            brand-new, gentle story — with its own illustration, a calm narration to listen to, and
            a picture book to keep.
          </Text>
          <Group gap="md">
            <Button component={Link} to={createTo} size="lg" color="starlight.5" c="#1b1f4b">
              Create a story
            </Button>
            <Button
              component="a"
              href="#how-it-works"
              size="lg"
              variant="outline"
              className={classes.ghostButton}
            >
              How it works
            </Button>
          </Group>
          <Text fz="sm" c="#c9cdf5">
            Your first three stories are free. No card needed to start.
          </Text>
        </Stack>
        <HeroArt className={classes.heroArt} />
      </div>
    </section>
  );
}
