/**
 * Just enough English verb grammar to retell what a parent typed: the twist is usually typed in the
 * present ("the dragon is scared of the dark") but the story is told in the past.
 */
const IRREGULAR_PAST: Readonly<Record<string, string>> = {
  be: 'was',
  become: 'became',
  begin: 'began',
  break: 'broke',
  bring: 'brought',
  build: 'built',
  buy: 'bought',
  catch: 'caught',
  choose: 'chose',
  come: 'came',
  do: 'did',
  draw: 'drew',
  drink: 'drank',
  drive: 'drove',
  eat: 'ate',
  fall: 'fell',
  feel: 'felt',
  fight: 'fought',
  find: 'found',
  fly: 'flew',
  forget: 'forgot',
  forgive: 'forgave',
  freeze: 'froze',
  get: 'got',
  give: 'gave',
  go: 'went',
  grow: 'grew',
  have: 'had',
  hear: 'heard',
  hide: 'hid',
  hold: 'held',
  keep: 'kept',
  know: 'knew',
  lead: 'led',
  leave: 'left',
  lend: 'lent',
  let: 'let',
  lose: 'lost',
  make: 'made',
  mean: 'meant',
  meet: 'met',
  put: 'put',
  read: 'read',
  ride: 'rode',
  ring: 'rang',
  rise: 'rose',
  run: 'ran',
  say: 'said',
  see: 'saw',
  sell: 'sold',
  send: 'sent',
  shine: 'shone',
  shrink: 'shrank',
  sing: 'sang',
  sink: 'sank',
  sit: 'sat',
  sleep: 'slept',
  speak: 'spoke',
  spin: 'spun',
  stand: 'stood',
  steal: 'stole',
  stick: 'stuck',
  swim: 'swam',
  take: 'took',
  teach: 'taught',
  tell: 'told',
  think: 'thought',
  throw: 'threw',
  understand: 'understood',
  wake: 'woke',
  wear: 'wore',
  win: 'won',
  write: 'wrote',
};

const REGULAR = `
  accept act add end agree answer appear apologise apologize arrive ask belong borrow bounce brush burp call care
  change chase cheer clean climb close collect cook count cry dance decide disappear discover dream escape
  explode explore fix float follow giggle glow guard hate help hop hope hug hunt imagine include invent jump
  kiss laugh learn like listen live look love manage miss move need notice obey open own paint pick plan
  play practise practice pretend promise protect pull push rescue respect rest return roll save share shout
  smile sneeze snore sparkle start stay stop talk thank tidy touch transform travel treat trust try turn use
  visit wait walk want wash watch whisper wish wonder work worry yawn matter seem remember lie hurry
  believe include shrink
`
  .trim()
  .split(/\s+/);

/** Verbs that double their last consonant: stop → stopped, stopping. */
const DOUBLES = new Set([
  'stop',
  'hug',
  'plan',
  'drop',
  'trip',
  'skip',
  'clap',
  'hop',
  'grab',
  'nap',
  'chat',
  'rob',
  'beg',
  'nod',
  'shop',
  'tap',
  'wrap',
  'step',
  'pat',
  'rub',
  'run',
  'sit',
  'get',
  'put',
  'swim',
  'let',
  'begin',
  'forget',
  'win',
  'spin',
  'dig',
  'cut',
  'hit',
  'set',
]);

/** Every base verb we know; the list that decides whether a lesson starts with an order ("share your toys"). */
export const BASE_VERBS: ReadonlySet<string> = new Set([
  ...Object.keys(IRREGULAR_PAST),
  ...REGULAR,
]);

export function pastTense(base: string): string {
  const irregular = IRREGULAR_PAST[base];
  if (irregular) return irregular;
  if (DOUBLES.has(base)) return `${base}${base.slice(-1)}ed`;
  if (base.endsWith('e')) return `${base}d`;
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ied`;
  return `${base}ed`;
}

export function thirdPerson(base: string): string {
  if (base === 'be') return 'is';
  if (base === 'have') return 'has';
  if (/(s|x|z|ch|sh|o)$/.test(base)) return `${base}es`;
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ies`;
  return `${base}s`;
}

export function gerund(base: string): string {
  if (base === 'be') return 'being';
  if (base.endsWith('ie')) return `${base.slice(0, -2)}ying`;
  if (DOUBLES.has(base)) return `${base}${base.slice(-1)}ing`;
  if (/[^eyo]e$/.test(base)) return `${base.slice(0, -1)}ing`;
  return `${base}ing`;
}

