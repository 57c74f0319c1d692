import { loadavg } from 'node:os';
import { GENRES } from '@sns/contract';
import { EmbeddedIllustrator } from '../apps/server/src/providers/image/embedded/embedded-illustrator';
import type { CastMember, Scene } from '../apps/server/src/providers/scene/scene';
import { MOODS, TIMES_OF_DAY } from '../apps/server/src/providers/scene/scene';
import { machineInfo, writeResult } from './lib/results';
import { median, quantile, round } from './lib/stats';

const maya: CastMember = {
  name: 'Maya',
  pronouns: 'she',
  favouriteColour: 'purple',
  appearance: {
    skinTone: 'deep',
    hairColour: 'black',
    hairStyle: 'coily',
    eyeColour: 'dark-brown',
    glasses: true,
    freckles: false,
  },
};
const leo: CastMember = { ...maya, name: 'Leo', pronouns: 'he', favouriteColour: 'green' };
const PLACES = [
  'the seaside',
  "Grandma's greenhouse",
  'a bathroom',
  'the park',
  'a castle',
  'space',
];
const ELEMENTS = ['a stuffed bunny', 'a digger', 'her grandmother', 'a red balloon', 'a dragon'];

/**
 * The illustrator as stories use it now (docs/decisions/018): a moment of the story — its place,
 * time, mood, the cast from profiles and the elements in view — drawn as a 1024² PNG. Wall and
 * CPU ms per picture after a warm-up; CPU time is the steadier figure on a busy machine.
 */
export async function benchIllustrator({ pictures = 40 } = {}) {
  const illustrator = new EmbeddedIllustrator();
  illustrator.warmUp();
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < pictures + 3; i += 1) {
    const scene: Scene = {
      passage: i % 9,
      place: PLACES[i % PLACES.length] ?? 'the park',
      timeOfDay: TIMES_OF_DAY[i % TIMES_OF_DAY.length] ?? 'night',
      present: i % 3 === 0 ? ['Maya', 'Leo', 'her grandmother'] : ['Maya'],
      elements: [
        ELEMENTS[i % ELEMENTS.length] ?? 'a kite',
        ELEMENTS[(i + 2) % ELEMENTS.length] ?? 'a kite',
      ],
      mood: MOODS[i % MOODS.length] ?? 'calm',
      caption: '',
    };
    const started = performance.now();
    const before = process.cpuUsage();
    await illustrator.illustrate({
      hero: 'Maya',
      age: 6,
      elements: ['a stuffed bunny', 'a digger', 'the seaside'],
      genre: GENRES[i % GENRES.length] ?? 'Fantasy',
      seed: 2000 + i,
      cast: i % 3 === 0 ? [maya, leo] : [maya],
      scene,
    });
    if (i < 3) continue; // JIT, fonts and caches warm up on the first few.
    wall.push(performance.now() - started);
    const used = process.cpuUsage(before);
    cpu.push((used.user + used.system) / 1000);
  }
  const result = {
    bench: 'illustrator',
    description:
      'embedded illustrator drawing moments of stories (place, time, mood, one or two children from profiles, elements): ms per 1024² PNG',
    pictures: wall.length,
    unit: 'ms',
    median: round(median(wall)),
    p95: round(quantile(wall, 0.95)),
    min: round(Math.min(...wall)),
    cpuMedian: round(median(cpu)),
    bar: 40,
    machine: { ...machineInfo(), loadAverage: loadavg().map((l) => round(l, 2)) },
  };
  writeResult('illustrator', result);
  return result;
}
