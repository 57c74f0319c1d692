import { Stack, Text, Title } from '@mantine/core';
import { BookIcon, HeadphonesIcon, MoonIcon, PaletteIcon } from '../../../components/icons';
import classes from './landing.module.css';
import { SectionHeading } from './section-heading';

const FEATURES = [
  {
    icon: <MoonIcon size={26} />,
    title: 'A story made for one child',
    text: 'Your child is the hero, with the friends, toys and places they love woven into every page — in a genre you choose.',
  },
  {
    icon: <PaletteIcon size={26} />,
    title: 'Pictures to match',
    text: 'Every story comes with its own illustration. Want another? Ask for a new picture or use a photo of your own.',
  },
  {
    icon: <HeadphonesIcon size={26} />,
    title: 'Read aloud, softly',
    text: 'Turn the lights down and press play: a calm narration reads the story, sentence by sentence.',
  },
  {
    icon: <BookIcon size={26} />,
    title: 'Keep it as a book',
    text: 'Turn a favourite story into an illustrated PDF picture book to download, print or share with family.',
  },
];

/** What the product does, in four cards. */
export function WhatItDoes() {
  return (
    <section className={classes.section} aria-labelledby="what-title">
      <div className={classes.sectionInner}>
        <SectionHeading
          id="what-title"
          kicker="What you get"
          title="A new story every night, made just for them"
        >
          Starry Night Story writes gentle, age-appropriate tales around your child — so bedtime
          becomes the part of the day they ask for.
        </SectionHeading>
        <div className={classes.grid4}>
          {FEATURES.map((f) => (
            <div key={f.title} className={classes.featureCard}>
              <Stack gap="sm">
                <span className={classes.featureIcon} aria-hidden="true">
                  {f.icon}
                </span>
                <Title order={3} c="#1b1f4b">
                  {f.title}
                </Title>
                <Text c="#4a5060">{f.text}</Text>
              </Stack>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
