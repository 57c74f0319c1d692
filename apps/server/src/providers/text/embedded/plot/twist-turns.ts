/**
 * What follows from a twist (docs/decisions/083). A twist that is told and then forgotten changes
 * nothing; these read what the parent's twist says — someone was guarding something, was only
 * lonely, a map was upside down, the moon was a lantern — and give the lines that act on it: right
 * after the reveal, and once more when all is well. `{t}` is whoever or whatever the twist is
 * about (`{tit}`, `{tits}`, `{twas}` its pronoun, possessive and verb), `{tobj}` what it guarded.
 */
export interface TwistTurn {
  /**
   * Said in the middle, long before the reveal: the one thing a reader could have noticed (a
   * goose that will not leave one spot, a heron that keeps getting in the way).
   */
  setUp?: readonly string[];
  /** Said right after the reveal, in place of "It changed everything". */
  after: readonly string[];
  /** Said once all is well. */
  end?: readonly string[];
  /** `{tobj}` and its verb, when the twist names one. */
  object?: { words: string; was: string };
  /** Whose it turns out to be ("the strange name was Mrs Okafor's"): `{o}` in the lines. */
  owner?: string;
  /** What it turns out to be ("a map"), when the twist says. */
  identity?: string;
  /** Why a strange thing is strange, once the twist is told; `{odd}` is what was strange. */
  explains?: string;
}

const FEELINGS: ReadonlyArray<{ words: RegExp; turn: TwistTurn }> = [
  {
    words: /\blonely\b/,
    turn: {
      setUp: [
        '{T} [kept a little apart from everyone|watched the others from a distance], [and nobody thought to ask why|as if {tit} did not expect to be asked along].',
        'Whenever the others laughed together, {t} [looked away|went very quiet], {H} noticed.',
      ],
      after: [
        '"You were lonely," said {H} [softly|gently]. "[Why didn’t you say?|You don’t have to be. Not any more.]" And {they} stayed right beside {t} [after that|from then on].',
        '{H} [sat down|knelt] next to {t}. "[Well, you’ve got me now,|You’re not on your own now,]" {they} said, and {t} [looked up|crept a little closer], [hardly daring to believe it|as if nobody had ever said that before].',
      ],
      end: [
        '{T} {twas} not lonely any more, and everybody could see it.',
        'And from that night on, {t} never had to be lonely again.',
      ],
    },
  },
  {
    words: /\b(?:scared|afraid|frightened|nervous|worried|anxious|terrified)\b/,
    turn: {
      setUp: [
        '{T} jumped at [every creak|the smallest sound], {H} noticed, [and tried to hide it|and pretended not to].',
        '{T} kept [well back|close to the wall], [and would not look at the dark corners|eyes wide at every shadow].',
      ],
      after: [
        '{H} [knelt down|crouched down] beside {t}. "[I get scared too,|It’s all right to be frightened,]" {they} [whispered|said quietly]. "[We’ll do it together.|I’ll stay right here with you.]"',
        'So {H} did not hurry {t}. {They} [waited|stayed close], and [talked softly|hummed a little tune], until {t} [stopped shaking|was brave enough to move].',
      ],
      end: ['{T} {twas} not frightened now, not one bit.'],
    },
  },
  {
    words: /\bshy\b/,
    turn: {
      setUp: [
        '{T} kept [half out of sight|peeping out from behind things], [and ducked back whenever anyone looked|as if being seen were the hardest thing of all].',
      ],
      after: [
        '{H} did not rush. {They} [waited|sat very still], and little by little {t} [came closer|peeped out], until at last {tit} [was right beside {them}|stopped hiding].',
      ],
      end: ['{T} {twas} still a little shy, but not with {H}.'],
    },
  },
  {
    words: /\bhungry\b/,
    turn: {
      setUp: [
        'Somewhere close by, a tummy rumbled [like far-off thunder|very loudly indeed], and {t} [looked the other way|pretended it had not].',
        '{T} kept [glancing|looking] at anything that might be eaten, {H} noticed, [and sighing|and licking {tits} lips].',
      ],
      after: [
        '"[You’re hungry!|You must be starving!]" said {H}, and {they} [found something to share|shared the last of the snacks] at once. {T} ate every crumb.',
      ],
      end: ['{T} {twas} full to the brim, and very much happier.'],
    },
  },
  {
    words: /\b(?:sad|unhappy|homesick)\b/,
    turn: {
      setUp: [
        '{T} [let out a long, low sigh|kept looking down at the ground], [when {tit} thought nobody was watching|and did not say why].',
      ],
      after: [
        '{H} [gave {t} the biggest hug|put an arm round {t}], and [did not say anything for a while|let {t} be sad for a bit], because sometimes that is what helps most.',
      ],
      end: ['{T} {twas} smiling again, and it suited {tit}.'],
    },
  },
  {
    words: /\b(?:tired|sleepy|exhausted)\b/,
    turn: {
      setUp: [
        '{T} [yawned an enormous yawn|kept stopping for a rest], [and then pretended {tit} had not|and hoped nobody had seen].',
      ],
      after: [
        '"[No wonder!|Of course!] You’re worn out," said {H}, and {they} [made {t} a soft place to rest|let {t} rest for a while] before they went on, slowly.',
      ],
    },
  },
  {
    words: /\blost\b/,
    turn: {
      setUp: [
        '{T} kept looking around [as if nothing here were familiar|as if {tit} had never seen any of it before], {H} noticed.',
      ],
      after: [
        '"[Then we’ll find the way together,|I know the way,]" said {H}, and {they} [kept {t} close|walked right beside {t}] all the way.',
      ],
      end: ['{T} {twas} lost no longer.'],
    },
  },
];

