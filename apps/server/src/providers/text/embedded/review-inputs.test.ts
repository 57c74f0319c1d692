import { describe, expect, it } from 'vitest';
import type { StoryRequest } from '../types';
import { checkGrammar } from './grammar-check';
import { writeEmbeddedStory } from './write-story';

/**
 * Inputs from a demanding parent's review (decision 082). Each assertion failed on the writer
 * before: events were chased like runaway toys, Granny ran, a newborn gave advice.
 */
const POPPY_AND_JACK: StoryRequest = {
  hero: 'Poppy and Jack',
  age: 6,
  elements: ['fish fingers', 'the school nativity play', "Granny's wheelchair"],
  genre: 'Comedy',
  plotTwist: 'Granny ends up playing the donkey',
  lifeLesson: 'everyone gets stage fright sometimes',
  seed: 1225,
};
const HARRIET: StoryRequest = {
  hero: 'Harriet',
  age: 8,
  elements: ['the school fete', 'a runaway goat', "Dad's terrible jokes"],
  genre: 'Comedy',
  plotTwist: 'the goat wins first prize in the cake competition',
  lifeLesson: "it's good to laugh at yourself",
  seed: 808,
};
const ZARA: StoryRequest = {
  hero: 'Zara',
  age: 4,
  elements: ['new baby brother', 'her pink scooter', 'the allotment'],
  genre: 'Adventure',
  plotTwist: 'the baby was the one who found the giant pumpkin',
  lifeLesson: 'big sisters can be gentle too',
  seed: 731,
};

const seeds = [1, 2, 3, 4];

describe('stories about what the parent typed, read as they meant it', () => {
  it.each(seeds)('Granny goes in her wheelchair and never runs (seed %i)', (seed) => {
    const { text } = writeEmbeddedStory({ ...POPPY_AND_JACK, seed });
    expect(text).toMatch(/Granny wheeled|Granny spun her wheelchair|wheeled (in|up|after)/);
    expect(text).not.toMatch(/Granny (bustled|hurried|ran|shuffled)|Granny, hurrying/);
    expect(text).not.toMatch(/the fingers|a fish fingers|fish fingers was/);
    expect(text).not.toMatch(/Poppy and Jack (was|has|is)\b/);
    expect(text).not.toMatch(/catch the (school )?(nativity )?play|the play turned up/i);
    expect(text).toMatch(/nativity play/);
    expect(checkGrammar(text)).toEqual([]);
  });

  it.each(seeds)('the fete is an event and Dad tells a joke (seed %i)', (seed) => {
    const { text } = writeEmbeddedStory({ ...HARRIET, seed });
    expect(text).not.toMatch(/(catch|caught|chase|chased) the (fete|jokes)/i);
    expect(text).not.toMatch(/the jokes (slipped|turned up|went|stopped)/i);
    expect(text).toMatch(/Dad told one of his terrible jokes|"Why did|"What do you call/);
    expect(text).toMatch(/the school fete/);
    expect(text).not.toMatch(/"[^"]*," (bleated|said) the goat/);
  });

  it.each(seeds)('a baby brother is family and does not talk (seed %i)', (seed) => {
    const { text } = writeEmbeddedStory({ ...ZARA, seed });
    expect(text).not.toMatch(/What brings you to/);
    expect(text).not.toMatch(/said the (brother|baby)/);
    expect(text).not.toMatch(/\ba found\b|noticed the baby, a /);
  });

  it('the twist is hinted by who it is about, never by what it reveals', () => {
    for (const seed of seeds) {
      const { text } = writeEmbeddedStory({
        hero: 'Isla',
        age: 10,
        elements: ['the village library', 'a hamster called Professor', 'an old pocket watch'],
        genre: 'Mystery',
        plotTwist: 'the librarian was the thief',
        lifeLesson: 'trust has to be earned',
        seed,
      });
      expect(text).not.toMatch(/(noticed|spotted|attention to) the thief/);
    }
  });

  it.each(seeds)(
    'a mystery with nothing to lose looks for what the twist says was hidden (seed %i)',
    (seed) => {
      const { title, text } = writeEmbeddedStory({
        hero: 'Aisha',
        age: 5,
        elements: ['Eid', 'her new hearing aids', 'Auntie Jo'],
        genre: 'Mystery',
        plotTwist: 'Auntie Jo was the one who hid the presents',
        lifeLesson: "it's okay to ask people to say it again",
        seed,
      });
      expect(`${title} ${text}`).toMatch(/the presents/i);
      expect(text).not.toMatch(/(missing|find|found|lost) (the|her) (new )?(hearing )?aids/i);
      expect(text).not.toMatch(/Aisha (spotted|noticed) Auntie[,.]/);
    },
  );

  it.each(seeds)('a hero in a wheelchair never climbs, runs or walks (seed %i)', (seed) => {
    const { text } = writeEmbeddedStory({
      hero: 'Jayden',
      age: 8,
      elements: ['his wheelchair', 'the school trip to the castle', 'his dog Bruno'],
      genre: 'Adventure',
      plotTwist: 'Bruno had stowed away on the coach',
      lifeLesson: 'teamwork',
      seed,
    });
    expect(text).toMatch(/wheelchair/);
    for (const sentence of text.split(/(?<=[.!?])\s+/).filter((s) => /\bJayden\b/.test(s)))
      expect(sentence).not.toMatch(/\b(climbed|ran|walked|feet|legs|tiptoed|jumped|marched)\b/);
  });
});

