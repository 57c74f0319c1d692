import type { Pronouns } from '@sns/contract';
import type { TokenValue } from '../template';
import { joinList } from '../template';
import { QUALITIES, TOY as TOY_FACTS } from '../understand/creature-lexicon';
import { USES } from '../understand/object-lexicon';
import type { ElementSense } from '../understand/understand-element';
import type { Random } from '../random';
import type { Character } from './plan-story';

type TokenMap = Record<string, TokenValue>;

/** A name or phrase said in full the first time and shortly after: "a grumpy goose called Colonel", then "Colonel". */
export function mentioned(first: string, short: string): () => string {
  let told = false;
  return () => {
    if (told) return short;
    told = true;
    return first;
  };
}

const FORMS: Readonly<
  Record<Pronouns, { they: string; them: string; their: string; was: string; themselves: string }>
> = {
  she: { they: 'she', them: 'her', their: 'her', was: 'was', themselves: 'herself' },
  he: { they: 'he', them: 'him', their: 'his', was: 'was', themselves: 'himself' },
  they: { they: 'they', them: 'them', their: 'their', was: 'were', themselves: 'themselves' },
};

/**
 * The hero or heroes: {H} ("Ife", "Tom and Ella"), {they}, {them}, {their}, {was}, {themselves}.
 * Without pronouns the hero's name is used instead of a guess.
 */
export function heroTokens(heroes: readonly string[], pronouns: Pronouns | undefined): TokenMap {
  const H = joinList(heroes);
  if (heroes.length > 1) return { H, ...FORMS.they, both: 'both ' };
  // Without a profile we don't guess: the child is "they" ("Zuri chewed their lip"), the name still "was".
  if (!pronouns) return { H, ...FORMS.they, was: 'was', themselves: 'themselves', both: '' };
  // "Sam was listening": {was} follows the name; a single child who is "they" is still one child.
  if (pronouns === 'they') return { H, ...FORMS.they, was: 'was', both: '' };
  return { H, ...FORMS[pronouns], both: '' };
}

/** Replaces {x}, {h}… in a lexicon phrase, and picks among its [a|b] choices when given a random source. */
export function fill(
  text: string,
  values: Readonly<Record<string, string>>,
  random?: Random,
): string {
  const chosen = random
    ? text.replace(/\[([^[\]]*)\]/g, (_m, options: string) => random.pick(options.split('|')))
    : text;
  return chosen.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}

/**
 * A character's tokens under a prefix: {c} (first mention, then short), {cvoice} "honked",
 * {cmove} "waddled", {chabit}, {cprints}, {csound} "Honk!", {csays} "grumbled", {cshow}, {cits}.
 */
const MENTIONS = new WeakMap<Character, () => string>();

