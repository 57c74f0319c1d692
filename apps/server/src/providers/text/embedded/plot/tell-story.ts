import type { Pronouns } from '@sns/contract';
import type { Random } from '../random';
import type { TokenValue } from '../template';
import { possessivePronoun } from '../story-children';
import { USES } from '../understand/object-lexicon';
import { hasRoof, takesIn } from '../understand/place-lexicon';
import {
  ASIDES,
  BANTER,
  INDOOR_NIGHTFALL,
  KNOWN_BANTER,
  NIGHTFALL,
  SPACE_NIGHTFALL,
} from './asides';
import { HABITS } from './habits';
import { problemLines, GENRE_TOKEN } from './quest';
import type { Character, StoryPlan } from './plan-story';
import { lessonKind, SITUATIONS, TURNS, type LessonKind } from './lesson-situations';
import { StoryBuilder } from './story-builder';
import { WORD_RANGES } from '../age-band';
import { ALL_ALONG_SET_UP, twistTurn, type TwistTurn } from './twist-turns';
import { isFixed, oddityOf } from './secrets';
import { characterTokens, heroTokens, mentioned, objectTokens } from './story-tokens';
import { ADJECTIVES, CREATURES, PERSONS, PLACES, THINGS } from '../lexicon';
import { joinList } from '../template';
import { escapeRegExp } from '../../../../lib/escape-reg-exp';

/**
 * Writes a planned story for ages 4 and up (docs/decisions/036): home, the problem, the place,
 * the characters acting as themselves, a first try that goes wrong (where the lesson starts),
 * a clue, the twist set up, the climax the hero solves with what the story set up, and a calm,
 * sleepy ending. Older bands get more tries, more talk and a setback.
 */