/** The bench's worst story last round (decision 083): a mouse rescued while the cookbook was missing. */
const KAI: StoryRequest = {
  hero: 'Kai',
  age: 4,
  genre: 'Adventure',
  elements: ["her grandmother's greenhouse", 'Grandma', 'a missing cookbook'],
  seed: 9574,
  cast: [{ name: 'Kai', pronouns: 'he' }],
};

describe('the parent’s words give the problem, whatever the genre', () => {
  it.each(seeds)('a missing cookbook is what the story looks for (seed %i)', (seed) => {
    const { title, text } = writeEmbeddedStory({ ...KAI, seed });
    expect(`${title} ${text}`).not.toMatch(/\bmouse\b/i);
    // The problem is told before anyone sets off: it is the cookbook that is gone.
    const opening = text.split('\n\n').slice(0, 2).join(' ');
    expect(opening).toMatch(/cookbook/);
    expect(text).toMatch(/(found|pulled out|was) the cookbook/i);
    // Her grandmother is Grandma, not a second granny.
    expect(text).not.toMatch(/Grandmother/);
  });
});

/** From the third review (decision 083): a mouse rescued while Dad's map went unused. */
const TOM_AND_ELLA: StoryRequest = {
  hero: 'Tom and Ella',
  age: 6,
  genre: 'Adventure',
  elements: ['the tree house', 'a treasure map drawn by Dad', 'our cat Pepper'],
  plotTwist: 'Pepper had been sleeping on the treasure',
  lifeLesson: 'working together is better than arguing',
  seed: 5,
  cast: [
    { name: 'Tom', pronouns: 'he' },
    { name: 'Ella', pronouns: 'she' },
  ],
};

describe('an adventure with the parent’s things is the search for them', () => {
  it.each(seeds)('Dad’s map, in the tree house (seed %i)', (seed) => {
    const { title, text } = writeEmbeddedStory({ ...TOM_AND_ELLA, seed });
    expect(`${title} ${text}`).not.toMatch(/rescue/i);
    expect(text.split('\n\n').slice(0, 2).join(' ')).toMatch(/map/);
    expect(text).toMatch(/the tree house/);
    expect(text).not.toMatch(/treasure map drawn by Dad (was not far behind|hurried|said)/);
    expect(text).not.toMatch(/You know what, the /);
  });
});
