import { describe, expect, it } from 'vitest';
import { understandElement } from './understand-element';

/** Elements a demanding parent typed in review (decision 082): each was read wrong before. */
describe('what happens, what is done and who comes along', () => {
  it.each([
    ['the school fete', 'the school fete', 'fair', 'today'],
    ['the school nativity play', 'the school nativity play', 'school', 'today'],
    ['robotics club', 'the robotics club', 'school', 'today'],
    ['first day at school', 'the first day at school', 'school', 'ahead'],
    ['moving to Scotland', 'the move to Scotland', 'house', 'ahead'],
    ['GCSE exams', 'the GCSE exams', 'school', 'ahead'],
    ['a trip to the zoo', 'the trip to the zoo', 'zoo', 'today'],
    ["Grandma's birthday", "Grandma's birthday", 'house', 'today'],
    ['a pyjama party', 'the pyjama party', 'house', 'today'],
    ["Auntie Farah's wedding", "Auntie Farah's wedding", 'garden', 'today'],
    ['a picnic in the park', 'the picnic in the park', 'park', 'today'],
  ])('"%s" is something that happens: %s, at the %s, %s', (typed, time, place, when) => {
    const sense = understandElement(typed, 'Kim', 'her');
    expect(sense.kind).toBe('activity');
    expect(sense.time).toBe(time);
    expect(sense.place?.word).toBe(place);
    // A story can be at a fete; it can only lead up to an exam or a move (decision 083).
    expect(sense.today).toBe(when === 'today' ? true : undefined);
    expect(sense.ahead).toBe(when === 'ahead' ? true : undefined);
  });

  it('a routine ("bath time") is the story’s own time, not one still to come', () => {
    expect(understandElement('bath time', 'Noa').ahead).toBeUndefined();
  });

  it('Grandma’s birthday brings Grandma; a sister’s show does not call her "Sister"', () => {
    expect(understandElement("Grandma's birthday", 'Kim').ownerCharacter).toBe('Grandma');
    expect(understandElement("his sister's ballet show", 'Kim').ownerCharacter).toBeUndefined();
  });

  it('things done, not held: jokes, knitting, Minecraft', () => {
    expect(understandElement("Dad's terrible jokes", 'Kim').habit).toBe('jokes');
    expect(understandElement("Grandma's knitting", 'Kim').habit).toBe('knitting');
    expect(understandElement('minecraft', 'Kim').habit).toBe('minecraft');
    expect(understandElement('a cardboard rocket', 'Kim').habit).toBeUndefined();
  });

  it('fish fingers are food, and more than one', () => {
    const sense = understandElement('fish fingers', 'Kim');
    expect(sense).toMatchObject({ head: 'fish fingers', plural: true, use: 'eat' });
    expect(sense.short).toBe('the fish fingers');
  });

  it('a new baby brother is the hero’s own, family, and a baby', () => {
    const sense = understandElement('new baby brother', 'Zara', 'her');
    expect(sense).toMatchObject({ kind: 'person', family: true, short: 'the baby' });
    expect(sense.first).toBe('her new baby brother');
    expect(sense.creature?.person).toBe(false);
  });

  it('Granny’s wheelchair is how Granny goes', () => {
    const sense = understandElement("Granny's wheelchair", 'Kim');
    expect(sense).toMatchObject({ aid: 'wheelchair', ownerCharacter: 'Granny' });
  });

  it('a crow caws', () => {
    expect(understandElement('a crow named Ash', 'Maya').creature?.voice).toBe('cawed');
  });

  it('festivals are the story’s own time, at home', () => {
    expect(understandElement('Diwali', 'Ruby')).toMatchObject({ kind: 'activity', time: 'Diwali' });
    expect(understandElement('Eid', 'Ruby').kind).toBe('activity');
  });

  it('a sleepover at Nana’s is at her house, and brings Nana', () => {
    expect(understandElement("a sleepover at Nana's", 'Ruby')).toMatchObject({
      kind: 'activity',
      ownerCharacter: 'Nana',
      today: true,
    });
  });

  it('doings in the parent’s words, but a sleeping bag is a bag', () => {
    expect(understandElement('learning to ride a bike', 'Ruby')).toMatchObject({
      habit: 'doing',
      short: 'learning to ride a bike',
    });
    expect(understandElement('baking cookies', 'Ruby').habit).toBe('doing');
    expect(understandElement('a sleeping bag', 'Ruby').habit).toBeUndefined();
    expect(understandElement('his fishing rod', 'Ruby').habit).toBeUndefined();
  });

  it('a best mate is a person, a thunderstorm is weather, cards are more than one', () => {
    expect(understandElement('his best mate Arlo', 'Ruby')).toMatchObject({
      kind: 'person',
      name: 'Arlo',
    });
    expect(understandElement('a thunderstorm', 'Ruby').kind).toBe('sky');
    expect(understandElement('Pokémon cards', 'Ruby')).toMatchObject({
      plural: true,
      first: 'some Pokémon cards',
    });
  });

  it('a hero’s hearing aids or wheelchair are part of them, never a plot object', () => {
    expect(understandElement('her new hearing aids', 'Aisha', 'her').aid).toBe('aids');
    expect(understandElement('his wheelchair', 'Jayden', 'his').aid).toBe('wheelchair');
  });

  it('"Mum working away on an oil rig" is Mum; a bowling alley is a place', () => {
    expect(understandElement('Mum working away on an oil rig', 'Grace')).toMatchObject({
      kind: 'person',
      name: 'Mum',
      family: true,
    });
    expect(understandElement('the bowling alley', 'Arjun')).toMatchObject({
      kind: 'place',
      short: 'the bowling alley',
    });
    expect(understandElement('a windy day', 'Reuben').kind).toBe('sky');
    expect(understandElement('GCSE exams', 'Grace').kind).toBe('activity');
  });
});