/** What a turn says was guarded or taken, with its verb: "the eggs were", "the cake was". */
function thingOf(words: string): { words: string; was: string } {
  const plural = /s$/.test(words.split(' ').pop() ?? '') && !/ss$/.test(words);
  return { words, was: plural ? 'were' : 'was' };
}

const GUARDING =
  /\b(?:guarding|protecting|looking after|keeping (?:safe|warm)|sitting on|hiding|minding)\s+(.+)$/;

/** A twist with nothing more particular to plant: whoever it is about was there from the start. */
export const ALL_ALONG_SET_UP: readonly string[] = [
  '{H} [went past|walked right past] {t} [twice|more than once] without [a second look|really looking].',
  '{T} had been there [from the very start|all evening], [quiet as anything|and nobody had given {tthem} a second thought].',
  '{H} [noticed|spotted] {t}, [just for a moment|out of the corner of {their} eye], and [wondered why|something about it seemed a little odd].',
];

/** The turn a twist clause asks for, or null when none fits and the story goes on as planned. */
export function twistTurn(clause: string, sought?: string): TwistTurn | null {
  const text = clause.toLowerCase().replace(/[.!]+$/, '');
  const guarded = GUARDING.exec(text)?.[1]
    ?.replace(/\s+(?:all along|the whole time)$/, '')
    .replace(/\s+(?:from|in|inside|under|behind|so|because|to|for|until)\s.*$/, '');
  // "guarding a nest", "hiding her babies" — not "hiding it", which is the missing thing's story.
  if (guarded && !/^(?:it|them|something)\b/.test(guarded)) {
    const words = guarded.replace(/^an? /, 'the ');
    // "protecting the hotel's secret": nothing to find snug and warm, only something understood.
    if (/\b(?:secret|secrets|promise|truth|memory|memories|past|story|name)$/.test(words))
      return {
        object: thingOf(words),
        setUp: [
          '{H} noticed that {t} kept [looking back over {tits} shoulder|glancing at the same spot], as if something there mattered a great deal.',
          'Whenever anyone asked too many questions, {t} [found a reason to be somewhere else|changed the subject, very politely].',
        ],
        after: [
          '[Of course.|It all made sense now.] {T} had been keeping {tobj} [all along|for years], [quietly|without a word to anyone], and {H} [understood now why {t} had watched so closely|went pink for ever having doubted {t}].',
        ],
        explains: 'So that was why {odd}: it was all part of {tobj}.',
        end: [
          '{T} could stop standing guard over {tobj} at last, [and let out a long, slow breath|and looked ten years younger].',
        ],
      };
    // "Bruno had been guarding the cake": the thing everyone looked for was never taken.
    if (sought && words === sought.toLowerCase())
      return {
        object: thingOf(words),
        setUp: [
          '{T} [would not budge from one spot|stayed in the same corner] [all evening|the whole time], and [glared|bristled] at anyone who came near.',
          'Whenever anyone so much as mentioned {tobj}, {t} [puffed up|stood up very straight] and [looked away|fixed {tits} eyes on one particular corner].',
        ],
        after: [
          'So {t} had never taken {tobj} at all — {tit} had been keeping {tobj} safe [the whole time|all evening]! {H} [felt a bit silly|went pink] for ever thinking otherwise.',
        ],
        end: ['{T} got the biggest thank-you of the night, and deserved every bit of it.'],
      };
    return {
      object: thingOf(words),
      setUp: [
        '{T} [would not budge from one spot|kept to the same corner all evening], and [glared at|shooed away] anyone who came too close.',
        '{H} noticed that {t} kept [looking back over {tits} shoulder|glancing at the same spot], as if something there mattered a great deal.',
      ],
      after: [
        '{H} [crept closer|leant in|knelt down], and there {tobjwas} {tobj}, [safe and sound|tucked out of sight|snug and warm]. [No wonder|So that was why] {t} [had been acting so strangely|would not budge|had made such a fuss].',
        '[So that was it.|Of course.] {H} [changed the plan|thought again]: whatever happened next, {tobj} would be [safe|looked after] too, and {t} would not have to choose.',
      ],
      end: [
        '{T} could stop standing guard over {tobj} at last, [and let out a long, slow breath|and looked ten years younger].',
        'And {tobj}? Safe, warm and [fast asleep|quite all right], with {t} close by.',
      ],
    };
  }
  // "it was Dad all along", "the cat took it": who had the missing thing, and why (never a thief).
  const words = sought?.toLowerCase() ?? '';
  const had =
    /\b(?:had|took|borrowed|hid|moved|had hidden|had taken|had borrowed) (\S+(?: \S+)?)/.exec(
      text,
    )?.[1];
  // The story says the thing by name ("Dad had the scarf all along"), the parent may say "it".
  const hadIt = had !== undefined && (/^(?:it|them)\b/.test(had) || had.startsWith(words));
  if (sought && (/^it was (?!an? )\S+/.test(text) || hadIt)) {
    return {
      object: thingOf(words),
      setUp: [
        'Every time {tobj} came up, {t} [found something else to do|changed the subject|became very busy], and {H} began to wonder.',
        '{T} had not been around at teatime, [now {H} came to think of it|come to think of it], [and was humming a little too brightly now|and would not quite meet {their} eye].',
      ],
      after: [
        '"[It was you!|You had {tobj} all along?|So it was you!]" said {H}. {T} [went a little pink|looked rather sheepish|gave a guilty grin]. "[I only borrowed {tobj}. I was going to put {tobjit} back!|I was keeping {tobj} safe, that’s all.|It was meant to be a surprise!]" {tit} [explained|admitted], and [nobody could be cross about that|everybody laughed, {T} loudest of all].',
      ],
      end: [
        '{T} promised to ask first next time[, and meant it|. Probably].',
        'And {T}? {T} got a hug, and a gentle reminder to ask first next time.',
      ],
    };
  }
  const feeling = FEELINGS.find((f) => f.words.test(text));
  if (feeling && /\b(?:was|were|had been|felt)\b/.test(text)) return feeling.turn;
  if (/\b(?:upside down|back to front|backwards|the wrong way round)\b/.test(text))
    return {
      setUp: [
        '{H} turned {t} this way and that, but [nothing on it matched|the lines would not match] anything {they} could see.',
        'However hard {H} looked at {t}, it [made no sense|would not add up], [which was maddening|and {H} could not think why].',
      ],
      after: [
        '{H} turned {t} the right way round, and [at once|suddenly] [everything made sense|the way was as plain as day].',
        '[One quick turn|A twist of the wrist], and {t} {twas} the right way round. [Now it all fitted!|Now the way was clear.]',
      ],
    };
  // "the heron was trying to help all along": what looked like a nuisance was help.
  if (
    /\b(?:trying to help|helping|trying to warn|warning|showing \S+ the way|leading \S+)\b/.test(
      text,
    )
  )
    return {
      setUp: [
        '{T} kept [getting in the way|flapping and fussing in front of {H}|heading off the wrong way], which was [annoying|no help at all], or so it seemed.',
        'Twice {t} [went off|set off] in a direction nobody wanted to go, and [stopped|waited] and looked back, as if expecting {H} to follow.',
      ],
      after: [
        'So that was why {t} had kept getting in the way! {T} had been [showing {H} the way|trying to help] [from the very start|all evening], and nobody had listened. "[Sorry|I’m sorry I didn’t listen]," said {H}, [and meant it|and {t} seemed to understand].',
        '{H} [thought back over the evening|remembered every time {t} had got in the way], and [went a little pink|felt rather silly]: every one of them had been {t} trying to help.',
      ],
      end: [
        'Next time {t} [tried to show {H} something|made a fuss], {H} promised, {they} would [listen first|follow straight away].',
      ],
    };
  // "the strange name was Mrs Okafor's as a girl": it was someone's, and they know it.
  const owner =
    /\b(?:was|were) (?:really |actually |secretly |once |always )*((?:(?:Mr|Mrs|Ms|Miss|Dr|Mx)\.? )?\p{Lu}[\p{L}-]*(?: \p{Lu}[\p{L}-]*)?|[Gg]rand(?:ma|pa|ad|dad)|[Gg]ranny|[Mm]um|[Dd]ad|[Nn]ana|[Aa]untie \S+|[Uu]ncle \S+)['’]s\b/u.exec(
      clause,
    )?.[1];
  // "…as a girl", "…when he was a boy": who they were then, glimpsed before it is told.
  const youth =
    /\b(?:as an?|when (?:he|she|they|I) (?:was|were) an?|back when (?:he|she|they) (?:was|were) an?) (girl|boy|child|kid|baby|teenager)\b/.exec(
      text,
    )?.[1];
  if (owner)
    return {
      owner,
      explains: `So that was why {odd}: {tit} had been ${owner}’s, long ago.`,
      // Who they were then is the one word a listener must have heard before it is told.
      setUp: youth
        ? [
            `{H} caught {o} looking at {t} for a long moment, as if remembering what it was like to be a ${youth}.`,
            `{H} saw {o} [pick up|stop beside] {t} and [hold|touch] {tit} very gently, the way people touch things from when they were a ${youth}.`,
          ]
        : [
            '{H} caught {o} looking at {t} for a long moment, [with a face {H} could not read|as if remembering something from long ago].',
            '{H} saw {o} [pick up|stop beside] {t} and [hold|touch] {tit} very gently, [as if {tit} were made of glass|the way people touch old photographs], [and then put it down quickly|before looking away].',
          ],
      after: [
        '{H} looked from {t} to {o}. "[It was yours!|This was yours, wasn’t it?]" And {o} nodded slowly, and [something in {o}’s face went soft|for a moment looked years younger].',
      ],
      end: ['{O} looked at {t} for a long moment, and smiled, as if something lost had come home.'],
    };
  // "the painting was a window all along" is a window; "…wrote the song when she was a girl" is
  // about the song, not a girl.
  const identity = /\b(?:when|while|because|since|after|before|until|as)\b.*\b(?:was|were)\b/.test(
    text,
  )
    ? undefined
    : /\b(?:was|were) (?:really |actually |secretly |only |just )*((?:a|an) .+)$/
        .exec(text)?.[1]
        ?.replace(/\s+(?:all along|the whole time|all this time)$/, '');
  if (identity)
    return {
      identity,
      explains: `So that was why {odd}: {tit} had been ${identity} all along.`,
      // The answer glimpsed and waved away: "for a moment it looked almost like a giant lantern".
      setUp: [
        '{H} looked twice at {t}: [for a moment|just for a second], {tit} looked almost like ' +
          identity +
          '. [Surely not.|Silly, really.|{H} shook {their} head.]',
        ...(/\bmap\b/.test(identity)
          ? [
              '{H} [turned {t} over|looked closely at {t}]: there were [tiny lines|little marks] on it, like paths on a map, that did not look like decoration at all.',
            ]
          : []),
      ],
      after: [
        '{H} looked at {t} with new eyes. [Of course|All this time] — ' +
          identity +
          '! [How had nobody seen it before?|And nobody had noticed.]',
      ],
    };
  if (/\b(?:all along|the whole time)\b/.test(text))
    return {
      setUp: ALL_ALONG_SET_UP,
      after: [
        '{H} [laughed out loud|had to laugh]. All that [searching|looking|worrying], and the answer had been right there [the whole time|all along]!',
      ],
    };
  return null;
}
