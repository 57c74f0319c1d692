import type { Mood } from '../../../scene/scene';
import type { Random } from '../random';
import { renderTemplate, type TokenValue, type Tokens } from '../template';

/** One paragraph as it is written, with what its picture needs to know. */
export interface Passage {
  sentences: string[];
  /** Where it happens, in the story's words ("the duck pond", "Ife's bedroom"). */
  place: string;
  /** Who is in view: the heroes first, then the characters. */
  present: string[];
  /** The parent's elements in view, as typed. */
  elements: string[];
  mood: Mood;
  /** Sentences that may be dropped to fit the band's length, by index. */
  optional: Set<number>;
}

/**
 * Collects a story's paragraphs. Lines are templates (`[a|b]` choices, `{token}`s; see
 * template.ts): every line is chosen and filled from the story's own random stream, and a line
 * already said in this story is never said again.
 */
export class StoryBuilder {
  readonly passages: Passage[] = [];
  private readonly said = new Set<string>();
  /** Line templates used, so the family's next story can avoid them (docs/decisions/037). */
  readonly used = new Set<string>();

  constructor(
    private readonly random: Random,
    private readonly tokens: Tokens,
    private readonly avoid: ReadonlySet<string> = new Set(),
    /** A chapter of a series: whether a line is new to the series (docs/decisions/067). */
    private readonly fresh?: (line: string) => boolean,
    /** A line this story must not say, as written (a hero in a wheelchair who "climbed every tree"). */
    private readonly unsuitable?: (text: string) => boolean,
  ) {}

  paragraph(place: string, mood: Mood, present: string[], elements: string[]): this {
    this.passages.push({ sentences: [], place, present, elements, mood, optional: new Set() });
    return this;
  }

  /** Says one of `lines` (a fresh one: never one this story or, when possible, this family has had). */
  say(lines: string | readonly string[], extra: Record<string, TokenValue> = {}): this {
    return this.add(lines, extra, false);
  }

  /** Like say, but the line may be left out when the story runs long. */
  maybe(lines: string | readonly string[], extra: Record<string, TokenValue> = {}): this {
    return this.add(lines, extra, true);
  }

  /** Adds an element or a person to the current paragraph's picture. */
  show(element?: string, person?: string): this {
    const passage = this.current();
    if (element && !passage.elements.includes(element)) passage.elements.push(element);
    if (person && !passage.present.includes(person)) passage.present.push(person);
    return this;
  }

  /**
   * Opens paragraphs set at `place` that never name it with one of `lines` (which do), until
   * about `share` of them name it, so the listener knows where the story is without every
   * paragraph starting with the weather; the first and last paragraphs are left alone.
   */
  anchor(
    place: string,
    names: RegExp,
    lines: readonly string[],
    share = 0.65,
    /** "At {p}, " openers, and who may follow one ("At the fair, Maya…"): see placeOpener. */
    openers?: { templates: readonly string[]; subjects: readonly string[]; enoughWords: number },
  ): this {
    const atPlace = this.passages.filter(
      (p, i) => i > 0 && i < this.passages.length - 1 && p.place === place && p.sentences.length,
    );
    const unnamed = atPlace.filter((p) => !p.sentences.some((s) => names.test(s)));
    let needed = Math.ceil(atPlace.length * share) - (atPlace.length - unnamed.length);
    // Spread the anchored ones out: every other unnamed paragraph first, then the rest if needed.
    const order = [
      ...unnamed.filter((_p, i) => i % 2 === 0),
      ...unnamed.filter((_p, i) => i % 2 === 1),
    ];
    const chosen = new Set(order.filter(() => needed-- > 0));
    let turn = 0;
    this.passages.forEach((passage) => {
      if (!chosen.has(passage)) return;
      // Most often the paragraph's own first sentence says where it is ("At the fair, Maya
      // ran…"): a sentence about the weather in every paragraph reads like padding.
      // A story still short of its band's length takes the sentence instead.
      const long = openers && this.words() >= openers.enoughWords;
      if (openers && long && this.random.chance(0.7) && this.placeOpener(passage, openers)) return;
      const before = passage.sentences.length;
      this.passages.push(passage);
      this.say(lines);
      this.passages.pop();
      if (passage.sentences.length !== before + 1) return;
      // Not always first: paragraphs that all open with the weather read like a form, so every
      // other one closes with it instead.
      turn += 1;
      if (turn % 2 === 0 && before > 1) return;
      const added = passage.sentences.pop();
      if (added === undefined) return;
      passage.sentences.unshift(added);
      passage.optional = new Set([...passage.optional].map((index) => index + 1));
    });
    return this;
  }

