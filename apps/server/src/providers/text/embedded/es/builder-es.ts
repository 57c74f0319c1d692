import type { Mood } from '../../../scene/scene';
import { lineKey, type Passage } from '../plot/story-builder';
import type { Random } from '../random';

/** A token's value, or a function for one that varies each time (a sight at the place). */
export type TokenValue = string | (() => string);
export type Tokens = Readonly<Record<string, TokenValue>>;

const CHOICE = /\[([^[\]]*)\]/g;
const TOKEN = /\{([A-Za-z][A-Za-z]*\d?)\}/g;
/** `{x?sg/pl}`: the singular or the plural form, by whether `x` is plural (the token `xpl`). */
const NUMBER = /\{([A-Za-z]+)\?([^{}/]*)\/([^{}]*)\}/g;

/**
 * Renders a Spanish line (docs/decisions/073): `[a|b]` choices, `{x?sg/pl}` verbs and words
 * that agree in number with x, `{token}` and `{Token}` (capitalised). Then the Spanish of it is
 * tidied once: "a el" → "al", "de el" → "del", "y" → "e" before an i sound, each sentence's
 * first letter a capital, also after ¡, ¿ and «.
 */
export function renderSpanish(template: string, tokens: Tokens, random: Random): string {
  let text = template;
  while (text.includes('[')) {
    const before = text;
    text = text.replace(CHOICE, (_m, options: string) => random.pick(options.split('|')));
    if (text === before) break;
  }
  text = text.replace(NUMBER, (_m, key: string, sg: string, plural: string) =>
    valueOf(tokens[`${key.toLowerCase()}pl`]) ? plural : sg,
  );
  text = text.replace(TOKEN, (_m, name: string) => resolve(name, tokens));
  // A token may hold choices of its own (a person's manner): chosen now.
  if (text.includes('['))
    text = text.replace(CHOICE, (_m, options: string) => random.pick(options.split('|')));
  return tidySpanish(text);
}

function resolve(name: string, tokens: Tokens): string {
  const direct = tokens[name];
  if (direct !== undefined) return valueOf(direct);
  const base = tokens[name.charAt(0).toLowerCase() + name.slice(1)];
  if (base === undefined) throw new Error(`Unknown story token {${name}}`);
  return capitalise(valueOf(base));
}

function valueOf(value: TokenValue | undefined): string {
  return typeof value === 'function' ? value() : (value ?? '');
}

export function capitalise(text: string): string {
  const index = text.search(/\p{L}/u);
  if (index < 0) return text;
  return text.slice(0, index) + text.charAt(index).toLocaleUpperCase('es') + text.slice(index + 1);
}

const L = '\\p{L}';

export function tidySpanish(text: string): string {
  const spaced = text
    .replace(/\s+/g, ' ')
    .replace(/ ([,.;:!?»])/g, '$1')
    .replace(/([¡¿«]) /g, '$1')
    .replace(/,([,.!?])/g, '$1')
    .replace(/([.!?]) ?\./g, '$1')
    .replace(new RegExp(`(?<!${L})([Aa]) el (?=${L})`, 'gu'), (_m, a: string) => `${a}l `)
    .replace(new RegExp(`(?<!${L})([Dd])e el (?=${L})`, 'gu'), (_m, d: string) => `${d}el `)
    // "y Inés", "y hielo": e before an i sound that is not the start of a diphthong.
    .replace(new RegExp(`(?<!${L})y (?=(?:h?[iíIÍ])(?![aeouáéóú]))`, 'gu'), 'e ')
    .replace(new RegExp(`(?<!${L})o (?=h?[oóOÓ])`, 'gu'), 'u ')
    .trim();
  return capitalise(spaced).replace(
    /([.!?] +[¡¿«]?|^[¡¿«]+)(\p{Ll})/gu,
    (_m, lead: string, letter: string) => lead + letter.toLocaleUpperCase('es'),
  );
}

/** Joins names as a Spanish child's book would: "a, b y c" ("Mateo e Inés"). */
export function joinSpanish(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  const last = items[items.length - 1] ?? '';
  const and = /^h?[iíIÍ](?![aeouáéóú])/u.test(last) ? 'e' : 'y';
  return `${items.slice(0, -1).join(', ')} ${and} ${last}`;
}

/** How many times a story may tell one creature's habit ("se lamió una pata con calma"). */
export const HABIT_TIMES = 2;

/**
 * Collects a Spanish story's paragraphs, as the English StoryBuilder does (docs/decisions/036,
 * 037): every line a template with choices, never the same line twice in a story, a family's
 * heard lines passed over when another wording fits, and a line whose tokens the story lacks
 * left out. A creature's habit (any `…habit` token) is told at most HABIT_TIMES times: a parent
 * hears the cat lick its paw once or twice as character, seven times as a stuck record; a line
 * that would tell it again gives way to another wording, or is left out.
 */
export class SpanishBuilder {
  readonly passages: Passage[] = [];
  private readonly said = new Set<string>();
  readonly used = new Set<string>();

