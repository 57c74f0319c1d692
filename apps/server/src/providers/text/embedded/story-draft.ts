import type { AgeBand } from './age-band';
import type { Line } from './banks/types';
import type { NounPhrase } from './noun-phrase';
import type { PhrasePicker, Random } from './random';
import type { StoryChild } from './story-children';
import { isCompanion, type Focus } from './story-tokens';
import { renderTemplate, type Tokens } from './template';
import { joinShortSentences, varyWording } from './wording';

/** Everything a beat needs to write its lines. */
export interface StoryContext {
  band: AgeBand;
  scene: string;
  cast: readonly NounPhrase[];
  picker: PhrasePicker;
  random: Random;
  tokens: Tokens;
  /** The other children on the adventure (siblings or friends); empty without profiles. */
  children: readonly StoryChild[];
  /** Whether the hero's pronouns are known (a profile): only then are {heroThey}… lines told. */
  heroPronouns: boolean;
}

/** The part of the plot a paragraph tells: it decides where and when its picture happens. */
export type BeatKind =
  | 'opening'
  | 'setting'
  | 'meeting'
  | 'problem'
  | 'journey'
  | 'obstacle'
  | 'twist'
  | 'resolution'
  | 'lesson'
  | 'homecoming'
  | 'sleep';

export interface Beat {
  kind: BeatKind;
  /** The element a meeting paragraph introduces. */
  element?: NounPhrase;
}

interface Item {
  text: string;
  words: number;
  /** Core lines always stay; optional lines are added, lowest rank first, until the story is long enough. */
  rank: number | undefined;
  /** The elements this line shows. */
  elements: readonly NounPhrase[];
}

/** One paragraph of the finished story, with what its picture needs to know. */
export interface FittedPassage {
  beat: Beat;
  text: string;
  /** Elements in view, in the order the paragraph shows them. */
  elements: NounPhrase[];
}