const AUXILIARY_PAST: Readonly<Record<string, string>> = {
  is: 'was',
  are: 'were',
  am: 'was',
  "isn't": "wasn't",
  "aren't": "weren't",
  can: 'could',
  "can't": "couldn't",
  cannot: 'could not',
  will: 'would',
  "won't": "wouldn't",
  has: 'had',
  does: 'did',
  "doesn't": "didn't",
  "don't": "didn't",
  "it's": 'it was',
  "that's": 'that was',
  "there's": 'there was',
  "he's": 'he was',
  "she's": 'she was',
  "they're": 'they were',
  "we're": 'we were',
  "who's": 'who was',
  "what's": 'what was',
  "everyone's": 'everyone was',
  "everything's": 'everything was',
};
const PAST_OF_THIRD_PERSON: ReadonlyMap<string, string> = new Map(
  [...BASE_VERBS].map((base) => [thirdPerson(base), pastTense(base)] as const),
);
const MODALS = new Set(['must', 'could', 'should', 'would', 'might', 'may', 'to', 'will', 'can']);
const PLURAL_SUBJECTS = new Set(['they', 'we', 'you', 'i']);
const AUXILIARIES = new Set([
  ...Object.keys(AUXILIARY_PAST),
  'was',
  'were',
  'be',
  'been',
  'could',
  'would',
  'had',
  'have',
  'do',
  'did',
  'may',
  'might',
  'must',
  'should',
  'shall',
  "wasn't",
  "weren't",
  "couldn't",
  "didn't",
  "hadn't",
  "wouldn't",
]);
const KNOWN_PASTS = new Set([...BASE_VERBS].map(pastTense));
/** After these a word ending in -s is a noun ("three wishes", "the plans"), not a verb. */
const NOUN_MARKERS = new Set([
  'a',
  'an',
  'the',
  'some',
  'his',
  'her',
  'their',
  'its',
  'my',
  'our',
  'your',
  'of',
  'with',
  'many',
  'all',
  'these',
  'those',
  'two',
  'three',
  'four',
  'five',
  'ten',
  'no',
  'magic',
  'secret',
  'big',
  'little',
]);
/** Words that start a new clause, which may have a verb of its own. */
const CLAUSE_BREAKS = new Set([
  'and',
  'but',
  'that',
  'because',
  'who',
  'which',
  'so',
  'when',
  'while',
  'then',
  'if',
  'or',
]);

/** True when the words contain a verb we can see, i.e. they form a clause rather than a name for something. */
export function hasVerb(words: readonly string[]): boolean {
  return words.some((raw, i) => {
    const word = raw.toLowerCase();
    const previous = (words[i - 1] ?? '').toLowerCase();
    if (AUXILIARIES.has(word)) return true;
    if (PAST_OF_THIRD_PERSON.has(word) && i > 0 && !NOUN_MARKERS.has(previous)) return true;
    if (KNOWN_PASTS.has(word) && i > 0 && !['a', 'an', 'the'].includes(previous)) return true;
    return PLURAL_SUBJECTS.has(previous) && BASE_VERBS.has(word);
  });
}

/** Moves a present-tense clause into the past, word by word; words it does not know are left alone. */
export function toPastTense(text: string): string {
  const parts = text.split(/(\s+)/);
  let previous = '';
  let verbSeen = false;
  return parts
    .map((part, index) => {
      const match = /^([^A-Za-z']*)([A-Za-z']+)(.*)$/.exec(part);
      if (!match) return part;
      const [, lead = '', word = '', trail = ''] = match;
      const lower = word.toLowerCase();
      const next = (parts[index + 2] ?? '').toLowerCase();
      if (CLAUSE_BREAKS.has(lower)) verbSeen = false;
      let replacement: string | undefined = AUXILIARY_PAST[lower];
      // A second -s word in the same clause is an object ("loves hugs"), and so is one after "the".
      if (!replacement && !verbSeen && !NOUN_MARKERS.has(previous))
        replacement = PAST_OF_THIRD_PERSON.get(lower);
      if (lower === 'have') replacement = 'had';
      if (lower === 'do' && next === 'not') replacement = 'did';
      if (!replacement && PLURAL_SUBJECTS.has(previous) && BASE_VERBS.has(lower))
        replacement = pastTense(lower);
      // "must have", "to be", "can fly": the word after a modal stays as it is.
      if (MODALS.has(previous)) replacement = undefined;
      previous = lower;
      if (replacement || KNOWN_PASTS.has(lower) || AUXILIARIES.has(lower)) verbSeen = true;
      if (/[,;:]/.test(trail)) verbSeen = false;
      if (!replacement) return part;
      const cased = /^[A-Z]/.test(word)
        ? replacement.charAt(0).toUpperCase() + replacement.slice(1)
        : replacement;
      return `${lead}${cased}${trail}`;
    })
    .join('');
}