  constructor(
    private readonly random: Random,
    private readonly tokens: Tokens,
    private readonly avoid: ReadonlySet<string> = new Set(),
  ) {}

  paragraph(place: string, mood: Mood, present: string[], elements: string[]): this {
    this.passages.push({ sentences: [], place, present, elements, mood, optional: new Set() });
    return this;
  }

  say(lines: string | readonly string[], extra: Record<string, TokenValue> = {}): this {
    return this.add(lines, extra, false);
  }

  maybe(lines: string | readonly string[], extra: Record<string, TokenValue> = {}): this {
    return this.add(lines, extra, true);
  }

  show(element?: string, person?: string): this {
    const passage = this.current();
    if (element && !passage.elements.includes(element)) passage.elements.push(element);
    if (person && !passage.present.includes(person)) passage.present.push(person);
    return this;
  }

  /** Opens each paragraph set at `place` that never names it with a line that does. */
  anchor(place: string, names: RegExp, lines: readonly string[]): this {
    this.passages.forEach((passage, i) => {
      if (i === 0 || i === this.passages.length - 1 || passage.place !== place) return;
      if (passage.sentences.length === 0 || passage.sentences.some((s) => names.test(s))) return;
      const before = passage.sentences.length;
      // A place's sound said twice in one paragraph reads as a slip: "En el desván, la lluvia
      // tamborileaba… Llegó justo cuando la lluvia tamborileaba…". A few tries for another.
      let added: string | undefined;
      for (let tries = 0; tries < 4 && added === undefined; tries++) {
        this.passages.push(passage);
        this.say(lines);
        this.passages.pop();
        if (passage.sentences.length === before) return;
        const line = passage.sentences.pop() ?? '';
        if (!echoes(line, passage.sentences)) added = line;
      }
      if (added === undefined || passage.sentences.length !== before) return;
      passage.sentences.unshift(added);
      passage.optional = new Set([...passage.optional].map((index) => index + 1));
    });
    return this;
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
    if (all.length === 0) return this;
    const fresh = all.filter((line) => !this.said.has(line));
    const unheard = fresh.filter((line) => !this.avoid.has(lineKey(line)));
    const pool = unheard.length > 0 ? unheard : fresh.length > 0 ? fresh : all;
    const told = this.toldTooOften(tokens);
    const telling = (line: string) =>
      told.some((habit) => line.toLowerCase().includes(`{${habit}}`));
    const free = pool.filter((line) => !telling(line));
    // Every wording would tell the habit a third time: the creature does something plainer
    // (its `…still` token), so the story keeps its length.
    const template =
      free.length > 0
        ? this.random.pick(free)
        : told.reduce(
            (line, habit) =>
              line.replace(
                new RegExp(`\\{${habit}\\}`, 'gi'),
                `{${habit.replace(/habit$/, 'still')}}`,
              ),
            this.random.pick(pool),
          );
    if (!canFill(template, tokens)) return this;
    this.said.add(template);
    this.used.add(lineKey(template));
    const passage = this.current();
    if (optional) passage.optional.add(passage.sentences.length);
    passage.sentences.push(renderSpanish(template, tokens, this.random));
    return this;
  }

  /** The habit tokens whose words the story has already said HABIT_TIMES times. */
  private toldTooOften(tokens: Tokens): string[] {
    const text = this.passages
      .flatMap((p) => p.sentences)
      .join(' ')
      .toLocaleLowerCase('es');
    return Object.keys(tokens).filter((name) => {
      if (!name.endsWith('habit')) return false;
      const habit = valueOf(tokens[name]).toLocaleLowerCase('es');
      return habit.length > 0 && text.split(habit).length - 1 >= HABIT_TIMES;
    });
  }

  private current(): Passage {
    const passage = this.passages[this.passages.length - 1];
    if (!passage) throw new Error('A line needs a paragraph');
    return passage;
  }
}

/** Whether `line` repeats four words in a row of one of `others`. */
function echoes(line: string, others: readonly string[]): boolean {
  const words = line.toLocaleLowerCase('es').match(/\p{L}+/gu) ?? [];
  const rest =
    others
      .join(' ')
      .toLocaleLowerCase('es')
      .match(/\p{L}+/gu)
      ?.join(' ') ?? '';
  for (let i = 0; i + 4 <= words.length; i++)
    if (` ${rest} `.includes(` ${words.slice(i, i + 4).join(' ')} `)) return true;
  return false;
}

function canFill(line: string, tokens: Tokens): boolean {
  for (const match of line.matchAll(/\{([A-Za-z]+)\?/g)) {
    if (!(`${(match[1] ?? '').toLowerCase()}pl` in tokens)) return false;
  }
  for (const match of line.matchAll(TOKEN)) {
    const name = match[1] ?? '';
    if (name in tokens) continue;
    if (`${name.charAt(0).toLowerCase()}${name.slice(1)}` in tokens) continue;
    return false;
  }
  return true;
}
