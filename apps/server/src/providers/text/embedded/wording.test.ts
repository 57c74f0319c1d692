import { describe, expect, it } from 'vitest';
import { createRandom } from './random';
import { varyWording } from './wording';

const told = (line: string, band: 'middle' | 'older' = 'older') =>
  Array.from({ length: 300 }, (_, seed) => varyWording(line, createRandom(seed), band));

describe('varyWording', () => {
  it('still swaps words, so a line reads differently from story to story', () => {
    expect(new Set(told('Everyone was very happy.', 'middle')).size).toBeGreaterThan(1);
  });

  // Seen in stories before 2026-11-24.
  it.each([
    ['Mia [liked|loved] to dream of dragons.', /adored\] to/],
    ['Mia never went to bed unless she [loved|liked] to.', /adored\|liked\] to/],
    ['The owl had tumbled from the branch.', /had fell/],
    ['All of the whole of the town slept.', /entire of/],
    ['The wind carried off the hat.', /brought off/],
    ['"Oh dear," worried Mr Quoit.', /anxious|apprehensive/],
    ['A map with a dotted line and a cross on a rock.', /a grumpy on/],
    ['Amara [missed|was missing] Uncle Joe.', /was lost[\] ]/],
    ['The mayor spoke from under a tea cosy.', /tea snug/],
    ['Mia was [missing|thinking of] Grandma.', /was \[lost/],
  ])('keeps "%s" grammatical', (line, wrong) => {
    for (const version of told(line)) expect(version).not.toMatch(wrong);
  });
});
