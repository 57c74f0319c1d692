import { describe, expect, it } from 'vitest';
import type { StoryRequest } from '../../types';
import { writeEmbeddedStory } from '../write-story';
import { twistTurn } from './twist-turns';

describe('what a twist turns (decision 083)', () => {
  it.each([
    ['the goose was guarding a nest', /the nest/],
    ['the dragon was only lonely', /lonely/],
    ['the map was upside down', /right way round/],
    ['the moon was a giant lantern', /a giant lantern!/],
    ['the cat had been hiding it all along', /right there/],
  ])('"%s" has lines that act on it', (clause, words) => {
    const turn = twistTurn(clause);
    expect(turn).not.toBeNull();
    const said = [...(turn?.after ?? []), ...(turn?.end ?? []), turn?.object?.words ?? ''].join(
      ' ',
    );
    expect(said).toMatch(words);
  });

  it.each([
    ['the heron was trying to help all along', /kept getting in the way|looked back/],
    ['the goose was guarding a nest', /budge|looking back|glancing/],
    [
      "the strange name was Mrs Okafor's as a girl",
      /looking at \{t\}.*a girl|things from when they were a girl/,
    ],
    ['it was Grandma all along', /\{t\}|\{T\}/],
    ['the dragon was only lonely', /apart from everyone|looked away|went very quiet/],
    ['the moon was a giant lantern', /looked almost like a giant lantern/],
  ])('"%s" is planted before it is told, in its own way', (clause, planted) => {
    const turn = twistTurn(clause, clause.startsWith('it was') ? 'the marrow' : undefined);
    expect(turn?.setUp?.join(' ')).toMatch(planted);
    expect(turn?.setUp?.join(' ')).not.toMatch(/Nobody paid much attention/);
  });

  it('reads whose a thing was and what it was only where the twist says so', () => {
    expect(twistTurn('the painting was a window all along')?.identity).toBe('a window');
    expect(twistTurn('Grandma wrote the song when she was a girl')?.identity).toBeUndefined();
    expect(twistTurn("the key was for Grandad's old sea chest")?.owner).toBeUndefined();
    expect(twistTurn("the old key was Grandpa's when he was a boy")?.owner).toBe('Grandpa');
  });

  it('a secret someone guards is understood, not found snug and warm', () => {
    const turn = twistTurn("Mr Vance had been protecting the hotel's secret");
    expect(turn?.after.join(' ')).not.toMatch(/snug|safe and sound|tucked/);
    expect(turn?.explains).toMatch(/all part of \{tobj\}/);
  });

  it('a twist it cannot read changes nothing it does not understand', () => {
    expect(twistTurn('the librarian was the thief')).toBeNull();
  });
});

const MAYA: StoryRequest = {
  hero: 'Maya',
  age: 6,
  genre: 'Adventure',
  elements: ['the school fete', 'a grumpy goose called Colonel', 'her red scarf'],
  plotTwist: 'the goose was guarding a nest',
  lifeLesson: "it's okay to feel scared",
  seed: 5,
  cast: [{ name: 'Maya', pronouns: 'she' }],
};

describe('a story where the twist matters, at a fete that happens tonight', () => {
  it.each([1, 2, 3, 4, 5, 6])('seed %i', (seed) => {
    const { text } = writeEmbeddedStory({ ...MAYA, seed });
    const reveal = text.indexOf('the goose was guarding a nest');
    expect(reveal).toBeGreaterThan(0);
    // After the reveal the nest is looked after, and Colonel with it.
    expect(text.slice(reveal + 30)).toMatch(/the nest/);
    // The fete is tonight, not "soon" while the story is already at the fair.
    expect(text).not.toMatch(
      /would soon be the school fete|school fete was (nearly here|only days away)/,
    );
    expect(text).toMatch(/it was the school fete|Tonight was the school fete/);
    // The lesson is said by someone, never a moral sentence on its own.
    expect(text).not.toMatch(/knew something (new|true) (now|tonight)|learned one thing tonight/);
    expect(text).toMatch(/"It's okay to feel scared[.,]"/);
  });
});

describe('a twist that says who had the missing thing', () => {
  it.each(['it was Dad all along', 'Dad had it all along', 'it was Dad who took it'])(
    '"%s": Dad is found out, says why, and promises to ask first',
    (plotTwist) => {
      const story = writeEmbeddedStory({
        hero: 'Oscar',
        age: 7,
        elements: [
          'a football stadium',
          "Dad's lucky scarf that he lost",
          'a badger called Bertie',
        ],
        genre: 'Comedy',
        plotTwist,
        seed: 42,
      });
      expect(story.text).toMatch(/(It was you|had the scarf all along|So it was you)/);
      expect(story.text).toMatch(
        /Dad (went a little pink|looked rather sheepish|gave a guilty grin)/,
      );
      expect(story.text).toMatch(/Dad (promised to ask first|got a hug)/);
    },
  );
});