  private words(): number {
    return this.passages.reduce(
      (sum, p) => sum + p.sentences.reduce((n, line) => n + line.split(/\s+/).length, 0),
      0,
    );
  }

  /** Puts "At {p}, " before a first sentence that starts with a hero or "The …"; false if none fits. */
  private placeOpener(
    passage: Passage,
    openers: { templates: readonly string[]; subjects: readonly string[] },
  ): boolean {
    const first = passage.sentences[0];
    if (!first) return false;
    const word = /^[\p{L}’']+/u.exec(first)?.[0] ?? '';
    const lower = ['He', 'She', 'They', 'The', 'It'].includes(word);
    if (!lower && !openers.subjects.includes(word)) return false;
    // "Maya and Colonel…" and "Maya’s heart…" read well after an opener; a line that already
    // starts somewhere ("At last, …") or is speech does not.
    const opener = this.render(this.random.pick(openers.templates), this.tokens).trim();
    passage.sentences[0] =
      `${opener} ` + (lower ? first.charAt(0).toLowerCase() + first.slice(1) : first);
    return true;
  }

  pick<T>(items: readonly T[]): T {
    return this.random.pick(items);
  }

  chance(odds: number): boolean {
    return this.random.chance(odds);
  }

  private add(
    lines: string | readonly string[],
    extra: Record<string, TokenValue>,
    optional: boolean,
  ): this {
    const tokens = { ...this.tokens, ...extra };
    const all = (typeof lines === 'string' ? [lines] : lines).filter((line) =>
      canFill(line, tokens),
    );
    // A line about something this story doesn't have (no character, no tool) is simply not told.
    if (all.length === 0) return this;
    const fresh = all.filter((line) => !this.said.has(line));
    const preferred = fresh;
    const unheard = preferred.filter((line) => !this.avoid.has(lineKey(line)));
    const pool = unheard.length > 0 ? unheard : preferred.length > 0 ? preferred : all;
    let template = this.random.pick(pool);
    let text = this.render(template, tokens);
    // Another wording, or none at all, rather than a line untrue of this child.
    if (this.unsuitable?.(text)) {
      const suitable = pool
        .map((line) => [line, this.render(line, tokens)] as const)
        .filter(([, wording]) => !this.unsuitable?.(wording));
      const chosen = suitable.length > 0 ? this.random.pick(suitable) : undefined;
      if (!chosen) return this;
      [template, text] = chosen;
    }
    // A chapter tries other wordings of the moment before saying a line an earlier one said.
    for (let tries = 0; this.fresh && !this.fresh(text) && tries < 8; tries++) {
      const other = this.random.pick(preferred.length > 0 ? preferred : all);
      const wording = this.render(other, tokens);
      if (!this.fresh(wording)) continue;
      [template, text] = [other, wording];
    }
    // A line that may be left out is, when every wording of it was said in an earlier chapter.
    if (optional && this.fresh && !this.fresh(text)) return this;
    this.said.add(template);
    this.used.add(lineKey(template));
    const passage = this.current();
    if (optional) passage.optional.add(passage.sentences.length);
    passage.sentences.push(text);
    return this;
  }

  private render(template: string, tokens: Tokens): string {
    // A capitalised phrase inside a sentence ("hooted The owls") loses its capital.
    return renderTemplate(template, tokens, this.random).replace(
      /([\p{Ll},;:]) (The|A|An|Some) (?=\p{Ll})/gu,
      (_m, before: string, article: string) => `${before} ${article.toLowerCase()} `,
    );
  }

  private current(): Passage {
    const passage = this.passages[this.passages.length - 1];
    if (!passage) throw new Error('A line needs a paragraph');
    return passage;
  }
}

/** A short, stable key for a line template: what a family's memory keeps (docs/decisions/037). */
export function lineKey(template: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < template.length; i++) {
    hash ^= template.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/** Whether every {token} of a line has a value (a capitalised token uses its lower-case one). */
function canFill(line: string, tokens: Tokens): boolean {
  for (const match of line.matchAll(/\{([A-Za-z][A-Za-z']*\d?)\}/g)) {
    const name = match[1] ?? '';
    if (name in tokens) continue;
    if (`${name.charAt(0).toLowerCase()}${name.slice(1)}` in tokens) continue;
    return false;
  }
  return true;
}