export function tellStory(
  plan: StoryPlan,
  random: Random,
  pronouns: Pronouns | undefined,
  avoid: ReadonlySet<string>,
): StoryBuilder {
  const tokens = storyTokens(plan, random, pronouns);
  const b = new StoryBuilder(random, tokens, avoid, plan.fresh, untrueOfHero(plan));
  const lines = problemLines(plan.problem, plan.genre);
  const heroes = plan.heroes;
  const at = plan.setting.element?.typed ?? plan.setting.first;
  const home =
    plan.setting.facts.family === 'home' && plan.setting.element ? at : `${heroes[0]}'s home`;
  const typedOf = (c: Character | undefined) => c?.typed;
  const chars = plan.characters;
  const fromHome = chars.filter((c) => c.fromHome);
  // Someone to rescue is met where they are stuck, not on the way in.
  const met = chars.filter(
    (c) => !c.fromHome && !(plan.problem === 'rescue' && c === plan.focus.character),
  );
  const away = chars.filter((c) => !c.fromHome);
  const older = plan.band === 'middle-grade' || plan.band === 'teen';
  const chapter = plan.band !== 'picture-book';
  const kind: LessonKind | null = plan.lesson ? lessonKind(plan.lesson) : null;
  const twistSubject = twistHint(plan);
  const turn = turnOfTwist(plan, twistSubject, random);
  // The child's own things come from home, except the one that has gone missing.
  const ownThings = plan.objects.filter(
    (o) => o.owner?.hero && !(plan.problem === 'missing' && o === plan.focus.object),
  );

  // Home: the hero, the things from home, and the evening.
  b.paragraph(home, 'cosy', [...heroes], []);
  b.say([
    '[One|On one] [chilly|breezy|still] [evening|autumn evening], {H} {was} [at home, full of ideas|kicking {their} heels at home|wide awake and full of plans].',
    '{H} [had always loved|had a soft spot for|liked nothing better than] [evenings like this one|this time of day|the end of a long day], when [the lamps came on early|the sky went pink behind the chimneys|the street grew quiet|the first lights came on in the windows].',
    '{younger}[The day|The afternoon] was [nearly over|winding down|fading], and {H} [was full of beans|could not sit still|was humming to {themselves}].',
    '{older}[The day|The afternoon] was [nearly over|winding down|fading], and {H} [was restless|could not settle to anything|had music in one ear and nothing much in mind].',
    older
      ? '[It was nearly teatime|Tea was nearly ready|The kettle was on], and {H} {was} [half-reading a book|pretending to do homework|listening to music with one earphone in|busy doing absolutely nothing].'
      : '[It was nearly teatime|Tea was nearly ready|The kettle was on], and {H} {was} [busy doing absolutely nothing|drawing pictures on the steamy window|reading upside down on the sofa|building a tower of cushions].',
  ]);
  // The weather or the day the parent gave is the day the story happens on, not a thing to hold.
  for (const sky of plan.objects.filter(
    (o) => o.kind === 'sky' && o !== plan.focus.object && weatherOf(o) !== undefined,
  ))
    b.say([weatherOf(sky) ?? ''], { styped: sky.typed.replace(/^(?:the|my|our)\s+/i, 'a ') });
  if (chapter || !(plan.lesson || plan.twist)) b.say(HERO_TRAITS[plan.genre]);
  if (older)
    b.say([
      '[Tonight|This evening], though, [nothing interesting seemed likely to happen|the house was quiet], [which was exactly when things usually did|and {H} was almost bored].',
      '{H} had [homework to avoid|a book to finish|a drawing half done], [and no plans at all|and a whole evening to waste|and nothing else in mind]. [That was about to change.|Not for long.]',
      'Most evenings [were ordinary|went by without a fuss|were much the same|passed quietly]. [This one would not be.|This, it turned out, was [not going to be|nothing like] one of them.|Tonight was going to be different.]',
    ]);
  if (heroes.length > 1)
    b.say([
      '{Hero2} [tugged at|pulled] {Hero1}’s sleeve. "[Can we go now?|What are we doing today?]" [asked|whispered] {Hero2}, [bouncing on the spot|eyes wide].',
      '"I’ve got an idea," said {Hero2}, and {Hero1} [grinned|rolled {firsttheir} eyes and grinned], because {Hero2}’s ideas were always [interesting|noisy].',
    ]);
  for (const c of fromHome) {
    b.show(c.typed, c.short);
    b.say(
      [
        '{C} {cwas} [right there|close by], as always, and {cshow}.',
        '{C} [sat on the windowsill|was curled up nearby] and {chabit}.',
      ],
      characterTokens('c', c, random),
    );
  }
  for (const o of ownThings) {
    b.show(o.typed);
    b.say(
      [
        '{Y} [stood ready by the door|waited by the door], [just in case|as {ythey} always did].',
        '{H} [checked|patted] {y}, [which|and they] [went everywhere|came everywhere] with {them}.',
      ],
      { ...objectTokens('y', o, heroes[0] ?? '', random), ythey: o.plural ? 'they' : 'it' },
    );
  }
  // "his wheelchair", "her hearing aids": part of the hero, said once as that.
  for (const e of plan.elements.filter((e) => e.aid && e.owner?.hero)) {
    b.show(e.typed);
    b.say([
      `{H} {was} ready, ${e.short.replace(/^the /, '')} and all.`,
      `{H} [checked|sorted out] ${e.first}, [the way {they} always did|as usual], and was ready.`,
    ]);
  }
  if (plan.setting.time)
    b.say(
      plan.setting.today
        ? [
            '[At last|At long last] it was {time}, and {H} had been looking forward to it for [weeks|ages|what felt like for ever].',
            'Tonight was {time}. {H} had been counting the sleeps for [weeks|ages], and now it was [really|actually] here.',
          ]
        : plan.setting.ahead
          ? [
              'It would soon be {time}, and {H} [had thought about little else all week|could think of nothing else].',
              '{Time} was [nearly here|only days away], and {H} [kept thinking about it|had butterflies just thinking about it].',
            ]
          : [
              'It was nearly {time}, and {H} had been looking forward to it [all day|all week].',
              'Soon it would be {time}, and {H} could hardly wait.',
            ],
    );
  b.maybe([
    '{H} {was} the kind of [child|person] who noticed things: [a sock under the sofa, a feather on the step|a new bird on the fence, a crack in the path].',
    'Outside, [the wind was getting up|a blackbird was singing its last song], and the sky was [turning gold|going pink].',
    '[Next door’s cat|A pigeon on the roof|The moon, early as usual,] [was watching from the fence|peered in at the window|kept an eye on things], [as if it knew something|which was probably nothing].',
    'Somewhere [down the street|across the road], [a door banged|a bicycle bell rang|somebody was practising the trumpet, badly], and {H} [smiled|looked up].',
    '{H} had a [feeling|hunch|funny feeling] that [tonight might be different|something was about to happen|the evening had a surprise in it].',
  ]);

  // The problem appears.
  b.paragraph(home, plan.genre === 'Comedy' ? 'exciting' : 'mysterious', [...heroes], []);
  showFocus(b, plan);
  b.say(lines.call);
  b.maybe(lines.stakes);
  if (chapter && plan.focus.character)
    b.maybe(['{H} thought about {c} out there, and [made up {their} mind|knew what to do].']);
  if (chapter)
    b.say([
      '{H} [frowned|chewed {their} lip|folded {their} arms]. [Somebody had to do something.|This needed someone sensible.|Someone had to help.] [That somebody, it seemed, was {H}.|And there was nobody else around.|{They} took a deep breath.]',
      '"[Leave it to me,|I’ll sort it out,|I can do this,|I’ll find a way,]" said {H}, [sounding much braver than {they} felt|before {they} could change {their} mind|with a small gulp|squaring {their} shoulders|and meant it, mostly].',
    ]);
  b.say(
    plan.setting.facts.family === 'home'
      ? [
          '"[Come on|Right]," said {H}. "[We’re going to|Let’s] {goal}." [And off {they} went.|So off {they} set.]',
          '{H} [crept|tiptoed|padded] [along the landing|down the stairs|across the hall] to {p}, [determined to {goal}|meaning to {goal}|with one idea in mind: to {goal}].',
        ]
      : plan.setting.facts.family === 'space'
        ? [
            '"[Come on|Right]," said {H}. "[We’re going to|Let’s] {goal}." [And off {they} went.|So off {they} set.]',
            '{H} [strapped in|buckled up], counted down from ten, and [blasted off for|zoomed up towards] {p}, [determined to {goal}|meaning to {goal}].',
          ]
        : [
            '"[Come on|Right]," said {H}. "[We’re going to|Let’s] {goal}." [And off {they} went.|So off {they} set.]',
            '{H} [pulled on a coat|grabbed a jumper|found {their} shoes|zipped up a jacket|wound on a scarf], [waved goodbye|called goodbye|shouted "Back soon!"|slipped out of the door] and {setoff} {p} [to {goal}|, determined to {goal}|, meaning to {goal}|with one idea in mind: to {goal}].',
          ],
  );

  // Arriving: the place, as itself.
  b.paragraph(
    at,
    'calm',
    [...heroes, ...fromHome.map((c) => c.short)],
    [plan.setting.element?.typed].filter(isString),
  );
  b.say([
    '{P} {pwas} [quiet|hushed|still|calm|nearly empty] [in the last of the light|at dusk|in the evening light|at this hour|as the sun went down]: {sight}, {sight2} and {sight3}.',
    'At {p}, {sound}, and {sound2}. {H} [stood still|stopped] and [looked around|took it all in|listened].',
    '{H} [reached|got to|arrived at|came to] {p} just as {sound}. There [were|stood|lay] {sight}, {sight2} and, [further off|beyond them|in the distance], {sight3}.',
  ]);
  // The event itself, going on all round them (docs/decisions/083).
  if (plan.setting.today)
    b.say([
      '{Time} was [in full swing|already under way|well under way], and [everyone seemed to be there|there was something to see wherever {H} looked].',
      'All around, {time} was [going on|carrying on] [as if nothing were wrong|quite happily], and [nobody else seemed to have noticed a thing|hardly anyone had noticed].',
    ]);
  if (chapter)
    b.maybe([
      '{H} had been to {p} [a hundred times|many times|often] before, but never [at this hour|like this|so late], and never [on a mission|with a problem to solve|with so much at stake].',
      'Even {sight} looked different [at this time of day|in this light|now|at this hour|in the dusk], [bigger somehow|full of shadows|strange and new|like something out of a story|not quite itself].',
    ]);

  // Each character met acts as themselves and speaks.
  met.forEach((c, i) => {
    const ct = characterTokens('c', c, random);
    b.paragraph(
      at,
      'joyful',
      [...heroes, c.short],
      [typedOf(c), c.aid, plan.setting.element?.typed].filter(isString),
    );
    if (c.known && !c.family) {
      // A friend from last night: found again, not met.
      b.say(
        [
          '{C} {cwas} [already there|waiting|there before {them}], [as if {cit} had known {H} would come|just as {H} had hoped|as if no time had passed at all], and {cshow}.',
          '[Just then|A moment later|Before long], {c} {cmove} up, and {H} [grinned|laughed out loud|felt a rush of relief|felt much better at once].',
          '[Who should|And who should] {cmove} [out of the shadows|into view|up] [but|just then but] {c}, [as cheerful as ever|looking very pleased with {cits} timing|right on time]?',
          '{H} [heard|knew] {c} before {they} saw {cit}: [a familiar|that] {csound}, and there {cwas}, [back again|ready for more|as if {cit} had been waiting all day].',
        ],
        ct,
      );
      b.say(
        c.person
          ? [
              '"[You came back!|There you are!|I hoped you’d come.]" {csays} {C}. "[What is it tonight?|What’s happened now?]"',
              '"[Not again!|Two nights running!]" {csays} {C}, [grinning|laughing]. "[Go on, then. Tell me.|What do we need?]"',
              '{C} [waved|nodded] as if they had [said goodbye only a minute ago|never been apart]. "[Right,|Well,]" {csays} {C}. "[Where to?|What now?]"',
            ]
          : [
              '{C} {cvoice} [happily|at once], as if to say, "[You again! Good.|I knew you’d be back.]"',
              '{C} {chabit}, which was {cits} way of saying [hello again|welcome back].',
              '"{csound}" {cvoice} {c}, [twice|very pleased], and [came close|stayed close] [at once|from then on].',
            ],
        ct,
      );
      return;
    }
    if (c.family) {
      // Family comes to find the hero, or is there already: nobody asks who they are.
      b.say(
        [
          '{C} had [come along too|tagged along], [of course|naturally], and {cshow}.',
          '{C} {cwas} [right behind|not far behind] {H}, [as usual|as always], and {cshow}.',
          '[Just then|A moment later], {c} {cmove} up [beside|to join] {H}, and {cshow}.',
        ],
        ct,
      );
      b.say(
        c.person
          ? [
              '"There you are, {H}!" {csays} {C}. "[I wondered where you had got to.|I thought you might need a hand.|You didn’t think I’d miss this?]"',
              '"[Wait for me!|Not without me, you don’t!]" {csays} {C}.',
            ]
          : [
              '"{csound}" {cvoice} {c}, and [held out both arms|grabbed {H}’s finger and held on tight].',
            ],
        ct,
      );
      if (chapter && c.person)
        b.say(
          [
            '{H} [explained everything|told {c} the whole thing], and {c} [listened|listened hard]. "[Right,|Well then,]" said {C}. "[Where do we start?|Let’s get on with it.]"',
          ],
          ct,
        );
      b.say(
        c.person
          ? [
              '{C} {chabit}. "[We’ll sort this out|We’ll manage|This will all come right], you’ll see."',
              '{C} {chabit}, [and that made {H} feel braver|which always helped].',
            ]
          : ['{C} {chabit}, [and that made {H} smile|which always made {H} laugh].'],
        ct,
      );
      return;
    }
    b.say(
      [
        'Just then, {c} {cmove} into view. {C} {cshow}.',
        '[Suddenly|All at once|Just then|Out of nowhere], {c} {cmove} up, [right in the middle of {p}|bold as brass|as if {cit} owned the place|from behind {sight}|without a sound], and {cshow}.',
        '{C} {cwas} already at {p}, and {cshow} the moment {cit} saw {H}.',
      ],
      ct,
    );
    b.say(
      c.person
        ? [
            '"[Well, well!|Hello there!|Goodness me!]" {csays} {C}. "What brings you to {p} at this hour?"',
            '"{H}!" {csays} {C}. "I [was hoping|had a feeling|just knew|somehow guessed] [you would come|you’d turn up|I’d see you tonight]."',
          ]
        : [
            '"{csound}" {cvoice} {c}. [It sounded a lot like|It clearly meant] "[Who goes there?|This is MY {pshort}.|What do you want?]"',
            '{C} {cvoice} [loudly|once, very firmly|twice, sharply|at the top of {cits} voice], as if to say, "[Not another visitor!|Well, what are you waiting for?|And who might you be?|Took your time, didn’t you?]"',
          ],
      ct,
    );
    if (chapter || i === 0)
      b.say(
        [
          '{H} [explained everything|told {c} the whole thing|poured out the story|explained as fast as {they} could], and {c} [listened|listened hard|heard every word]. {C} {cshow}.',
          c.person
            ? '{C} [listened|heard the whole story|took it all in], then [sat down beside {H}|pulled up a chair|leant in closer] and {chabit}.'
            : '{C} [listened|heard the whole story|took it all in], then {cmove} [off a little way|closer|round {H} once] and {chabit}.',
          '[When {H} had finished|When the whole tale was told], {c} [was quiet for a moment|said nothing at first], then {chabit}.',
        ],
        ct,
      );
    if (chapter)
      b.say(
        c.person
          ? [
              '"[Tell me again,|Start from the beginning,]" said {C}, "[slowly this time|and leave nothing out]." So {H} did, [every last bit|right down to the smallest detail].',
              '"[Well,|Hmm,]" said {C}, "[that is a puzzle|this needs thinking about]." {C} {chabit}. "[But not one we can’t solve.|We’ll manage.]"',
            ]
          : [
              '{C} {cvoice} [twice|again], [short and sharp|quietly], and [looked towards|stared hard at] {sight}, as if {cit} knew [something|more than {cit} was saying].',
              '{C} listened [remarkably well|very carefully], and {cshow} [at all the right moments|whenever it mattered].',
            ],
        ct,
      );
    if (older)
      b.maybe(
        c.person
          ? [
              '"[Then I’m coming with you,|Count me in,]" said {C}. "[Two heads are better than one.|I wouldn’t miss this for anything.]"',
            ]
          : [
              '"{csound}" {C} {cvoice} [again|one more time], which [{H} decided|everybody agreed] meant yes.',
            ],
        ct,
      );
  });

  // The first try goes wrong: the lesson starts here.
  // Who is in the picture of the middle: the heroes, their companions from home and whoever they
  // met, with the things they carry — the picture shows the story's own cast at its own place.
  const alongside = [...fromHome, ...met];
  const inView = [
    plan.setting.element?.typed,
    ...alongside.map((c) => c.typed),
    plan.tool.object?.owner?.hero ? plan.tool.object.typed : undefined,
  ].filter(isString);
  const middle = (mood: 'gloomy' | 'mysterious' | 'exciting' | 'calm') =>
    b.paragraph(at, mood, [...heroes, ...alongside.map((c) => c.short)], [...inView]);
  middle('gloomy');
  for (const habit of plan.habits) sayHabit(b, habit, 'middle', random);
  showFocus(b, plan);
  b.say(lines.search);
  if (kind) b.say(SITUATIONS[kind]);
  for (const c of fromHome)
    b.say(
      [
        '{C} [stayed close|pressed close] to {H} and {chabit}.',
        '{C} {chabit}, as if to say, "[We’ll manage|Don’t give up]."',
      ],
      characterTokens('c', c, random),
    );
  if (!kind)
    b.say([
      '{H} [sighed|frowned|bit {their} lip]. [This was going to be|It would be|Clearly this was] [harder|trickier|much harder] than {they} had [thought|hoped|expected].',
      '[The first try|The first go|That first attempt|The first plan] [came to nothing|got nowhere|did not work|fizzled out|went nowhere at all], and {H} [had to stop and think|sat back to think|needed a better idea|scratched {their} head|started again from the beginning].',
    ]);
  // The twist is planted: what a reader could have noticed, for this twist (plot/twist-turns.ts).
  if (turn) b.say(turn.lines.setUp ?? ALL_ALONG_SET_UP, turn.tokens);
  else if (plan.twist)
    b.say([
      '{H} [noticed|spotted] {twisthint}, [just for a moment|out of the corner of {their} eye], and [wondered why|something about it seemed a little odd].',
      '{H} [went past|walked right past] {twisthint} [twice|more than once] without [a second look|really looking].',
    ]);

  const clueFirst =
    plan.problem === 'rescue' || plan.problem === 'runaway' || plan.problem === 'missing';
  if (clueFirst) b.say(lines.clue);

  // The middle: what this problem asks for, step by step; longer bands hear more of it.
  const has = {
    c: Boolean(plan.focus.character ?? met[0] ?? fromHome[0]),
    d: chars.length > 1,
    y: Boolean(plan.tool.object && plan.tool.object !== plan.focus.object),
    // A twist with its own set-up needs no suspect step to plant it.
    twistsubject: Boolean(twistSubject) && !turn,
    // Judges and other entries belong to a fair or a competition the parent named, not any school.
    contest: [
      plan.setting.short,
      plan.setting.time ?? '',
      ...plan.elements.map((e) => e.typed),
    ].some((words) => /\b(?:fair|competition|contest|show|tournament|judg\w*)\b/i.test(words)),
  };
  // Early chapter books hear every step; their length is the same story told more fully.
  const reach = Math.min(
    BAND_ORDER.indexOf(plan.band) + (plan.band === 'early-chapter' ? 1 : 0),
    BAND_ORDER.length - 1,
  );
  const steps = lines.steps.filter(
    (step) =>
      reach >= BAND_ORDER.indexOf(step.from ?? 'picture-book') && (!step.needs || has[step.needs]),
  );
  // A picture book without a lesson or a twist to tell has room for one more step.
  const told =
    plan.band === 'picture-book' ? steps.slice(0, plan.lesson || plan.twist ? 5 : 6) : steps;
  told.forEach((step, i) => {
    middle(i === told.length - 1 ? 'exciting' : 'mysterious');
    for (const line of step.lines) b.say(line);
    if (older || (chapter && i % 2 === 1)) b.say(ASIDES[plan.genre]);
    if ((plan.band === 'teen' && i % 2 === 0) || (plan.band === 'middle-grade' && i % 3 === 0))
      b.say(ASIDES[plan.genre]);
    if (i === Math.floor(told.length / 2) && kind && chapter) b.say(TURNS[kind]);
  });
  middle('mysterious');
  for (const line of lines.falseLead) b.say(line);
  // Older readers: night comes on, and talk on the way.
  // Family needs no questions about where it lives; friends from last night talk as old friends.
  const talker = met.find((c) => !c.family);
  if (talker) {
    const talk = talker.known ? KNOWN_BANTER : BANTER;
    const exchanges = older
      ? talk
      : chapter || !(plan.lesson || plan.twist)
        ? talk.slice(0, 2)
        : talk.slice(0, 1);
    for (const exchange of exchanges) {
      middle('calm');
      // A question and its own answer: the i-th wording of each line belong together.
      const talk = talker.person ? exchange.person : exchange.animal;
      const i = random.int(Math.min(...talk.map((pool) => pool.length)));
      for (const pool of talk) b.say(pool[i] ?? pool, characterTokens('c', talker, random));
    }
  }
  // Older readers see night come on; so does a picture book with nobody to talk to on the way.
  if ((older || (!chapter && !talker)) && plan.setting.facts.family !== 'home') {
    middle('calm');
    const night =
      plan.setting.facts.family === 'space'
        ? SPACE_NIGHTFALL
        : hasRoof({ short: plan.setting.short, family: plan.setting.facts.family })
          ? INDOOR_NIGHTFALL
          : NIGHTFALL;
    for (const line of night) b.say(line);
  }
  if (!clueFirst) middle('mysterious').say(lines.clue);

  // Older readers: a setback and some wit.
  if (chapter) {
    middle('exciting');
    b.say([
      '[Just when|Right when|At the very moment] [it seemed to be going well|things were looking up|{H} began to feel hopeful], [everything went wrong at once|there was a setback|trouble arrived|it all went wobbly]: {hard}.',
      '[Of course,|Naturally,|But] it [could not be|was never going to be|wasn’t] [that simple|so easy|as simple as that]. [At {p}|Right then|Just then], {hard}, and {H} [had to think again|needed a new idea|stopped to think].',
      '[Then|And then|Suddenly] [came a problem|the trouble began|things got harder]: {hard}, [which nobody had expected|of all things|just like that].',
    ]);
    const joker = met[0] ?? fromHome[0];
    if (joker)
      b.say(
        joker.person
          ? [
              '"[Well, this is going brilliantly,|Marvellous. Just marvellous,|Exactly as planned,|Well, that’s new,|I love a good disaster,]" said {C}, and [even {H} had to laugh|{H} laughed despite everything|{H} snorted with laughter|they both got the giggles].',
            ]
          : [
              '{C} {cshow}, which did not help [at all|in the least|one little bit], but did make {H} [laugh|giggle|grin].',
              '"{csound}" {cvoice} {C}, [which was no help whatsoever|which did not help one bit|helpfully|as if that solved everything], and {H} [laughed|giggled|snorted] [in spite of everything|out loud|until {their} sides hurt].',
            ],
        characterTokens('c', joker, random),
      );
    if (older)
      b.say([
        '"[Right,|OK,|Hang on,|Wait,]" said {H}. "[New plan.|Think.|Let’s see.|One thing at a time.]" And {they} [did|thought, harder than ever|stopped, and looked again|took a slow breath and began again].',
        '{H} [took a breath|closed {their} eyes for a second|counted to five|made {themselves} slow down]. [There is always another way,|Every problem has a back door,|Think sideways,|Start with what you know,|Something here will help,] {they} [thought|told {themselves}], [and went looking for it|and started again|and looked around with fresh eyes|and began once more].',
      ]);
  }

  // The climax, at the place, solved with what the story set up.
  b.paragraph(
    at,
    'exciting',
    [...heroes, ...chars.map((c) => c.short)],
    [plan.setting.element?.typed, plan.tool.object?.typed, ...chars.map((c) => c.typed)].filter(
      isString,
    ),
  );
  showFocus(b, plan);
  if (plan.twist) {
    b.say([
      '[Then came the surprise|And then the truth came out|Then, at last, it all made sense]: {twist}',
      '[And that was when|Right then|Just at that moment|At that very moment] {H} [understood|saw it|worked it out|realised]: {twist}',
      '{H} thought back over the evening, and the pieces [clicked|fell] into place: {twist}',
      'It had been [staring {H} in the face|right under {their} nose] [all evening|the whole time]: {twist}',
    ]);
    // What follows from the twist: whoever it is about is seen anew.
    const about = characterOfTwist(plan, twistSubject);
    // A turn of the twist has them answer for themselves (plot/twist-turns.ts).
    if (about && !turn)
      b.say(
        about.person
          ? [
              '{C} [went a little pink|gave a small, guilty smile|shrugged, as if it were nothing at all]. "[Well, somebody had to,|I was going to tell you,|Surprise!]" {c} said.',
              'Everyone turned to look at {c}, and {c} [grinned|laughed|looked at {cits} shoes].',
            ]
          : [
              '{C} {chabit}, looking [not one bit sorry|very pleased indeed|a little sheepish].',
              'Everyone turned to look at {c}, and {c} {cvoice}, [as if to say, "Well, obviously."|as if it had been obvious all along].',
            ],
        characterTokens('c', about, random),
      );
    else if (twistSubject && !turn)
      b.maybe([
        '{H} looked at {twistsubject} [again|properly this time], and wondered how {they} had ever missed it.',
      ]);
    if (turn) b.say(turn.lines.after, turn.tokens);
    if (turn?.lines.explains && 'odd' in turn.tokens) b.say([turn.lines.explains], turn.tokens);
    else
      b.say([
        '[It changed everything|That changed everything|Everything looked different now], and [now|at last|suddenly] {H} [knew exactly what to do|could see the way|had a plan].',
        '[So that was it!|Of course!|Well, well.] [Now the way forward was clear.|Now {H} knew where to look.|Suddenly everything fitted.]',
      ]);
  }
  if (kind && !chapter) b.say(TURNS[kind]);
  if (chapter)
    b.say([
      '{H}’s heart was [thumping|pounding] [like a drum|so hard {they} could hear it]. [Nearly… nearly…|This was it.]',
      'Everything went [very quiet|still], as if {p} [were listening|were watching].',
      '[Slowly|Carefully], [very slowly|hardly breathing], {H} [stepped forward|made {their} move].',
    ]);
  for (const habit of plan.habits) sayHabit(b, habit, 'climax', random);
  // A friend who is the hero's help shows the way in, before the hero does the rest: what they
  // do, not that they "made the difference" after it was done (docs/decisions/105).
  if (plan.tool.character)
    b.say(
      plan.tool.character.person
        ? [
            '"[This way,|Over here,|Try there,]" [said|whispered] {D}, [pointing|with a nod], and {dshort} was right.',
            '{D} [held the torch steady|held out a hand|stood right behind {H}] and [said, "Go on. You can do it."|whispered, "Nearly there."], and that was [exactly the help|all the help] {H} needed.',
          ]
        : [
            '{D} {dmove} [out in front|on ahead] and stopped, [nose pointing|ears pricked|very still], [as if to say, "Here!"|showing {H} the way].',
            'Then {d} did something [clever|unexpected]: {dshort} {dmove} [straight|right] to the [spot|place] and [waited|would not budge], [looking back at {H}|as if to say, "Well?"].',
          ],
      characterTokens('d', plan.tool.character, random),
    );
  b.say(lines.climax);
  // A climax that already uses the tool is not told twice.
  const climaxUsesTool = [lines.climax].flat().every((line) => line.includes('{y}'));
  if (plan.tool.object && plan.tool.object !== plan.focus.object && !climaxUsesTool)
    b.say([
      '{H} {ysolves}, and [that was the last piece of the puzzle|that did it|that was that|the job was done].',
      '[Then|And then|So] {H} {ysolves}.',
    ]);
  away.forEach((c) =>
    b.say(
      c.person
        ? [
            '{C} [clapped and cheered|cheered and clapped|laughed out loud|clapped with delight|cheered with delight], {csoftens}.',
            '"[Bravo|Well done], {H}!" cried {C}, {csoftens}.',
          ]
        : [
            '{C} {cvoice} [proudly|happily], {csoftens}.',
            '{C} {cmove} round in a happy circle and {cvoice}, {csoftens}.',
          ],
      // A friend from an earlier chapter already softened then; "for the very first time" is not true twice.
      c.known
        ? {
            ...characterTokens('c', c, random),
            csoftens: random.pick([
              'just as before',
              'as pleased as last time',
              'old friends by now',
            ]),
          }
        : characterTokens('c', c, random),
    ),
  );

  for (const c of fromHome)
    b.say(
      [
        '{C} [had been there all along|never left {H}’s side], and {chabit}.',
        '{C} {chabit}, [very pleased with the night’s work|proud as anything].',
      ],
      characterTokens('c', c, random),
    );

  // All is well; the lesson, said once at most.
  b.paragraph(
    at,
    'joyful',
    [...heroes, ...chars.map((c) => c.short)],
    [plan.setting.element?.typed, plan.focus.object?.typed, ...chars.map((c) => c.typed)].filter(
      isString,
    ),
  );
  b.say(lines.resolved);
  if (turn?.lines.end) b.say(turn.lines.end, turn.tokens);
  // Tonight's event ends with the night; one still to come ("the move to Scotland") is still to come.
  if (plan.setting.time && plan.setting.today)
    b.say([
      '{Time} [had been|turned out to be] [better than {H} had ever dreamed|one to remember for ever|the best yet], [wobbles and all|muddle and all|in the end].',
      '[Nobody|Not one person] would forget {time} in a hurry, and {H} [least of all|was glad of every minute].',
    ]);
  if (plan.setting.time && plan.setting.ahead)
    b.say([
      'And when {time} came, {H} would be ready for it.',
      '[Whatever|Whatever else] {time} [might bring|brought], {H} [felt ready for it now|was ready for it].',
    ]);
  if (chapter)
    b.say([
      '[Later|Years later|For a long time afterwards|Whenever {they} passed {p}], {H} would [remember|think about|go back over] [the moment it all came right|how close it had been|that last, breathless minute|the look on everyone’s faces], and [smile|grin|laugh to {themselves}].',
      'It had been [hard|a long night|quite a night|no easy thing|a tangle from start to finish], [harder than {H} had expected|with more [wrong turns|false starts|muddles] than [right ones|anyone had planned]|full of surprises], but [that made the ending sweeter|the ending [made up for|was worth] all of it|it had come right in the end|every wrong turn had led somewhere].',
    ]);
  if (chapter)
    b.say([
      '{H} [sat down|leant back|flopped down|sat on the nearest step] [for a moment|at last] and [let out a long breath|felt the evening settle|laughed out loud]. [It had been quite a night.|What a night it had been.|Who would have guessed?]',
      '[For a while|For a moment|For a minute or two], [nobody said anything|nobody spoke|everyone was quiet]. [It was the good kind of quiet.|Everyone was too [happy|tired|pleased] to talk.|There was no need.|{P} hummed around them.]',
    ]);
  if (plan.lesson && 'quote' in plan.lesson) {
    // Not the one the twist found out: "Ask before you accuse" is not theirs to say.
    const culprit = characterOfTwist(plan, twistSubject);
    // Nor the one whose secret it was, nor a grump or a silent one: they do not give morals.
    const owner = turn?.lines.owner?.toLowerCase();
    const speaker = [...away, ...fromHome].find(
      (c) =>
        c.person &&
        c !== culprit &&
        c.short.toLowerCase() !== owner &&
        !c.qualities.some((q) => /^(?:grumpy|cross|silent|quiet)$/.test(q)),
    );
    if (older)
      // Older readers draw their own moral: the hero thinks it over in their own words.
      b.say([
        '{H} thought about the evening — [the first wrong try|the moment {they} nearly gave up|how it had felt at the start] — and [decided|realised] that “{lessonquote}” [was not just something grown-ups said|had turned out to be true after all|was worth remembering].',
        'Somewhere in the middle of all that, {H} had learned something, though {they} would never have put it like a poster on a classroom wall. [Still|If anyone asked], it came to this: {lessonclause}.',
      ]);
    else if (speaker)
      b.say(
        [
          '"{lessonquote}," {csays} {C} [quietly|softly|gently], and {H} [nodded|smiled], because {they} [knew it was true now|had found that out tonight|understood it now].',
          '{C} looked at {H} for a long moment. "{lessonquote}," {c} said.',
          '"[Do you know what I think?|Shall I tell you something?]" said {C}. "{lessonquote}." {H} [grinned|nodded slowly]; {they} had worked that out tonight, all by {themselves}.',
          '"{lessonquote}," said {C}. {H} [thought about that|turned it over] [all the way home|for a long time], and [decided {C} was right|found it was true].',
        ],
        characterTokens('c', speaker, random),
      );
    else {
      // Never a moral on its own (docs/decisions/083): the hero says it, to a friend or to the dark.
      // The hero's own pet or toy first; the parent's creature before one the story brought in.
      const friend =
        fromHome.find((c) => !c.person) ??
        away.find((c) => !c.person && c.typed !== undefined) ??
        away.find((c) => !c.person);
      if (friend)
        b.say(
          [
            '"You know what, {caddress}?" {H} [whispered|said sleepily]. "{lessonquote}." {C} {cvoice} softly, as if {cit} had known that all along.',
            '{H} [hugged {c} close|leant against {c}]. "{lessonquote}," {they} [said|murmured], [trying the words out|mostly to {themselves}], and {c} {cvoice} [as if to agree|in a sleepy sort of way].',
            '"[I learned something tonight|Tonight taught me something], {caddress}," {H} [told|whispered to] {c}. "{lessonquote}." {C} [did not argue|seemed to think so too].',
          ],
          {
            ...characterTokens('c', friend, random),
            // "You know what, little mouse?", not "…, the mouse?"
            caddress: friend.short.replace(/^the /, 'little '),
          },
        );
      else
        b.say([
          '"{lessonquote}," {H} [whispered|murmured] [to {themselves}|into the dark], and [smiled|found that {they} meant it].',
        ]);
    }
  } else if (plan.lesson && 'topic' in plan.lesson) {
    b.say(['{H} [thought|reckoned] that tonight had been all about {lessontopic}, really.']);
  }
  // A thing that was never lost is not "glad to have it back"; a lift is not taken home.
  if (plan.focus.object)
    b.say(
      plan.problem === 'secret' || isFixed(plan.focus.object)
        ? [
            '{H} [looked back at|gave one last look at] {x} [on the way out|before going], [as if saying goodnight to an old friend|and smiled].',
            '{X} looked just the same as ever. But {H} knew {xits} secret now, and that made all the difference.',
          ]
        : USES[plan.focus.object.use ?? 'carry'].after,
    );
  if (heroes.length > 1)
    b.say([
      '"We did it!" cried {Hero2}. "We did it together," said {Hero1}.',
      '{Hero1} and {Hero2} [high-fived|hugged], grinning [from ear to ear|all over their faces].',
    ]);

  // Home, and sleep.
  b.paragraph(`${heroes[0]}'s bedroom`, 'calm', [...heroes, ...fromHome.map((c) => c.short)], []);
  const atHome = plan.setting.facts.family === 'home';
  if (atHome)
    b.say([
      '[Later|At last|Not long after], {H} [padded|went|climbed the stairs] up to bed, [yawning|stifling a yawn|yawning enormous yawns] [all the way|at every step].',
      'The house [grew quiet|settled down for the night], [one light at a time|room by room], and {H} [was more than ready for bed|could hardly keep {their} eyes open].',
    ]);
  else
    b.say([
      '[The way home|The walk back|Going home] was [quiet|hushed|slow|sleepy], [and the stars came out|with a star or two coming out|under a sky full of stars|with the moon for company] [one by one|above the rooftops|as {they} went|over the chimneys].',
      '[By the time|When|Once] {H} [got home|reached the front door|was home again], [the moon was up|the moon had risen|the street lamps were lit|it was properly dark], and {p} {pwas} [far behind|fast asleep|quiet at last|a whole adventure away].',
      '[Home they went|Home went {H}], [past the sleeping gardens|under the street lamps|along the dark lane|by the quiet road], [yawning|stifling yawns|yawning enormous yawns] [all the way|the whole way|at every step].',
      '[The night was|The air was|Everything was] [soft|cool|still] [as {H} headed home|on the way back|all the way home], [and {their} feet felt heavy|and {their} eyelids felt heavier and heavier|and bed had never seemed so inviting].',
    ]);
  away.forEach((c) =>
    b.maybe(
      // Family goes home too: nobody waves them goodbye at the gate.
      c.family
        ? atHome
          ? ['{C} [was yawning too|went up to bed as well, yawning].']
          : [
              '{C} [yawned|was yawning] all the way home too.',
              '{C} was [already half asleep|nearly asleep on {cits} feet] by the time they got in.',
            ]
        : c.person
          ? [
              '"[Goodnight|Sleep well], {H}," called {C} [from the doorway|with a wave].',
              '{C} waved goodbye [at the gate|from the step], [still smiling|yawning].',
              '"[Same time next week?|Don’t do anything I wouldn’t do,|Well, that was an evening,]" {C} [called after {them}|said with a grin], and [waved|was gone].',
            ]
          : [
              '[Behind them|Far behind|Back at {p}], {c} {cvoice} [one last goodnight|a sleepy goodbye|once, softly].',
              '[Far behind|Back at {p}|Behind them], {c} [settled down|curled up|made ready] for the night [with a last {csound}|and tucked in {cits} head|and was soon fast asleep].',
              '{H} [looked back once|turned round at the corner]. {C} was still there, [watching them go|a small shape in the dark], and then [was not|went to bed too].',
            ],
      characterTokens('c', c, random),
    ),
  );
  if (chapter)
    b.say([
      '{younger}[At home|Back home|Indoors], [the hall light|a lamp|the landing light] was [still on|left on|glowing], and [a mug of warm milk|a plate of toast|a hot-water bottle|a folded blanket] [was waiting|sat ready|had been left] [on the table|by the stairs|on the bed].',
      '{older}[At home|Back home], [the hall light was still on|a lamp had been left on], and [someone had left a plate of toast under a tea towel|a note on the stairs said “Sleep well”].',
      'Home [smelled of toast and soap|was warm and yellow with lamplight|was quiet and ordinary and lovely|felt smaller and cosier than before], [and the stairs creaked their usual goodnight|and everything was where it should be|and somebody had left the landing light on|and the clock ticked as if nothing had happened].',
      '[The front door clicked shut|The key turned in the lock] [behind {them}|at last], and [the house wrapped round {H} like a blanket|the ordinary smells of home were waiting|it was as if the evening had never happened].',
      '[Shoes off,|Coat on the hook,] [teeth brushed,|face washed,] [and straight up the stairs|and up to bed]: {H} [did not need telling twice|for once needed no reminding].',
    ]);
  for (const c of fromHome)
    b.say(
      [
        '{C} [curled up|snuggled down] at the foot of the bed.',
        '{C} {cwas} already [yawning|half asleep] on the pillow.',
      ],
      characterTokens('c', c, random),
    );
  b.say(
    older
      ? [
          '{H} [lay awake for a while|stared at the ceiling for a long time|read the same page three times], [thinking about {p}|going over the whole evening|turning the night over and over], and [fell asleep with the light still on|was asleep before {they} knew it|slept better than {they} had in weeks].',
          'Sleep, when it came, [came quickly|was deep and dreamless|was full of {p}], and {H} [did not fight it|let it come].',
          '{H} [meant to stay awake|tried to stay up] [and think it all through|and remember every detail|a little longer], [but {their} eyes had other ideas|but the pillow won|but sleep got there first].',
          'The last thing {H} [saw|remembered] before sleep was [the crack of light under the door|the glow of the street lamp on the curtains|the shape of {their} own hand on the quilt], and [the last thing {they} thought about|what {they} thought of last] was {p}.',
          '[Tomorrow|In the morning] there would be [questions|explaining to do|breakfast, and school, and ordinary things]. [Tonight|For now], {H} [just closed {their} eyes|simply slept|let the day go].',
        ]
      : [
          '{H} [snuggled|burrowed|curled up] [under the covers|under the quilt|into bed|beneath the blankets], [thinking about {p}|still smiling about {p}|dreaming already of {p}|with {p} still in {their} head], and [drifted off|was soon fast asleep|fell asleep in no time|was asleep before the light went out].',
          'And {H}, [warm and sleepy|snug and tired|cosy at last|full of the night], [closed {their} eyes|let {their} eyes close|snuggled down] and [dreamed of {p}|was soon back at {p}, in a dream|drifted off, thinking of {p}|slept, and dreamed the whole thing again].',
        ],
  );
  // Longer stories need their words; a picture book needs its place named more often.
  // A chapter keeps every anchor it can: it needs words to spare (plot/write-chapter.ts).
  const anchorShare =
    { 'early-chapter': 0.65, 'picture-book': 0.85 }[plan.band as string] ?? (plan.fresh ? 1 : 0.7);
  const inside = takesIn({ short: plan.setting.short, family: plan.setting.facts.family });
  b.anchor(
    at,
    placeNames(plan),
    [
      'All around {p}, {sound}.',
      '{P} [felt|seemed|{pwas}] [very still|hushed|quiet|calm] [for a moment|for a heartbeat|just then|all of a sudden], and {sound}.',
      'Across {p}, {sound}, [and then it was quiet|and then all was still].',
      '[Meanwhile|All the while|Still|Around them], {p} [kept its secrets|watched and waited|held its breath|waited quietly|gave nothing away]: {sight}, {sight2}.',
      // Under a roof there is no sky to darken.
      ...(hasRoof({ short: plan.setting.short, family: plan.setting.facts.family })
        ? [
            '[In|All through|Everywhere in] {p}, the [lamps|lights] [glowed|hummed|flickered] [softly|low], and {sound}.',
            '{P} [had gone quiet|{pwas} hushed|{pwas} still] [for a while|just then|at last], and {sound}.',
          ]
        : [
            '[Over|Above|High over] {p}, the sky [darkened|deepened|dimmed|turned] [a shade|a little|to blue|to violet|to ink], and {sound}.',
            '{P} [lay quiet|{pwas} still|{pwas} hushed|had gone quiet|{pwas} calm] [in the dusk|in the half-light|in the fading light|as the light went|under the darkening sky|for a while], and {sound}.',
            'The [light|sky|glow] [over|above] {p} [was fading|had turned gold|went pink|grew dim], and {sound}.',
          ]),
    ],
    anchorShare,
    // A chapter needs its words to leave out what an earlier chapter said (plot/write-chapter.ts).
    plan.fresh
      ? undefined
      : {
          templates: inside
            ? ['In {p}, ', 'Back in {p}, ', 'Inside {p}, ', 'Over in the far corner of {p}, ']
            : ['At {p}, ', 'Back at {p}, ', 'Over at {p}, ', 'On the far side of {p}, '],
          subjects: heroes,
          // Stories are written long and trimmed to length; short of that, the sentence is kept.
          enoughWords: Math.round(WORD_RANGES[plan.band].min * 1.08),
        },
  );
  return b;
}

