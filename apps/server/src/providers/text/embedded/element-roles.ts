import type { NounPhrase } from './noun-phrase';
import { hashSeed } from './random';

/**
 * What an element is to the plot (docs/decisions/021-a-writer-that-plans.md). The child's toy or
 * pet is a companion from home; a person or animal met on the way helps at the climax or is the
 * one helped; a thing is the key to the problem or the reward at the end; a place is where the
 * hero is heading (reached at the climax) or somewhere passed on the way; the sky watches over it.
 */
export type ElementRole =
  'companion' | 'helper' | 'helped' | 'key' | 'reward' | 'destination' | 'setting' | 'sky';

/**
 * One role per element, in cast order. Decided from what the elements are and the story's seed
 * alone (never from the story's own random stream), so the OpenAI-compatible writer's prompt can
 * carry exactly the roles the embedded writer would use.
 */
export function planRoles(cast: readonly NounPhrase[], seed: number): ElementRole[] {
  const coin = (phrase: NounPhrase, odds: number) =>
    hashSeed(seed, 'role', phrase.definite) / 2 ** 32 < odds;
  const creatures = cast.filter((p) => p.kind === 'creature' && !p.companion);
  const things = cast.filter((p) => p.kind === 'thing' && !p.companion);
  const places = cast.filter((p) => p.kind === 'place');

  // Two to meet: one lends a hand, the other needs one. One alone helps more often than not.
  // Someone the hero has been missing comes to help: a glad reunion, not someone found lost.
  const personalAt = creatures.findIndex((p) => p.personal);
  const onePersonal = personalAt >= 0 && creatures.filter((p) => p.personal).length === 1;
  const firstCreatureHelps = onePersonal
    ? personalAt === 0
    : creatures[0]
      ? coin(creatures[0], 0.6)
      : true;
  // Two things: the first solves the problem, the second is the reward. One alone is usually the key.
  const loneThingIsKey = things.length === 1 && things[0] ? coin(things[0], 0.7) : true;

  return cast.map((phrase): ElementRole => {
    if (phrase.companion) return 'companion';
    switch (phrase.kind) {
      case 'sky':
        return 'sky';
      case 'place':
        return places.indexOf(phrase) === 0 ? 'destination' : 'setting';
      case 'thing':
        if (things.length === 1) return loneThingIsKey ? 'key' : 'reward';
        return things.indexOf(phrase) === 0 ? 'key' : 'reward';
      case 'creature':
        return (creatures.indexOf(phrase) === 0) === firstCreatureHelps ? 'helper' : 'helped';
    }
  });
}