export function characterTokens(prefix: string, c: Character, random: Random): TokenMap {
  let mention = MENTIONS.get(c);
  if (!mention) {
    mention = mentioned(c.first, c.short);
    MENTIONS.set(c, mention);
  }
  const quality = c.qualities.map((q) => QUALITIES[q]).find(Boolean);
  // A person we can't tell he or she of is "they"; an animal is "it".
  const pronoun = c.plural ? 'they' : (c.pronoun ?? (c.person ? 'they' : 'it'));
  const its = { he: 'his', she: 'her', it: 'its', they: 'their' }[pronoun];
  const itself = { he: 'himself', she: 'herself', it: 'itself', they: 'themselves' }[pronoun];
  const arms = c.person ? 'arms' : c.facts.flies ? 'wings' : 'paws';
  const pool = [
    c.facts.habit,
    ...(c.person
      ? PERSON_HABITS
      : c.facts === TOY_FACTS
        ? TOY_HABITS
        : c.facts.machine
          ? MACHINE_HABITS
          : ANIMAL_HABITS),
  ]
    // A grumpy or shy character does not laugh a big warm laugh between frowns.
    .filter((h) => !(/laugh/.test(h) && c.qualities.some((q) => SOLEMN.has(q))))
    .map((h) => fill(h, { its, itself, move: c.facts.move }, random));
  const habit = cycle(pool, random);
  const show = quality
    ? cycle(
        quality.shows.map((h) => fill(h, { its, arms, it: pronoun })),
        random,
      )
    : habit;
  return {
    [prefix]: mention,
    [`${prefix}short`]: c.short,
    [`${prefix}voice`]: c.facts.voice,
    [`${prefix}move`]: c.facts.move,
    [`${prefix}habit`]: habit,
    [`${prefix}prints`]: c.facts.prints,
    [`${prefix}sound`]: c.facts.sound,
    [`${prefix}says`]: saysOf(c, quality?.says ?? (c.person ? 'said' : c.facts.voice)),
    [`${prefix}show`]: show,
    [`${prefix}softens`]: quality?.softens
      ? fill(quality.softens, { its, it: pronoun })
      : cycle(
          (c.person
            ? [
                'beaming from ear to ear',
                'grinning all over',
                'pink with pleasure',
                'glowing with pride',
              ]
            : [
                'looking thoroughly pleased',
                'very pleased with {itself}',
                'proud as anything',
                'bright-eyed and pleased',
              ]
          ).map((h) => fill(h, { itself })),
          random,
        ),
    [`${prefix}its`]: its,
    [`${prefix}them`]: { he: 'him', she: 'her', it: 'it', they: 'them' }[pronoun],
    [`${prefix}itself`]: itself,
    [`${prefix}head`]: c.short.replace(/^the /, '').split(' ').pop() ?? c.short,
    [`${prefix}it`]: pronoun,
    [`${prefix}was`]: c.plural ? 'were' : 'was',
    [`${prefix}is`]: c.plural ? 'are' : 'is',
    [`${prefix}mood`]: c.qualities.find((q) => q in QUALITIES) ?? '',
  };
}

const SAYS = new WeakMap<Character, () => string>();

/**
 * How a character's words are tagged: their own way ("grumbled", "honked") at first and every
 * other time, plain "said" between, so a grumpy troll does not grumble seven lines running.
 */
function saysOf(c: Character, own: string): () => string {
  let says = SAYS.get(c);
  if (!says) {
    let count = 0;
    says = () => (count++ % 2 === 0 || own === 'said' ? own : 'said');
    SAYS.set(c, says);
  }
  return says;
}

/** What any creature can do, whatever it is: a swan has no ears to twitch, a ghost no air to sniff. */
const ANIMAL_HABITS = [
  '[tilted|cocked] {its} head [to one side|this way, then that]',
  'gave a [little|quick|small] shake',
  'went [very|quite] still',
  'blinked [slowly|twice|once, very slowly]',
  'looked this way and that',
  '{move} in a [little|tight|slow] circle',
  '[settled down|sat down] [with a sigh|comfortably|for a rest]',
  '[sniffed|peered at] the ground [thoughtfully|for a while]',
];
const PERSON_HABITS = [
  'rolled up {its} sleeves',
  '[tapped|rubbed] {its} chin [thoughtfully|slowly]',
  'laughed a [big warm|great booming|warm happy|big happy] laugh',
  'looked around [carefully|slowly]',
  'pushed {its} hair out of {its} eyes',
  'folded {its} arms [and nodded|and thought]',
  '[scratched|rubbed] {its} head',
  'let out a [long|low] whistle',
];
const SOLEMN = new Set(['grumpy', 'cross', 'shy', 'scared', 'lonely', 'sad', 'silent', 'quiet']);
const MACHINE_HABITS = [
  'flashed {its} headlights',
  'revved {its} engine [softly|once]',
  'gave a [little|quick] toot',
  '{move} [back and forth|round in a slow circle]',
];
const TOY_HABITS = ['seemed to twinkle', 'flopped over sideways', 'sat very still and listened'];

/** Each call a different one of `items`, until all are used; then round again. */
function cycle(items: readonly string[], random: Random): () => string {
  let left: string[] = [];
  return () => {
    if (left.length === 0) left = [...items];
    const item = random.pick(left);
    left = left.filter((x) => x !== item);
    return item;
  };
}

