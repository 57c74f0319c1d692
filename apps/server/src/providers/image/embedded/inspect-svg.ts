/**
 * Reading a composed picture back, for the tests and for anyone checking what was drawn: the
 * illustrator labels every drawing with the story's words (annotate.ts) and gives each cast
 * member's identity group a stable id.
 */

/** The markup of the group with this id, from its opening tag to its matching close. */
export function groupById(svg: string, id: string): string | null {
  const start = svg.indexOf(`<g id="${id}"`);
  if (start === -1) return null;
  const tag = /<(\/?)g[\s>]/g;
  tag.lastIndex = start;
  let depth = 0;
  for (let match = tag.exec(svg); match; match = tag.exec(svg)) {
    depth += match[1] ? -1 : 1;
    if (depth === 0) return svg.slice(start, svg.indexOf('>', match.index) + 1);
  }
  return null;
}

export interface Label {
  text: string;
  /** 'element' for a scene element, 'present' for someone in the moment. */
  role: 'element' | 'present';
  /** `kind:name`, e.g. "plush:rabbit". */
  drawnAs: string;
}

/** Every label in the picture: which words were drawn, and as what. */
export function readLabels(svg: string): Label[] {
  const labels: Label[] = [];
  const pattern = /<g data-(element|present)="([^"]*)" data-drawn-as="([^"]*)"/g;
  for (const match of svg.matchAll(pattern)) {
    labels.push({
      role: match[1] === 'present' ? 'present' : 'element',
      text: unescapeXml(match[2] ?? ''),
      drawnAs: unescapeXml(match[3] ?? ''),
    });
  }
  return labels;
}

/** How many suns and moons the picture has. */
export function countSkyBodies(svg: string): { sun: number; moon: number } {
  return {
    sun: svg.split('data-sky-body="sun"').length - 1,
    moon: svg.split('data-sky-body="moon"').length - 1,
  };
}

function unescapeXml(text: string): string {
  return text.replace(/&#(\d+);/g, (_all, code: string) => String.fromCharCode(Number(code)));
}
