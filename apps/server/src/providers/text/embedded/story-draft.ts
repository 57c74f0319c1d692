import type { AgeBand } from './age-band';
import type { Line } from './banks/types';
import type { NounPhrase } from './noun-phrase';
import type { PhrasePicker, Random } from './random';
import { isCompanion } from './story-tokens';
import { renderTemplate, type Tokens } from './template';

/** Everything a beat needs to write its lines. */
export interface StoryContext {
  band: AgeBand;
  scene: string;
  cast: readonly NounPhrase[];
  picker: PhrasePicker;
  random: Random;
  tokens: Tokens;
}

interface Item {
  text: string;
  words: number;
  /** Core lines always stay; optional lines are added, lowest rank first, until the story is long enough. */
  rank: number | undefined;
}

const MARKS = /^(?:<[^>]*>\s*)+/;
const CAST_MARK = /<(\d):(creature|companion)>/;
const SCENE_MARK = /<@([\w,-]+)>/;
const ELEMENT_TOKEN = /\{[A-Za-z']+?([123])\}/g;

/** Whether a line can be told with this cast in this scene (see banks/types.ts for the rules). */
export function fits(line: Line, cast: readonly NounPhrase[], scene: string): boolean {
  const scenes = SCENE_MARK.exec(line);
  if (scenes && !(scenes[1] ?? '').split(',').includes(scene)) return false;
  const requirement = CAST_MARK.exec(line);
  if (requirement) {
    const element = cast[Number(requirement[1]) - 1];
    if (!element || (requirement[2] === 'creature' ? element.kind !== 'creature' : !isCompanion(element))) return false;
  }
  if (line.includes('{friends}') && !cast.some(isCompanion)) return false;
  for (const match of line.matchAll(ELEMENT_TOKEN)) {
    const element = cast[Number(match[1]) - 1];
    if (!element || !isCompanion(element)) return false;
  }
  return true;
}

/** Renders a bank line, dropping its cast and scene marks. */
export function renderLine(line: Line, tokens: Tokens, random: Random, focus?: Tokens): string {
  return renderTemplate(line.replace(MARKS, ''), tokens, random, focus);
}

/**
 * A story laid out in reading order with every line it might contain. Optional lines carry a
 * rank; `fitTo` keeps the best-ranked ones that bring the story to its target length, so length
 * is controlled without ever moving a line out of its place in the plot.
 */
export class StoryDraft {
  private readonly paragraphs: Item[][] = [];
  /** The cast never changes within a story, so whether a line fits is worked out once. */
  private readonly fitting = new Map<Line, boolean>();

  constructor(private readonly context: StoryContext) {}

  private fitsCast = (line: Line): boolean => {
    let known = this.fitting.get(line);
    if (known === undefined) {
      known = fits(line, this.context.cast, this.context.scene);
      this.fitting.set(line, known);
    }
    return known;
  };

  /** Starts a new paragraph; empty ones are dropped when the story is assembled. */
  paragraph(): this {
    this.paragraphs.push([]);
    return this;
  }

  /** Renders one line from the bank that fits the cast, with `focus` tokens for the element in hand. */
  render(bank: readonly Line[], focus?: Tokens): string | undefined {
    const { picker, random, tokens } = this.context;
    const line = picker.tryTake(bank, this.fitsCast);
    if (line === undefined) return undefined;
    return renderLine(line, tokens, random, focus);
  }

  core(bank: readonly Line[], focus?: Tokens): this {
    return this.add(this.render(bank, focus), undefined);
  }

  /** `rank` orders optional lines: lower comes first; a random fraction mixes lines of similar rank. */
  optional(bank: readonly Line[], rank: number, focus?: Tokens): this {
    return this.add(this.render(bank, focus), rank + this.context.random.next());
  }

  text(text: string, rank?: number): this {
    return this.add(text, rank === undefined ? undefined : rank + this.context.random.next());
  }

  private add(text: string | undefined, rank: number | undefined): this {
    if (text === undefined) return this;
    if (this.paragraphs.length === 0) this.paragraph();
    this.paragraphs[this.paragraphs.length - 1]?.push({ text, words: text.split(/\s+/).length, rank });
    return this;
  }

  /** Keeps every core line and the best optional lines until `target` words, never passing `max`. */
  fitTo(target: number, max: number): string {
    const items = this.paragraphs.flat();
    let total = items.reduce((sum, item) => sum + (item.rank === undefined ? item.words : 0), 0);
    const chosen = new Set<Item>();
    const optional = items.filter((item) => item.rank !== undefined).sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0));
    for (const item of optional) {
      if (total >= target) break;
      if (total + item.words > max) continue;
      chosen.add(item);
      total += item.words;
    }
    return this.paragraphs
      .map((paragraph) => paragraph.filter((item) => item.rank === undefined || chosen.has(item)).map((item) => item.text))
      .filter((sentences) => sentences.length > 0)
      .map((sentences) => sentences.join(' '))
      .join('\n\n');
  }
}
