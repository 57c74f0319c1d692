import { escapeXml } from './svg-shapes';

/** The story's words a drawing stands for. */
export interface Words {
  elements: readonly string[];
  present: readonly string[];
}

/**
 * Wraps a drawing in groups that say which of the story's words it stands for and what it was
 * drawn as (`data-element="a stuffed bunny" data-drawn-as="plush:rabbit"`), so a test — or anyone
 * reading the SVG — can check that every element was drawn, and drawn as the right kind of thing.
 * One group per word: attributes can't repeat, and a group without effects costs resvg nothing.
 */
export function annotate(words: Words, drawnAs: string, inner: string, attrs = ''): string {
  const labels = [
    ...words.elements.map((text) => `data-element="${escapeXml(text)}"`),
    ...words.present.map((text) => `data-present="${escapeXml(text)}"`),
  ];
  if (labels.length === 0) return `<g data-drawn-as="${escapeXml(drawnAs)}"${attrs}>${inner}</g>`;
  let svg = inner;
  labels.forEach((label, i) => {
    const extra = i === 0 ? attrs : '';
    svg = `<g ${label} data-drawn-as="${escapeXml(drawnAs)}"${extra}>${svg}</g>`;
  });
  return svg;
}