/** An object's tokens under a prefix: {x}, {xtries}, {xsolves}, {xmischief}, {xlittle}, {xit}. */
export function objectTokens(
  prefix: string,
  o: ElementSense,
  hero: string,
  random: Random,
): TokenMap {
  const use = USES[o.use ?? 'carry'];
  const name = mentioned(o.first, o.short);
  const it = o.plural ? 'them' : 'it';
  const itself = o.plural ? 'themselves' : 'itself';
  const values = () => ({ x: name(), h: hero, it, itself, its: o.plural ? 'their' : 'its' });
  return {
    [prefix]: name,
    [`${prefix}short`]: o.short,
    [`${prefix}tries`]: () => fill(random.pick(use.tries), values(), random),
    [`${prefix}solves`]: () => fill(random.pick(use.solves), values(), random),
    [`${prefix}mischief`]: () => fill(random.pick(use.mischief), values(), random),
    [`${prefix}shows`]: () => fill(random.pick(use.shows), values(), random),
    [`${prefix}little`]: () => fill(use.little, values()),
    [`${prefix}it`]: o.plural ? 'they' : 'it',
    [`${prefix}them`]: it,
    [`${prefix}was`]: o.plural ? 'were' : 'was',
    [`${prefix}is`]: o.plural ? 'are' : 'is',
    [`${prefix}has`]: o.plural ? 'have' : 'has',
    [`${prefix}were`]: o.plural ? 'were' : 'was',
    [`${prefix}its`]: o.plural ? 'their' : 'its',
  };
}

const PRESENT_IRREGULAR: Readonly<Record<string, string>> = {
  sang: 'sings',
  rang: 'rings',
  swam: 'swims',
  blew: 'blows',
  slid: 'slides',
  leapt: 'leaps',
  came: 'comes',
  went: 'goes',
  flew: 'flies',
  shook: 'shakes',
  struck: 'strikes',
  scraped: 'scrapes',
  echoed: 'echoes',
};

/** "sang" → "sings", "chugged" → "chugs", "rustled" → "rustles": a verb told in the past, now. */
export function presentOf(verb: string): string {
  const irregular = PRESENT_IRREGULAR[verb];
  if (irregular) return irregular;
  if (!verb.endsWith('ed')) return verb;
  const stem = verb.slice(0, -2);
  if (verb.endsWith('ied')) return `${verb.slice(0, -3)}ies`;
  if (/([bdgmnpt])\1$/.test(stem)) return `${stem.slice(0, -1)}s`;
  if (/(ss|sh|ch|x|zz)$/.test(stem)) return `${stem}es`;
  if (/([^aeioul]l|c|v|u|dg|[aeiou][sz])$/.test(stem)) return `${stem}es`;
  return `${stem}s`;
}

/** A clause told in the past ("the tractor chugged"), told now: its first past-tense verb changed. */
/** "creaked", "hooted" — not "the shed", "the red door", "a reed bed" (the shes door creaks). */
const NOT_PAST = new Set([
  'shed',
  'sled',
  'bed',
  'red',
  'fed',
  'naked',
  'wicked',
  'crooked',
  'hundred',
  'sacred',
  'beloved',
]);
const pastVerb = (word: string) =>
  /^\p{Ll}+ed$/u.test(word) && !NOT_PAST.has(word) && !/eed$/.test(word);

export function presentClause(clause: string): string {
  const words = clause.split(' ');
  const at = words.findIndex((word, i) => i > 0 && (word in PRESENT_IRREGULAR || pastVerb(word)));
  if (at < 0) return clause;
  // "the ducks quack", "the kettle hums": a plural subject takes the verb without its s.
  const before = words[at - 1] ?? '';
  const plural =
    (/[^s]s$/.test(before) && !/(ss|us|is)$/.test(before)) ||
    /^(children|people|mice|geese)$/.test(before);
  const verb = presentOf(words[at] ?? '');
  const agreed = plural
    ? verb.replace(/(?:(?<=(?:ss|sh|ch|x|zz))es|(?<=[^aeiou]i)es|s)$/, '')
    : verb;
  return [
    ...words.slice(0, at),
    plural && /ies$/.test(verb) ? `${verb.slice(0, -3)}y` : agreed,
    ...words.slice(at + 1),
  ].join(' ');
}
