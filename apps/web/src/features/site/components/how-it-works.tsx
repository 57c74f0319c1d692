import { Group, Stack, Text, Title } from '@mantine/core';
import { useT } from '../../../lib/i18n/use-t';
import classes from './landing.module.css';
import { SectionHeading } from './section-heading';

const STEPS = [
  { title: 'landing.step1Title', text: 'landing.step1Text' },
  { title: 'landing.step2Title', text: 'landing.step2Text' },
  { title: 'landing.step3Title', text: 'landing.step3Text' },
  { title: 'landing.step4Title', text: 'landing.step4Text' },
] as const;

/** Four steps from idea to bedtime; the hero's "How it works" button scrolls here. */
export function HowItWorks() {
  const t = useT();
  return (
    <section
      id="how-it-works"
      className={`${classes.section} ${classes.sectionTint}`}
      aria-labelledby="how-title"
      tabIndex={-1}
    >
      <div className={classes.sectionInner}>
        <SectionHeading
          id="how-title"
          kicker={t('landing.howKicker')}
          title={t('landing.howTitle')}
        />
        <ol className={`${classes.grid4} ${classes.steps}`}>
          {STEPS.map((step, index) => (
            <li key={step.title} className={classes.featureCard}>
              <Stack gap="sm">
                <Group gap="sm" wrap="nowrap">
                  <span className={classes.stepNumber} aria-hidden="true">
                    {index + 1}
                  </span>
                  <Title order={3} c="#1b1f4b">
                    {t(step.title)}
                  </Title>
                </Group>
                <Text c="#4a5060">{t(step.text)}</Text>
              </Stack>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