/** Finds the story's place named in a sentence: "the duck pond", "the pond", "pond". */
export function placeNames(plan: StoryPlan): RegExp {
  const head = plan.setting.short.replace(/^the /, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}])${head}(?![\\p{L}])`, 'iu');
}

/** Who the hero is, for chapter books: a trait the genre will need. */
const HERO_TRAITS: Readonly<Record<StoryPlan['genre'], readonly string[]>> = {
  Mystery: [
    '{H} noticed things other people missed: [a sock under the sofa, a new scratch on the door|who had had the last biscuit, and who was pretending they hadn’t].',
    '{H} [kept a notebook of small mysteries, most of them solved|liked puzzles better than almost anything, and solved most of them].',
  ],
  Adventure: [
    '{H} [had climbed every tree in the garden, some of them twice|had never met a puddle {they} didn’t want to cross].',
    '{H} [liked maps, boots and the word “expedition”|was the first to say yes to anything with a map in it].',
  ],
  Comedy: [
    '{H} [could make anyone laugh, even grumpy grown-ups|had a laugh that made other people laugh, even on rainy Mondays].',
    'Funny things [always seemed to happen near {H}, nobody knew why|followed {H} about, like ducks follow bread].',
  ],
  Fantasy: [
    '{H} [had always believed in magic, quietly, without making a fuss about it|was sure that magic was real, and kept an eye out for it everywhere].',
    '{H} [liked stories with dragons in them, and secretly hoped one might be true|read fairy tales under the covers by torchlight].',
  ],
  'Sci-Fi': [
    '{H} [took things apart to see how they worked, and usually put them back together|kept a notebook of experiments, most of which had gone wrong in interesting ways].',
    '{H} [knew the names of the planets in order, and a good many moons too|wanted to be an inventor, and was already practising].',
  ],
};

const BAND_ORDER = ['toddler', 'picture-book', 'early-chapter', 'middle-grade', 'teen'];

function isString(value: string | undefined): value is string {
  return typeof value === 'string';
}

function showFocus(b: StoryBuilder, plan: StoryPlan): void {
  b.show(plan.focus.object?.typed ?? plan.focus.character?.typed, plan.focus.character?.short);
}

/** Lines that would be untrue of a hero who uses a wheelchair, crutches or a walker. */
function untrueOfHero(plan: StoryPlan): ((text: string) => boolean) | undefined {
  const wheels = plan.elements.some(
    (e) => e.owner?.hero && e.aid && ['wheelchair', 'crutches', 'walker'].includes(e.aid),
  );
  if (!wheels) return undefined;
  const heroes = plan.heroes.map((h) => h.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  const legs =
    /\b(?:climb(?:ed|ing)?|ran|run|running|walk(?:ed|ing)?|feet|foot|legs?|tiptoed|tiptoe|jump(?:ed)?|hopp(?:ed)?|marched|stomped|skipped|crept|padded|waded|kicked|knelt|knees?|stepped|steps?|strode|dashed|sprinted)\b/i;
  const about = new RegExp(`\\b(?:${heroes}|he|she|they|his|her|their)\\b`);
  return (text) => about.test(text) && legs.test(text);
}

/** A thing done, not held ("Dad's terrible jokes"): its owner (or the hero) does it. */
function sayHabit(
  b: StoryBuilder,
  habit: StoryPlan['habits'][number],
  when: 'middle' | 'climax',
  random: Random,
) {
  const lines = HABITS[habit.element.habit ?? ''];
  if (!lines) return;
  b.show(habit.element.typed);
  const who = habit.who;
  if (!who) {
    // The hero's own: {O} is the hero; {doing} is what the parent typed ("baking cookies").
    b.say(
      lines[when].map((line) =>
        line
          .replace(/\{O\}/g, '{H}')
          .replace(/\{otheir\}/g, '{their}')
          .replace(/\{doing\}/g, habit.element.short),
      ),
    );
    return;
  }
  const their = who.pronoun === 'he' ? 'his' : who.pronoun === 'she' ? 'her' : 'their';
  b.say(lines[when], { ...characterTokens('c', who, random), O: who.short, otheir: their });
}

/**
 * The lines that follow from the twist, with who it is about as `{t}`: the character the parent
 * typed when the twist names them ("the goose" is Colonel), else the twist's own subject.
 */
function turnOfTwist(
  plan: StoryPlan,
  subject: string | null,
  random: Random,
): { lines: TwistTurn; tokens: Record<string, TokenValue> } | null {
  if (plan.twist?.kind !== 'clause' || subject === null) return null;
  const sought = plan.focus.object?.short ?? plan.focus.character?.short;
  const lines = twistTurn(twistText(plan), sought);
  if (!lines) return null;
  const bare = subject.toLowerCase().replace(/^the /, '');
  const about = characterOfTwist(plan, subject);
  // "the strange name" of "a card with a strange name on it" is the card's: the card is held.
  const thing = plan.focus.object;
  const noun = bare.split(' ').pop() ?? '';
  const ofThing =
    !about &&
    thing !== undefined &&
    (noun === thing.head.toLowerCase() ||
      new RegExp(`\\b${escapeRegExp(noun)}\\b`, 'i').test(thing.oddity ?? ''));
  const plural = /s$/.test(bare) && !/ss$/.test(bare);
  const tokens: Record<string, TokenValue> = about
    ? characterTokens('t', about, random)
    : ofThing && thing
      ? {
          t: thing.short,
          T: thing.short.replace(/^\p{Ll}/u, (l) => l.toUpperCase()),
          tit: thing.plural ? 'they' : 'it',
          tthem: thing.plural ? 'them' : 'it',
          tits: thing.plural ? 'their' : 'its',
          twas: thing.plural ? 'were' : 'was',
        }
      : {
          t: subject,
          tit: plural ? 'they' : 'it',
          tthem: plural ? 'them' : 'it',
          tits: plural ? 'their' : 'its',
          twas: plural ? 'were' : 'was',
        };
  if (lines.owner) {
    const owner = plan.characters.find(
      (c) => c.short.toLowerCase() === lines.owner?.toLowerCase() || c.first === lines.owner,
    );
    Object.assign(
      tokens,
      owner
        ? { o: owner.short, O: owner.short }
        : { o: lines.owner, O: lines.owner.replace(/^\p{Ll}/u, (l) => l.toUpperCase()) },
    );
  }
  if (lines.object) {
    tokens.tobj = lines.object.words;
    tokens.tobjwas = lines.object.was;
    tokens.tobjit = lines.object.was === 'were' ? 'them' : 'it';
  }
  // Why the strange thing was strange, now the twist is told (plot/secrets.ts).
  if (thing && plan.problem === 'secret' && (ofThing || (lines.object && thing.oddity)))
    tokens.odd = oddityOf(thing);
  return { lines, tokens };
}

/** The character the twist is about: "the crow" is Ash when Ash is the crow the parent typed. */
function characterOfTwist(plan: StoryPlan, subject: string | null): Character | undefined {
  if (subject === null) return undefined;
  const bare = subject.toLowerCase().replace(/^the /, '');
  return plan.characters.find(
    (c) =>
      c.short.toLowerCase().replace(/^the /, '') === bare ||
      (c.typed ?? '').toLowerCase().split(/\s+/).includes(bare),
  );
}

/** How a day's weather or a storm is told as the day the story happens on. */
const WEATHER_LINES: ReadonlyArray<[RegExp, string]> = [
  [
    /\b(?:rain|rainy|wet|drizzly|showers?)\b/i,
    'It was {styped}, and rain ran down the windows in wriggly lines.',
  ],
  [
    /\b(?:snow|snowy|blizzard|frosty|icy)\b/i,
    'It was {styped}, and everything outside had gone soft and white.',
  ],
  [
    /\b(?:wind|windy|gale|breezy)\b/i,
    'It was {styped}, and the wind rattled the letterbox and tugged at the trees.',
  ],
  [
    /\b(?:storm|stormy|thunder|thunderstorm|lightning)\b/i,
    'Outside there was {styped}: thunder grumbled far off, and the windows flickered white.',
  ],
  [
    /\b(?:fog|foggy|mist|misty)\b/i,
    'It was {styped}, and the fog had rubbed out the end of the street.',
  ],
  [/\b(?:sun|sunny|hot|heatwave)\b/i, 'It was {styped}, warm right into the evening.'],
];

function weatherOf(sky: { typed: string }): string | undefined {
  return WEATHER_LINES.find(([words]) => words.test(sky.typed))?.[1];
}

/** What the twist is about ("the cat", "the map"), said before the twist is told. */
function twistHint(plan: StoryPlan): string | null {
  const twist = plan.twist;
  if (!twist) return null;
  if (twist.kind === 'clause') return twist.subject;
  if (twist.kind === 'thing') return twist.phrase.definite;
  return null;
}

/** A token's own words with the story's tokens in them ("find {x}" → "find the cookbook"). */
function withTokens(words: string, tokens: Readonly<Record<string, TokenValue>>): string {
  return words.replace(/\{(\w+)\}/g, (_m, key: string) => {
    const v = tokens[key];
    return typeof v === 'function' ? v() : (v ?? '');
  });
}

/** Why a strange thing is strange, when the parent's twist does not say. */
const SECRET_ANSWERS: readonly string[] = [
  'somebody had made {xthem} that way on purpose, long ago, as a message for whoever stopped to notice',
  '{xit} had been keeping the same secret for years and years, and all it had ever needed was someone who would ask the right question',
  'it was a clue left by someone who had loved {p} long before, for the next curious child to find',
];

const GOALS: Readonly<Record<StoryPlan['problem'], string[]>> = {
  missing: ['find {x}', 'solve the mystery', 'track down {x}', 'get to the bottom of it'],
  runaway: ['catch {x}', 'put things right', 'stop {x} for good', 'bring {x} back'],
  rescue: ['help {c}', 'bring {c} home', 'get {c} safely home'],
  enchantment: ['save the magic', 'keep the magic alive', 'put the magic right'],
  invention: ['fix {x}', 'get {x} working', 'make {x} work again'],
  secret: ['find out the secret of {x}', 'solve the mystery', 'get to the bottom of it'],
};

export function storyTokens(
  plan: StoryPlan,
  random: Random,
  pronouns: Pronouns | undefined,
): Record<string, TokenValue> {
  const hero = plan.heroes[0] ?? '';
  const facts = plan.setting.facts;
  // Each detail once before any is said again, and never the same one twice in a row.
  const take = (list: readonly string[]) => {
    let left = [...list];
    let last: string | undefined;
    return () => {
      if (left.length === 0) left = list.length > 1 ? list.filter((x) => x !== last) : [...list];
      const item = random.pick(left);
      left = left.filter((x) => x !== item);
      last = item;
      return item;
    };
  };
  const sight = take(facts.sights);
  const sound = take(facts.sounds);
  // Where the missing thing turns up: where the twist says ("in the dolls' house"), else one of
  // the place's hiding places; a false lead never goes to the twist's place first.
  const twistPlace = whereInTwist(plan);
  const pool = twistPlace
    ? facts.hiding.filter((h) => lastWord(h) !== lastWord(twistPlace))
    : facts.hiding;
  const hide = take(pool.length > 0 ? pool : facts.hiding);
  // Chosen only when a line needs it, so other stories draw from the random stream as before.
  let foundAt: string | undefined;
  const found = () => (foundAt ??= twistPlace ?? hide());
  // A false lead never looks where the thing turns up (a search of the returns box finding nothing, then the paper there).
  const elsewhere = () => {
    const at = found();
    for (let tries = 0; tries < 4; tries++) {
      const place = hide();
      if (place !== at) return place;
    }
    return hide();
  };
  const hard = take(facts.hard);
  const P = mentioned(plan.setting.first, plan.setting.short);
  const tokens: Record<string, TokenValue> = {
    ...heroTokens(plan.heroes, plan.heroes.length > 1 ? 'they' : pronouns),

    Hero1: hero,
    Hero2: plan.heroes[1] ?? hero,
    firsttheir: plan.heroPronouns[0] ? possessivePronoun(plan.heroPronouns[0]) : 'their',
    p: P,
    pshort: plan.setting.short.replace(/^the /, ''),
    pwas: /s$/.test(plan.setting.short) && !/(ss|us|is)$/.test(plan.setting.short) ? 'were' : 'was',
    sight,
    sight2: sight,
    sight3: sight,
    sound,
    sound2: sound,
    hide,
    hide2: hide,
    found,
    elsewhere,
    hard,
    time: plan.setting.time ?? 'evening',
    setoff: plan.setting.facts.near ? 'hurried to' : 'set off for',
  };
  const focusChar =
    plan.focus.character ?? plan.characters.find((c) => !c.fromHome) ?? plan.characters[0];
  if (focusChar) Object.assign(tokens, characterTokens('c', focusChar, random));
  // A second character: another met on the way, else the companion from home.
  const second =
    plan.characters.find((c) => c !== focusChar && !c.fromHome) ??
    plan.characters.find((c) => c !== focusChar);
  if (second) Object.assign(tokens, characterTokens('d', second, random));
  if (plan.focus.object) Object.assign(tokens, objectTokens('x', plan.focus.object, hero, random));
  if (plan.tool.object) Object.assign(tokens, objectTokens('y', plan.tool.object, hero, random));
  const goals = GOALS[plan.problem].filter(
    (g) => (!g.includes('{x}') || plan.focus.object) && (!g.includes('{c}') || focusChar),
  );
  const goal = random.pick(goals.length > 0 ? goals : ['put things right']);
  tokens.goal = () => withTokens(goal, tokens);
  // "Everyone had a different idea" needs an everyone: a shop, a school, a town, or two met.
  const crowded =
    ['town', 'shop', 'school'].includes(plan.setting.facts.family) ||
    plan.characters.filter((c) => !c.fromHome && c.person).length >= 2;
  tokens[GENRE_TOKEN[plan.genre]] = '';
  if (plan.setting.facts.near || plan.setting.facts.family === 'home') tokens.near = '';
  if (plan.band === 'middle-grade' || plan.band === 'teen') tokens.older = '';
  else tokens.younger = '';
  if (crowded) tokens.crowd = '';
  else tokens.alone = '';
  if (plan.twist) tokens.twist = twistText(plan);
  // The secret of a strange thing (plot/secrets.ts): the twist is its answer when there is one.
  if (plan.problem === 'secret' && plan.focus.object) {
    tokens.xodd = oddityOf(plan.focus.object);
    // Lines for a thing that stays put (seen at the place) or one that can be held (found at home).
    if (isFixed(plan.focus.object)) tokens.xfixed = '';
    else tokens.xcarry = '';
    // A token that says nothing: it only lets the lines that follow a told twist be chosen.
    if (plan.twist) tokens.xsolved = '';
    else {
      const answer = random.pick(SECRET_ANSWERS);
      tokens.xanswer = () => withTokens(answer, tokens);
    }
  }
  if (twistHint(plan)) tokens.twistsubject = twistHint(plan) ?? '';
  if (plan.twist) tokens.twisthint = joinList(twistNounPhrases(plan));
  // Said inside a line that adds its own punctuation: "It's okay to feel scared," said Colonel.
  if (plan.lesson && 'quote' in plan.lesson)
    tokens.lessonquote = plan.lesson.quote.replace(/"/g, '').replace(/[.!]+$/, '');
  // The same words inside a sentence: "…and knew something new: it's okay to feel scared."
  if (plan.lesson && 'quote' in plan.lesson) {
    const quote = String(tokens.lessonquote);
    tokens.lessonclause = /^(?:I\b|I’|I')/.test(quote)
      ? quote
      : quote.charAt(0).toLowerCase() + quote.slice(1);
  }
  if (plan.lesson && 'topic' in plan.lesson) tokens.lessontopic = plan.lesson.topic;
  return tokens;
}

/**
 * The things the twist is about, each with its own words ("the goose", "the cake tin"), to be seen
 * before the twist is told: who it is about (before its verb) and where things are (after "in",
 * "behind"…) — never what the twist reveals them to be ("the librarian was *the thief*").
 */
function twistNounPhrases(plan: StoryPlan): string[] {
  const twist = plan.twist;
  if (!twist) return [];
  const text =
    twist.kind === 'clause'
      ? twist.clause
      : twist.kind === 'sentences'
        ? twist.text
        : twist.phrase.indefinite;
  const words = text.replace(/[.!?,;:]/g, '').split(/\s+/);
  const noun = (word: string | undefined) => {
    const w = (word ?? '').toLowerCase().replace(/['’]s$/, '');
    return w.length >= 3 && [CREATURES, THINGS, PERSONS, PLACES].some((set) => set.has(w));
  };
  // Where a seen phrase may stand: the subject (before the first verb) or after a preposition.
  const firstVerb = words.findIndex((w) => VERBISH.test(w.toLowerCase()));
  const phrases: string[] = [];
  words.forEach((word, i) => {
    // The head of a noun phrase: a known noun not followed by another ("the cake tin": "tin").
    if (!noun(word) || noun(words[i + 1]) || /['’]s$/.test(word)) return;
    // …or by a word that makes it a compound we don't know: "the baby monitor".
    const next = words[i + 1] ?? '';
    // …or by a name: "Auntie Jo".
    const end =
      (/^\p{Ll}{3,}$/u.test(next) && !NOT_NOUNS.test(next) && !VERBISH.test(next)) ||
      /^\p{Lu}\p{Ll}+$/u.test(next)
        ? i + 1
        : i;
    let from = i;
    while (from > 0 && i - from < 3) {
      const before = (words[from - 1] ?? '').toLowerCase();
      if (noun(before) || ADJECTIVES.has(before) || /['’]s$/.test(before)) from -= 1;
      else break;
    }
    const lead = (words[from - 1] ?? '').toLowerCase();
    const determined = /^(the|a|an|his|her|their|its|my|our)$/.test(lead);
    const start = determined ? from - 1 : from;
    const inSubject = firstVerb < 0 || i < firstVerb;
    const afterPreposition = PREPOSITIONS.test((words[start - 1] ?? '').toLowerCase());
    // "…was a giant lantern": a thing to glimpse before; "…was the thief": the answer itself.
    const predicate = determined && !ROLES.test(word.toLowerCase());
    if (!inSubject && !afterPreposition && !predicate) return;
    const phrase = words.slice(start, end + 1).join(' ');
    const proper = /^\p{Lu}/u.test(words[from] ?? '');
    phrases.push(determined ? phrase : proper ? phrase : `the ${phrase}`);
  });
  // The missing thing itself cannot be seen before it is found: the clue is what is around it.
  const missing = plan.problem === 'missing' ? plan.focus.object?.head : undefined;
  const clues = [...new Set(phrases)].filter((phrase) => !missing || !phrase.endsWith(missing));
  if (clues.length > 0) return clues.slice(0, 3);
  const subject = twistHint(plan);
  if (subject && (!missing || !subject.endsWith(missing))) return [subject];
  if (missing) {
    // "…on the keeper's hook the whole time": the place it was is the clue.
    const around = [
      ...text.matchAll(/\b(?:the|a|an|his|her|their)\s+(?:[\p{L}'’-]+\s+)?[\p{L}-]+/gu),
    ]
      .map((m) => m[0])
      // "the boat was" from "the boat was magic" is the missing thing again, not what was around it.
      .filter(
        (p) =>
          !p.split(/\s+/).includes(missing) &&
          !VERBISH.test(p.split(/\s+/).pop() ?? '') &&
          !/\b(whole|time|way|end)$/.test(p),
      );
    const last = around[around.length - 1];
    if (last) return [last];
  }
  return [twistHint(plan) ?? 'something small'];
}

/** Words that end a twist's subject: its verb ("was", "had", "could", "ends"). */
const VERBISH =
  /^(?:was|were|is|are|had|has|have|did|does|do|could|can|would|will|should|might|must|been|ends|ended|turned|turns|became|belonged|belongs|found|finds|won|wins|took|takes|got|gets|made|makes|knew|knows|hid|hides|ate|eats|[a-z]+ed)$/;
/** Words that cannot carry on a noun phrase: "the cake *all* along", "the map *when*…". */
const NOT_NOUNS =
  /^(?:all|along|too|and|or|but|when|while|because|who|which|that|then|there|the|a|an|after|before|again|instead|really|actually|very|just|still|also|first|last|whole|time|in|inside|under|behind|beneath|on|by|near|from|with|at|into|of|for|to|up|down|out|off|over|away)$/;
/** What a twist may reveal someone to be: seen before, it would give the answer away. */
const ROLES = /^(?:thief|culprit|robber|burglar|spy|villain|traitor|baddie|criminal|liar)$/;
/** Words after which a phrase says where something is, or who did it. */
const PREPOSITIONS = /^(?:in|inside|under|behind|beneath|on|by|near|from|with|at|into|under)$/;

/** "…hidden it in the dolls' house": where the twist puts things, as a phrase, if it says. */
function whereInTwist(plan: StoryPlan): string | undefined {
  const twist = plan.twist;
  if (!twist || plan.problem !== 'missing') return undefined;
  const text =
    twist.kind === 'clause' ? twist.clause : twist.kind === 'sentences' ? twist.text : '';
  const match =
    /\b(in|inside|under|behind|beneath|on top of|on)\s+((?:the|a|an|his|her|their|its)\s+[^.,!?]+?)(?=\s+(?:the whole time|all along|all evening|all night)\b|[.,!?]|$)/iu.exec(
      text,
    );
  return match ? `${match[1]} ${match[2]}` : undefined;
}

function lastWord(phrase: string): string {
  return (phrase.split(/\s+/).pop() ?? '').replace(/[’']/g, "'").toLowerCase();
}

/** The twist as a sentence; "it" left without a referent becomes the thing the story is about. */
function twistText(plan: StoryPlan): string {
  const twist = plan.twist;
  if (!twist) return '';
  const thing = plan.focus.object?.short ?? plan.focus.character?.short;
  // "…had been sleeping on it": "it" is the thing everyone was looking for.
  const fixIt = (text: string) => (thing ? text.replace(/(?<=\p{L} )it\b(?!')/u, thing) : text);
  if (twist.kind === 'clause') return `${fixIt(twist.clause)}${twist.exclaim ? '!' : '.'}`;
  if (twist.kind === 'sentences') return fixIt(twist.text);
  return `it was ${twist.phrase.indefinite} all along.`;
}
