import { describe, expect, it } from 'vitest';
import { pickLayout } from '../layout';
import { pickPalette } from '../palette';
import { createRandom } from '../random';
import type { BackdropContext } from './backdrop-types';
import { SUPERMARKET } from './supermarket';

function drawn(seed: number): string {
  const random = createRandom(seed);
  const context: BackdropContext = {
    random,
    furnish: createRandom(seed + 1),
    palette: pickPalette(random, 'day', true),
    layout: pickLayout(random),
    view: () => '',
    part: (_name, svg) => svg,
  };
  return SUPERMARKET.draw(context);
}

describe('the supermarket (decision 098)', () => {
  it('stocks its shelves with goods — tins, boxes or bottles, fruit crates, price labels', () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const svg = drawn(seed);
      expect(svg).toMatch(/class="(?:tins|boxes|bottles)"/);
      expect(svg).toContain('class="fruit-crates"');
      expect(svg).toContain('class="price-labels"');
    }
  });

  it('draws no book spines: no item on a shelf is much taller than it is wide', () => {
    const svg = drawn(7);
    const goods = [...svg.matchAll(/class="(?:tins|boxes)"><path d="([^"]+)"/g)].flatMap((m) =>
      [...(m[1] ?? '').matchAll(/M[\d.]+ [\d.]+v(-?[\d.]+)h([\d.]+)/g)].map((r) => ({
        h: Math.abs(Number(r[1])),
        w: Number(r[2]),
      })),
    );
    expect(goods.length).toBeGreaterThan(10);
    for (const { h, w } of goods) expect(h / w).toBeLessThanOrEqual(1.7);
  });
});
