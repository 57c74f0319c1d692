/**
 * What follows from a twist (docs/decisions/083). A twist that is told and then forgotten changes
 * nothing; these read what the parent's twist says — someone was guarding something, was only
 * lonely, a map was upside down, the moon was a lantern — and give the lines that act on it: right
 * after the reveal, and once more when all is well. `{t}` is whoever or whatever the twist is
 * about (`{tit}`, `{tits}`, `{twas}` its pronoun, possessive and verb), `{tobj}` what it guarded.
 */
export interface TwistTurn {
  /** Said right after the reveal, in place of "It changed everything". */
  after: readonly string[];
  /** Said once all is well. */
  end?: readonly string[];
  /** `{tobj}` and its verb, when the twist names one. */
  object?: { words: string; was: string };
}

const FEELINGS: ReadonlyArray<{ words: RegExp; turn: TwistTurn }> = [
  {
    words: /\blonely\b/,
    turn: {
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
      after: [
        '{H} did not rush. {They} [waited|sat very still], and little by little {t} [came closer|peeped out], until at last {tit} [was right beside {them}|stopped hiding].',
      ],
      end: ['{T} {twas} still a little shy, but not with {H}.'],
    },
  },
  {
    words: /\bhungry\b/,
    turn: {
      after: [
        '"[You’re hungry!|You must be starving!]" said {H}, and {they} [found something to share|shared the last of the snacks] at once. {T} ate every crumb.',
      ],
      end: ['{T} {twas} full to the brim, and very much happier.'],
    },
  },
  {
    words: /\b(?:sad|unhappy|homesick)\b/,
    turn: {
      after: [
        '{H} [gave {t} the biggest hug|put an arm round {t}], and [did not say anything for a while|let {t} be sad for a bit], because sometimes that is what helps most.',
      ],
      end: ['{T} {twas} smiling again, and it suited {tit}.'],
    },
  },
  {
    words: /\b(?:tired|sleepy|exhausted)\b/,
    turn: {
      after: [
        '"[No wonder!|Of course!] You’re worn out," said {H}, and {they} [made {t} a soft place to rest|let {t} rest for a while] before they went on, slowly.',
      ],
    },
  },
  {
    words: /\blost\b/,
    turn: {
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

/** The turn a twist clause asks for, or null when none fits and the story goes on as planned. */
export function twistTurn(clause: string, sought?: string): TwistTurn | null {
  const text = clause.toLowerCase().replace(/[.!]+$/, '');
  const guarded = GUARDING.exec(text)?.[1]
    ?.replace(/\s+(?:all along|the whole time)$/, '')
    .replace(/\s+(?:from|in|inside|under|behind|so|because|to|for|until)\s.*$/, '');
  // "guarding a nest", "hiding her babies" — not "hiding it", which is the missing thing's story.
  if (guarded && !/^(?:it|them|something)\b/.test(guarded)) {
    const words = guarded.replace(/^an? /, 'the ');
    // "Bruno had been guarding the cake": the thing everyone looked for was never taken.
    if (sought && words === sought.toLowerCase())
      return {
        object: thingOf(words),
        after: [
          'So {t} had never taken {tobj} at all — {tit} had been keeping {tobj} safe [the whole time|all evening]! {H} [felt a bit silly|went pink] for ever thinking otherwise.',
        ],
        end: ['{T} got the biggest thank-you of the night, and deserved every bit of it.'],
      };
    return {
      object: thingOf(words),
      after: [
        '{H} [crept closer|leant in|knelt down], and there {tobjwas} {tobj}, [safe and sound|tucked out of sight|snug and warm]. [No wonder|So that was why] {t} [had been acting so strangely|would not budge|had made such a fuss].',
        '[So that was it.|Of course.] {H} [changed the plan|thought again]: whatever happened next, {tobj} would be [safe|looked after] too, and {t} would not have to choose.',
      ],
      end: [
        '{T} [settled down beside|curled up next to] {tobj} at last, [prouder than ever|and closed {tits} eyes].',
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
      after: [
        '{H} turned {t} the right way round, and [at once|suddenly] [everything made sense|the way was as plain as day].',
        '[One quick turn|A twist of the wrist], and {t} {twas} the right way round. [Now it all fitted!|Now the way was clear.]',
      ],
    };
  const identity = /\b(?:was|were) (?:really |actually |secretly |only |just )*((?:a|an) .+)$/.exec(
    text,
  )?.[1];
  if (identity)
    return {
      after: [
        '{H} looked at {t} with new eyes. [Of course|All this time] — ' +
          identity +
          '! [How had nobody seen it before?|And nobody had noticed.]',
      ],
    };
  if (/\b(?:all along|the whole time)\b/.test(text))
    return {
      after: [
        '{H} [laughed out loud|had to laugh]. All that [searching|looking|worrying], and the answer had been right there [the whole time|all along]!',
      ],
    };
  return null;
}
