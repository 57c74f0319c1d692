import type { Pronouns } from '@sns/contract';
import type { Random } from '../random';
import type { StoryPlan } from './plan-story';
import { lessonKind, LITTLE_SITUATIONS } from './lesson-situations';
import { StoryBuilder } from './story-builder';
import { characterTokens, presentClause } from './story-tokens';
import { placeNames, storyTokens } from './tell-story';

/**
 * Ages 1–3 (docs/decisions/036): the same plan told in the present, in short sentences a toddler
 * can join in with — a sound for every character, a "Where is…? Not there!" to repeat, and a
 * goodnight to everyone and everything in the story.
 */
export function tellLittleStory(
  plan: StoryPlan,
  random: Random,
  pronouns: Pronouns | undefined,
  avoid: ReadonlySet<string>,
): StoryBuilder {
  const tokens = storyTokens(plan, random, pronouns);
  // Toddlers hear the present: "the tractor chugs", not "chugged".
  const told = tokens.sound;
  if (typeof told === 'function') tokens.sound = tokens.sound2 = () => presentClause(told());
  const b = new StoryBuilder(random, tokens, avoid);
  const heroes = plan.heroes;
  const at = plan.setting.element?.typed ?? plan.setting.first;
  const all = plan.characters;
  const home =
    plan.setting.facts.family === 'home' && plan.setting.element ? at : `${heroes[0]}'s home`;
  const placeTyped = [plan.setting.element?.typed].filter((t): t is string => Boolean(t));

  b.paragraph(home, 'cosy', [...heroes], []);
  b.say(
    [
      'This is {H}. [Hello, {H}!|Say hello to {H}!]',
      'Here {is} {H}. {H} {is} [ready|wide awake|full of giggles].',
    ],
    { is: heroes.length > 1 ? 'are' : 'is' },
  );
  for (const c of all.filter((c) => c.fromHome)) {
    b.show(c.typed, c.short);
    b.say(
      [
        'Here {cis} {c}. [{C} {cis} always with {H}.|{C} {cis} {H}’s best friend.]',
        '{C} {cis} here too. [Hello, {cshort}!|Hooray!]',
      ],
      characterTokens('c', c, random),
    );
  }
  if (plan.setting.time)
    b.say([
      'It is {time}! [Hooray!|Yippee!]',
      '[Guess what time it is?|What time is it?] It is {time}!',
    ]);
  else
    b.say([
      'Let’s go to {p}! [Off we go!|Here we go!]',
      '{H} [goes|is going] to {p}. [Hop, hop, hop!|Step, step, step!]',
    ]);

  b.paragraph(at, 'joyful', [...heroes], [...placeTyped]);
  b.say(['[Look!|Here is] {p}. {Sound}.', 'At {p}, {sound}. [Listen!|Can you hear it?]']);
  b.say(['{H} can see {sight}. And {sight2}!', 'There are {sight} and {sight2}. [Wow!|Ooh!]']);
  for (const o of plan.objects) {
    b.show(o.typed);
    b.say(['And here {ois} {o}. {olittle}'], {
      o: o.first,
      ois: o.plural ? 'are' : 'is',
      olittle: objectLittle(o.short, o.use),
    });
  }

  if (plan.setting.time)
    b.say([
      '{H} [splashes|plays] and [giggles|laughs]. [Splash, splash, splash!|Splish, splosh!]',
      '[In we go!|Here we go!] {H} [wiggles {their} toes|claps {their} hands]. [Splash!|Hooray!]',
    ]);
  b.paragraph(at, 'joyful', [...heroes], [...placeTyped, ...plan.objects.map((o) => o.typed)]);
  for (const o of plan.objects)
    b.say(
      [
        '{H} [loves|likes] {o}. {olittle}',
        '{H} [plays with|pats|shows everyone] {o}. {olittle} [Again!|One more time!]',
      ],
      {
        o: o.short,
        olittle: objectLittle(o.short, o.use),
      },
    );
  // Toys from home play at once; those met at the place join in once they are met.
  for (const c of all.filter((c) => c.fromHome))
    b.say(
      [
        '{C} [wants to play|joins in] too. [Wheee!|Hooray!]',
        '{C} [laughs|giggles]. {H} [laughs|giggles] too!',
      ],
      characterTokens('c', c, random),
    );
  for (const c of all.filter((c) => !c.fromHome)) {
    b.paragraph(
      at,
      'joyful',
      [...heroes, c.short],
      [c.typed, ...placeTyped].filter((t): t is string => Boolean(t)),
    );
    b.say(
      ['Who is that? It is {c}!', 'Look, {H}! Here comes {c}!'],
      characterTokens('c', c, random),
    );
    // A toddler's story is told in the present: the lexicon's past-tense verbs stay out of it.
    b.say(
      ['{C} comes over to {H}. [Hello!|Hi!]', '{C} comes closer and closer. [Ha ha!|Hee hee!]'],
      characterTokens('c', c, random),
    );
    b.say(
      ['"{csound}" says {c}. "{csound}"', '{C} says "{csound} {csound}"'],
      characterTokens('c', c, random),
    );
    b.say(
      [
        '{C} [wants to play|joins in]. [Wheee!|Hooray!]',
        '{C} [laughs|giggles]. {H} [laughs|giggles] too!',
      ],
      characterTokens('c', c, random),
    );
  }

  // The problem, and looking for the answer: a refrain to repeat.
  b.paragraph(at, 'mysterious', [...heroes], [...placeTyped]);
  const thing = plan.focus.object?.short ?? plan.focus.character?.short;
  const lost = plan.problem === 'missing' || plan.problem === 'rescue' || !plan.focus.object;
  const thingare = plan.focus.object?.plural || plan.focus.character?.plural ? 'are' : 'is';
  if (thing && lost) {
    // Someone met just now goes off to hide first, so "where is…?" follows from the story.
    if (plan.focus.character && !plan.focus.character.fromHome)
      b.say(
        [
          'Then {thing} runs off to play hide-and-seek!',
          'Then {thing} tiptoes away. Where did {thing} go?',
        ],
        { thing },
      );
    b.say(
      [
        'Oh no! Where {thingare} {thing}?',
        'Uh-oh. {Thing} {thingare} [gone|missing]! Where can {thing} be?',
      ],
      { thing, thingare },
    );
    b.say(['{Is} {thing} {hide}? No!', 'Look {hide}. {Is} {thing} there? No!'], {
      thing,
      is: thingare,
    });
    b.say(['{Is} {thing} {hide}? Not there!', 'Look {hide}. Not there either!'], {
      thing,
      is: thingare,
    });
    if (plan.lesson) b.say(LITTLE_SITUATIONS[lessonKind(plan.lesson)]);
    if (plan.twist) b.say(['{H} sees {twisthint}. Hmm!', 'Look! {Twisthint}. Hmm…']);
    b.paragraph(
      at,
      'joyful',
      [...heroes],
      [...placeTyped, plan.focus.object?.typed ?? plan.focus.character?.typed].filter(
        (t): t is string => Boolean(t),
      ),
    );
    if (plan.twist) b.say(['Surprise! {twist}', 'Guess what? {twist}']);
    b.say(
      [
        '{Is} {thing} {hide}? YES! There {thingis}!',
        'Look {hide}. [Peekaboo!|Surprise!] There {thingis}!',
      ],
      {
        thing,
        is: thingare,
        thingis: `${plan.focus.object?.plural || plan.focus.character?.plural ? 'they are' : 'it is'}`,
      },
    );
  } else if (thing) {
    b.say(
      [
        'Oh no! {Thing} {is} {going} away! [Whoosh!|Zoom!]',
        'Uh-oh! {Thing} [will not stop|{is} going all by {itself}]!',
      ],
      {
        going: GOING[plan.focus.object?.use ?? ''] ?? 'going',
        thing,
        is: thingare,
        itself: thingare === 'are' ? 'themselves' : 'itself',
      },
    );
    b.say(['Catch {thing}, {H}! [Run, run, run!|Quick, quick!]'], { thing });
    if (plan.lesson) b.say(LITTLE_SITUATIONS[lessonKind(plan.lesson)]);
    if (plan.twist) b.say(['{H} sees {twisthint}. Hmm!', 'Look! {Twisthint}. Hmm…']);
    b.paragraph(at, 'joyful', [...heroes], [...placeTyped]);
    if (plan.twist) b.say(['Surprise! {twist}', 'Guess what? {twist}']);
    b.say(['Got it! {H} [catches|has] {thing}. [Hooray!|Phew!]'], { thing });
  } else {
    b.say(['What shall we do at {p}? Let’s [splash|play|look around]!']);
    if (plan.lesson) b.say(LITTLE_SITUATIONS[lessonKind(plan.lesson)]);
    if (plan.twist) b.say(['{H} sees {twisthint}. Hmm!']).say(['Surprise! {twist}']);
  }
  if (plan.lesson && 'quote' in plan.lesson)
    b.say(['"{lessonquote}," [says|whispers] {H}. [Yes!|That’s right.]']);
  for (const c of all)
    b.say(
      ['{C} [claps|cheers|jumps up and down]!', '{C} spins round and round!'],
      characterTokens('c', c, random),
    );
  for (const c of all)
    b.say(
      ['{C} {cis} happy. "{csound}"', '{C} {cis} happy too. [Hooray!|Yay!]'],
      characterTokens('c', c, random),
    );
  b.say(
    [
      '{H} gives {everyone} a big hug. [Squeeze!|Hug, hug!]',
      'Everyone is happy. {H} is happy too.',
    ],
    { everyone: all.length > 0 ? 'everyone' : plan.setting.short },
  );

  b.paragraph(at, 'calm', [...heroes], [...placeTyped]);
  b.say([
    '[One, two, three,|Clap, clap, clap,] [what a day|what fun] at {p}!',
    'What a [busy|happy] day at {p}!',
  ]);
  b.say(['{Sound}. [Shh, shh.|Softly, softly.]', 'Listen: {sound}. [Shh.|Hush now.]']);
  b.paragraph(
    `${heroes[0]}'s bedroom`,
    'calm',
    [...heroes, ...all.filter((c) => c.fromHome).map((c) => c.short)],
    [],
  );
  b.say([
    'Now it is bedtime. [Yawn!|Big yawn!]',
    'The stars come out. [It is time for bed.|Time for bed now.|Bedtime, everyone.]',
  ]);
  b.say(['Night night, {pshort}.', 'Goodnight, {pshort}.']);
  for (const c of all)
    // One says goodnight to a duck, not to "the duck".
    b.say(['Night night, {chello}.', 'Goodnight, {chello}.'], {
      ...characterTokens('c', c, random),
      chello: c.short.replace(/^the /, ''),
    });
  b.say(['Night night, {H}. Sleep tight.', 'Goodnight, {H}. [Sweet dreams.|Sleep tight.]']);
  b.anchor(at, placeNames(plan), [
    '[Here we are|We are] at {p}!',
    '{P}! {Sound}.',
    'At {p}, {sound}.',
  ]);
  return b;
}

