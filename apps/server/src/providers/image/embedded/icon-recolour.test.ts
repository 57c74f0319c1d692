import { describe, expect, it } from 'vitest';
import { recolourIcon } from './icon-recolour';
import { getNotoIcon } from './noto-icons';
import { classifyElement } from './classify-element';

const hues = (svg: string): string[] => [...svg.matchAll(/#[0-9a-fA-F]{6}\b/g)].map((m) => m[0]);

describe('icons in the colour the parent named', () => {
  it('turns the main hue and keeps greys and other hues', () => {
    const svg =
      '<path fill="#e02020"/><path fill="#a01010"/><path fill="#333333"/><path fill="#20a020"/>';
    const purple = recolourIcon(svg, '#9b72e0');
    expect(purple).toContain('#333333');
    expect(purple).toContain('#20a020');
    expect(purple).not.toContain('#e02020');
    expect(purple).not.toContain('#a01010');
  });

  it('leaves an icon alone for a colourless or matching name', () => {
    const svg = '<path fill="#e02020"/>';
    expect(recolourIcon(svg, '#a9a9b0')).toBe(svg);
    expect(recolourIcon(svg, '#e12222')).toBe(svg);
  });

  it('paints "a purple balloon" purple', () => {
    const drawn = classifyElement('a purple balloon');
    const icon = getNotoIcon(drawn.icon).body;
    const painted = recolourIcon(icon, drawn.colour ?? '');
    expect(painted).not.toBe(icon);
    expect(hues(painted).length).toBe(hues(icon).length);
  });
});
