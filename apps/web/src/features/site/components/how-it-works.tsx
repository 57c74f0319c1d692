import { Group, Stack, Text, Title } from '@mantine/core';
import classes from './landing.module.css';
import { SectionHeading } from './section-heading';

const STEPS = [
  {
    title: 'Meet the hero',
    text: 'Enter your child’s name and age (1 to 15), so the words fit the listener.',
  },
  {
    title: 'Pick three favourite things',
    text: 'A teddy, a dragon, the seaside — any three. Then choose Fantasy, Adventure, Mystery, Sci-Fi or Comedy.',
  },
  {
    title: 'Add a twist or a lesson',
    text: 'Optionally, a surprise in the plot or a gentle lesson like sharing or being brave.',
  },
  {
    title: 'Read, listen and keep',
    text: 'The story is ready in moments, with a picture and narration. Save it, share it or make it a book.',
  },
];

/** Four steps from idea to bedtime; the hero's "How it works" button scrolls here. */
export function HowItWorks() {
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
          kicker="How it works"
          title="From “once upon a time” to sweet dreams in four steps"
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
                    {step.title}
                  </Title>
                </Group>
                <Text c="#4a5060">{step.text}</Text>
              </Stack>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