const MARKS = /^(?:<[^>]*>\s*)+/;
const CAST_MARK = /<(\d):(creature|companion)>/;
const SCENE_MARK = /<@(!?)([\w,-]+)>/;
const ELEMENT_TOKEN = /\{[A-Za-z']+?([123])\}/g;

interface LineNeeds {
  scenes?: { only: boolean; names: readonly string[] };
  creature?: number;
  companions: readonly number[];
}

/** What a line needs from the story, read once per line and kept: lines are checked thousands of times. */
const needsOf = new Map<Line, LineNeeds>();

function readNeeds(line: Line): LineNeeds {
  let needs = needsOf.get(line);
  if (needs) return needs;
  const scenes = SCENE_MARK.exec(line);
  const cast = CAST_MARK.exec(line);
  const companions = new Set<number>();
  if (cast?.[2] === 'companion') companions.add(Number(cast[1]));
  for (const match of line.matchAll(ELEMENT_TOKEN)) companions.add(Number(match[1]));
  needs = {
    scenes: scenes ? { only: scenes[1] !== '!', names: (scenes[2] ?? '').split(',') } : undefined,
    // {friends} names the creatures, so it needs one; creatures come first in the cast.
    creature:
      cast?.[2] === 'creature' ? Number(cast[1]) : line.includes('{friends}') ? 1 : undefined,
    companions: [...companions],
  };
  needsOf.set(line, needs);
  return needs;
}

/**
 * Whether a line can be told with this cast in this scene (see banks/types.ts for the marks).
 * Companions come first in the cast, so "{the1}" needs at least one creature or thing.
 */
export function fits(line: Line, cast: readonly NounPhrase[], scene: string): boolean {
  const needs = readNeeds(line);
  // "<@sea,coast>" keeps a line to those scenes; "<@!sky>" keeps it out of them.
  if (needs.scenes && needs.scenes.names.includes(scene) !== needs.scenes.only) return false;
  if (needs.creature !== undefined && cast[needs.creature - 1]?.kind !== 'creature') return false;
  return needs.companions.every((index) => {
    const element = cast[index - 1];
    return element !== undefined && isCompanion(element);
  });
}

/** Renders a bank line, dropping its cast and scene marks and varying its wording for the reader's age. */
export function renderLine(
  line: Line,
  context: Pick<StoryContext, 'band' | 'random' | 'tokens'>,
  focus?: Tokens,
  onToken?: (name: string) => void,
): string {
  const { band, random, tokens } = context;
  return renderTemplate(
    varyWording(line.replace(MARKS, ''), random, band),
    tokens,
    random,
    focus,
    onToken,
  );
}

const INDEXED_TOKEN = /^[A-Za-z']+?([123])$/;

/**
 * The elements a rendered line shows, from the tokens its wording used: {the2} is the second
 * element, {friends} the creatures, the focus tokens the element in hand. {all} is left out on
 * purpose: it only names everyone in a dream or a summary.
 */
function elementsUsed(
  names: readonly string[],
  cast: readonly NounPhrase[],
  focus: Focus | undefined,
): NounPhrase[] {
  const shown = new Set<NounPhrase>();
  for (const name of names) {
    const key = name.charAt(0).toLowerCase() + name.slice(1);
    const indexed = INDEXED_TOKEN.exec(key);
    if (indexed) {
      const element = cast[Number(indexed[1]) - 1];
      if (element) shown.add(element);
    } else if (key === 'friends') {
      for (const element of cast) if (element.kind === 'creature') shown.add(element);
    } else if (focus?.element && key in focus.tokens) {
      shown.add(focus.element);
    }
  }
  return [...shown];
}

/**
 * A story laid out in reading order with every line it might contain. Optional lines carry a
 * rank; `fitTo` keeps the best-ranked ones that bring the story to its target length, so length
 * is controlled without ever moving a line out of its place in the plot.
 */
export class StoryDraft {
  private readonly paragraphs: { beat: Beat; items: Item[] }[] = [];
  constructor(private readonly context: StoryContext) {}

  private readonly fitsStory = (line: Line): boolean =>
    fits(line, this.context.cast, this.context.scene);

  /** Starts a new paragraph telling `beat`; empty ones are dropped when the story is assembled. */
  paragraph(kind: BeatKind, element?: NounPhrase): this {
    this.paragraphs.push({ beat: { kind, element }, items: [] });
    return this;
  }

  /** Renders one line from the bank that fits the cast, with `focus` tokens for the element or child in hand. */
  render(bank: readonly Line[], focus?: Focus): Pick<Item, 'text' | 'elements'> | undefined {
    const line = this.context.picker.tryTake(bank, this.fitsStory);
    if (line === undefined) return undefined;
    const used: string[] = [];
    const text = renderLine(line, this.context, focus?.tokens, (name) => used.push(name));
    return { text, elements: elementsUsed(used, this.context.cast, focus) };
  }

  core(bank: readonly Line[], focus?: Focus): this {
    return this.add(this.render(bank, focus), undefined);
  }

  /** `rank` orders optional lines: lower comes first; a random fraction mixes lines of similar rank. */
  optional(bank: readonly Line[], rank: number, focus?: Focus): this {
    return this.add(this.render(bank, focus), rank + this.context.random.next());
  }

  private add(line: Pick<Item, 'text' | 'elements'> | undefined, rank: number | undefined): this {
    if (line === undefined) return this;
    if (this.paragraphs.length === 0) this.paragraph('opening');
    this.paragraphs[this.paragraphs.length - 1]?.items.push({
      text: line.text,
      elements: line.elements,
      words: line.text.split(/\s+/).length,
      rank,
    });
    return this;
  }

  /**
   * Keeps every core line and the best optional lines until `target` words, never passing `max`,
   * and returns the story's paragraphs with the beat each tells and the elements it shows.
   */
  fit(target: number, max: number): FittedPassage[] {
    const items = this.paragraphs.flatMap((paragraph) => paragraph.items);
    let total = items.reduce((sum, item) => sum + (item.rank === undefined ? item.words : 0), 0);
    const chosen = new Set<Item>();
    const optional = items
      .filter((item) => item.rank !== undefined)
      .sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0));
    for (const item of optional) {
      if (total >= target) break;
      if (total + item.words > max) continue;
      chosen.add(item);
      total += item.words;
    }
    return this.paragraphs
      .map(({ beat, items: lines }) => {
        const kept = lines.filter((item) => item.rank === undefined || chosen.has(item));
        const shown = new Set<NounPhrase>(beat.element ? [beat.element] : []);
        for (const item of kept) for (const element of item.elements) shown.add(element);
        const text = kept.map((item) => item.text).join(' ');
        return {
          beat,
          // Older children read longer sentences: some short neighbours are joined.
          text:
            this.context.band === 'older' ? joinShortSentences(text, this.context.random) : text,
          elements: [...shown],
        };
      })
      .filter((passage) => passage.text.length > 0);
  }
}