describe('people with names and titles are people (decision 083)', () => {
  it.each([
    ['Mrs Patel the librarian', 'Mrs Patel', 'she'],
    ['a night guard called Stan', 'Stan', undefined],
    ['Mr Jones', 'Mr Jones', 'he'],
  ])('"%s" is a person called %s', (typed, name, pronoun) => {
    const sense = understandElement(typed, 'Kim', 'her');
    expect(sense).toMatchObject({ kind: 'person', name, short: name });
    expect(sense.pronoun).toBe(pronoun);
  });

  it('a boat with a name is still a boat', () => {
    expect(understandElement('a boat called Wave', 'Kim').kind).toBe('object');
  });
});

describe('what a parent wrote after the thing describes it (decision 083)', () => {
  it.each([
    ['a treasure map drawn by Dad', 'object', 'map', 'a treasure map drawn by Dad'],
    ['her telescope from Auntie Joy', 'object', 'telescope', 'her telescope from Auntie Joy'],
    ['Uncle Dev who always cheers too loudly', 'person', 'uncle', 'Uncle Dev'],
    ['the old lighthouse at Whitby', 'place', 'lighthouse', 'the old lighthouse at Whitby'],
    ['a shy dragon who lives under the stairs', 'animal', 'dragon', 'a shy dragon'],
    [
      'his hamster Nibbles who came along in a travel cage',
      'animal',
      'hamster',
      'her hamster Nibbles',
    ],
  ])('"%s" is a %s, a %s, first told as "%s"', (typed, kind, head, first) => {
    const sense = understandElement(typed, 'Kim', 'her');
    expect(sense).toMatchObject({ typed, kind, head, first });
  });

  it('a boat that vanished is a missing boat', () => {
    const sense = understandElement('a fishing boat that vanished in the fog', 'Kim', 'her');
    expect(sense).toMatchObject({ kind: 'object', head: 'boat' });
    expect(sense.qualities).toContain('missing');
  });

  it('a doing keeps its words', () => {
    expect(understandElement('camping in the Lake District', 'Kim').habit).toBe('doing');
  });
});

describe('what talks is a character; what flies is not a flight (decision 083)', () => {
  it('a talking scarecrow is a character, a flying carpet a carpet', () => {
    expect(understandElement('a talking scarecrow', 'Ada').kind).toBe('animal');
    expect(understandElement('a flying carpet', 'Ada')).toMatchObject({
      kind: 'object',
      head: 'carpet',
    });
    expect(understandElement('flying to Spain', 'Ada').time).toBe('the flight to Spain');
    expect(understandElement('moving house', 'Ada').time).toBe('the house move');
  });
});

describe('places the parent named are where the story is (decision 083)', () => {
  it('a base on Mars is on Mars; a school trip to the museum is at the museum', () => {
    expect(understandElement('a base on Mars', 'Freya').place?.family).toBe('space');
    expect(understandElement('Mars', 'Freya')).toMatchObject({ kind: 'place', first: 'Mars' });
    expect(
      understandElement('the Year 8 school trip to the Natural History Museum', 'Dev').place?.word,
    ).toBe('museum');
  });
});