/** How a runaway thing goes, for toddlers: a balloon floats, a trolley rolls. */
const GOING: Readonly<Record<string, string>> = {
  fly: 'floating',
  float: 'floating',
  roll: 'rolling',
  play: 'bouncing',
};

const LITTLE_SOUNDS: Readonly<Record<string, string>> = {
  wear: 'Stomp, stomp!',
  look: 'Look, look!',
  read: 'Flip, flap!',
  roll: 'Rattle, rattle!',
  light: 'Click! So bright!',
  fly: 'Whoosh, up high!',
  music: 'Toot, toot!',
  open: 'Click, clack!',
  draw: 'Scribble, scribble!',
  eat: 'Yum, yum!',
  float: 'Pop, pop, pop!',
  bite: 'Clack, clack!',
  play: 'Bounce, bounce!',
  sail: 'Splish, splash!',
  build: 'Click, clack!',
  magic: 'Ting-a-ling!',
  cuddle: 'Squeeze!',
  shelter: 'Pitter-patter!',
  carry: 'Ooh!',
};

/** A sound a toddler can say with the thing; never "Hello!" to a caravan. */
function objectLittle(_short: string, use: string | undefined): string {
  return LITTLE_SOUNDS[use ?? 'carry'] ?? 'Ooh!';
}
