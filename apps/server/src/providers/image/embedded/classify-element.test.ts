import { describe, expect, it } from 'vitest';
import { classifyElement, classifyPresent, countIn } from './classify-element';

const drawnAs = (text: string): string => {
  const drawn = classifyElement(text);
  return `${drawn.kind}:${drawn.name}`;
};

describe('classifyElement', () => {
  it('draws stuffed toys as plush toys, never as the live animal', () => {
    expect(drawnAs('a stuffed bunny')).toBe('plush:rabbit');
    expect(drawnAs('her teddy bear')).toBe('plush:bear');
    expect(drawnAs('a teddy')).toBe('plush:bear');
    expect(drawnAs('a toy dinosaur')).toBe('plush:dinosaur');
    expect(drawnAs('a knitted owl')).toBe('plush:owl');
    expect(drawnAs('a plush unicorn')).toBe('plush:unicorn');
    expect(drawnAs('a soft toy elephant')).toBe('plush:elephant');
    expect(drawnAs('a rag doll')).toBe('plush:doll');
    // And a live bunny stays a bunny.
    expect(drawnAs('a bunny')).toBe('creature:bunny');
  });

  it('draws people as figures', () => {
    expect(drawnAs('her grandmother')).toBe('figure:grandmother');
    expect(drawnAs('Dad')).toBe('figure:father');
    expect(drawnAs('the baby')).toBe('figure:baby');
    expect(drawnAs('a kind wizard')).toBe('figure:wizard');
  });

  it('draws places as places, and toy things as toys', () => {
    expect(drawnAs('the seaside')).toBe('place:seaside');
    expect(drawnAs('a greenhouse')).toBe('place:greenhouse');
    expect(drawnAs('a toy car')).toBe('toy:car');
    expect(drawnAs('a toy rocket')).toBe('toy:rocket');
  });

  it('sorts things into vehicles, food, objects and the sky', () => {
    expect(drawnAs('a big yellow digger')).toBe('vehicle:digger');
    expect(drawnAs('a tractor')).toBe('vehicle:tractor');
    expect(drawnAs('a bubble bath')).toBe('object:bubble bath');
    expect(drawnAs('strawberry jam sandwiches')).toBe('food:sandwich');
    expect(drawnAs('the moon')).toBe('sky:moon');
  });

  it('sizes creatures to the scene: a mouse is small, an elephant big', () => {
    expect(classifyElement('a mouse').size).toBeLessThan(classifyElement('a cat').size);
    expect(classifyElement('a cat').size).toBeLessThan(classifyElement('a dog').size);
    expect(classifyElement('a dog').size).toBeLessThan(classifyElement('an elephant').size);
  });

  it('reads a colour for the things it paints itself', () => {
    expect(classifyElement('a pink teddy').colour).toBeDefined();
    expect(classifyElement('a teddy').colour).toBeUndefined();
  });

  it('still draws an unknown thing, as a parcel on the ground in its colour — never a star', () => {
    expect(drawnAs('quantum flux')).toBe('motif:parcel');
    const blue = classifyElement('a blue zorblat');
    expect([blue.placement, blue.icon, blue.colour]).toEqual([
      'ground',
      'custom:parcel',
      '#5b8fe0',
    ]);
    expect(drawnAs('The Zorblat')).toBe('motif:parcel');
    // Only a name is someone: a friend, as in the moment's list of who is there.
    expect(drawnAs('Luna')).toBe('figure:friend');
    // Things the bench's parents typed that were missing from the picture (issue 28).
    expect(drawnAs('a runaway shopping trolley')).toBe('object:shopping trolley');
    expect(drawnAs('a missing cookbook')).toBe('object:cookbook');
  });

  it('draws a famous landmark as itself, not as the castle its "tower" would make it', () => {
    expect(drawnAs('the Eiffel Tower')).toBe('landmark:eiffel-tower');
    expect(drawnAs('Big Ben')).toBe('landmark:big-ben');
    expect(drawnAs('the Statue of Liberty')).toBe('landmark:statue-of-liberty');
    expect(drawnAs('the Leaning Tower of Pisa')).toBe('landmark:leaning-tower');
    expect(drawnAs('Tower Bridge')).toBe('landmark:tower-bridge');
    expect(drawnAs('the Sydney Opera House')).toBe('landmark:opera-house');
    expect(drawnAs('a tower')).toBe('place:castle');
  });

  it('keeps the number the words name', () => {
    expect(countIn('two kittens')).toBe(2);
    expect(countIn('three little pigs')).toBe(3);
    expect(countIn('a pair of owls')).toBe(2);
    expect(countIn('a kitten')).toBe(1);
    expect(countIn('twenty ducks')).toBe(4);
    expect(countIn('one hundred balloons')).toBe(4);
    expect(countIn('five ducks')).toBe(4);
    expect(classifyElement('two kittens').count).toBe(2);
    expect(classifyElement('a kitten').count).toBeUndefined();
  });
});

describe('classifyPresent', () => {
  it('takes an unknown name to be a friend, with a look of their own', () => {
    const sam = classifyPresent('Sam');
    const ava = classifyPresent('Ava');
    expect(`${sam.kind}:${sam.name}`).toBe('figure:friend');
    expect(sam.lookKey).not.toBe(ava.lookKey);
  });

  it('classifies known words as elements are', () => {
    expect(classifyPresent('a dragon').kind).toBe('creature');
    expect(classifyPresent('her grandmother').kind).toBe('figure');
  });
});
