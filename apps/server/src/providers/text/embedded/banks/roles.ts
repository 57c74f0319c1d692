import type { Line } from './types';

/**
 * Lines for an element's role in the plot (element-roles.ts), with focus tokens as in meetings.ts.
 * People and named friends get their name where others get "it".
 */

/** Met on the way and in need: said at the meeting, so the help at the end follows from it. */
export const HELPED_NEEDS: readonly Line[] = [
  "{The} looked [worried|a little lost|rather glum|close to tears]. \"[Oh, please|Excuse me|Oh dear|Hello], [could|would|can] you [help {us}|lend {us} a hand|help {us} find {our} way]?\" {it} asked [in a small voice|hopefully|shyly]. \"[{We} can't find the way home|{We} have lost {our} way back|{We} don't know which way is home|{We} can't find {our} way home][, and it's getting dark|, not anywhere|, and {we're} so sleepy|].\"",
  '"[Thank goodness|Oh, how lucky|What a relief|Oh, hooray] you [came|are here|found {us}]," [sighed|whispered|said] {the}. "[{We} wandered off|{We} followed a firefly|{We} took a wrong turn|{We} chased a moth] [and|and so] [lost the way home|can\'t find {our} way back|don\'t know where home is now]."',
  '[It was plain to see|{hero} could tell at once|Anyone could see] that {the} [{was} lost|had wandered far from home|did not know the way back], and {hero} [promised to help|held out a hand|said they would find the way home together].',
  '{The} had been [waiting|hoping|wishing] for [someone kind|a friend|a helper] to come along, because {it} [had lost the way home|{was} far from home and getting sleepy|could not find the path back].',
];

/** The one who needed help, taken home: part of putting things right. */
export const HELPED_RESOLUTIONS: readonly Line[] = [
  '[And|Best of all,|Then] {hero} made sure {the} [got home safe and sound|found the way home|{was} back where {it} belonged] [too|as well], and {the} [beamed|sighed with relief|could not stop saying thank you].',
  '{The}, who had been lost [all night|for so long|since sunset], [{was} home at last|{was} smiling again|gave {hero} the biggest hug], because {hero} had [not forgotten {them}|stayed to help|shown the way].',
  '[On the way back|Before anything else|Last of all], {hero} [walked|went] with {the} [all the way home|home, right to the door|until {it} {was} safely home], [just as {hero} had said|as good friends do|every step of the way].',
];

/** The thing the hero wished for, given at the end as a thank-you. */
export const REWARDS: readonly Line[] = [
  '[To say thank you|As a thank-you|Before {hero} set off home], [everyone|everybody there] gave {hero} {a}[, the very thing {hero} had wished for|, just as {hero} had hoped|, wrapped in a ribbon]!',
  '"[This is for you|We want you to have this|For the bravest helper of all]," [everyone said|said a small voice], and [there|in {hero}\'s hands|tied with string] {was} {a}. {hero} could hardly believe it.',
  '[And then came|Then along came|Last of all came] the [best|loveliest|happiest] [present|thank-you|gift] of [the night|the whole adventure|all]: {a}, [all for {hero}|as a reward|to keep|with a bow on top], [just as {hero} had dreamed|exactly as {hero} had wished|the very thing {hero} had hoped for|and {hero} gasped with joy].',
];

/**
 * Seeing the place the hero longed for, once things are put right: the plot's own trouble happens
 * where its skeleton sets it, so the destination is the reward of the ending, not a second scene
 * of the climax.
 */
export const DESTINATION_VISITS: readonly Line[] = [
  '[With everything put right|Now that all was well again|When the fuss was over|Once everyone was happy again], there was [just|still] time for one last [wish|treat|surprise]: {hero} [went to see|visited|set off for|was taken to] {the}[, the place {hero} had [wished to see|dreamed about|longed to visit] [for so long|all along|since the very beginning]|, at long last|].',
  '[And then, at last|Then, best of all|Last of all|And after that], {hero} [reached|came to|arrived at|got to see] {the}[, quiet under the stars|, glowing in the moonlight|, just as {hero} had imagined|, even lovelier than in the pictures|, all lit up|].',
  '[On the way back|Before going home|As a last treat|Just before bedtime], the [path|road|way|lane] [led|wound|ran|curled] [right past|straight to|close by|up to] {the}, and {hero} [stood and gazed for a long, happy moment|could hardly believe it|smiled a slow, happy smile|gasped|clapped both hands].',
  '{hero} had [dreamed of|wished for|talked about|drawn pictures of] {the} [for so long|all week|since the very beginning|for ages], and [now, at last, the wish came true|tonight, at last, there {hero} was|the real thing was even better|here it was, for real].',
  '[Everyone agreed|It was decided|Somebody said] that the [bravest|kindest|cleverest] [helper|explorer|friend] of the night should see {the}[ before bed| at last| as a thank-you|], and so {hero} did.',
  '[The last stop|The very last stop|One more stop|The final stop] of the [night|adventure|evening] was {the}[, and {hero} [skipped|ran|hurried] the last few steps|, which {hero} had wished for all along|].',
];

/** A moment at the destination, after the visit line. */
export const DESTINATION_MOMENTS: readonly Line[] = [
  '{hero} [took a deep breath|stood very still|sat down for a moment|stopped on the path] and [took it all in|listened to the quiet|looked and looked|counted the lights], [to remember it always|so as never to forget|smiling all the while|feeling very lucky].',
  'It was [every bit as wonderful|even more wonderful|lovelier|bigger and brighter] than {hero} had [imagined|hoped|dreamed][, and worth [every step|the whole long way|all the waiting]|].',
  '[For a little while|For a few quiet minutes|Just for a moment|For as long as a song], {hero} [simply looked|stood and smiled|waved at everything|sat very still], and [the night seemed to smile back|the stars seemed to watch too|nobody said a word|the wind hummed softly].',
];

/** Ages 1–3: the same roles in short, simple sentences. */
export const LITTLE_REUNIONS = {
  intros: [
    'Look! There {was} {the}! {hero} ran to [hug|find|cuddle] {them}.',
    '"{hero}!" called {the}. [Hooray|Yay|Oh, hello]!',
    '[And who was there|Who was waiting|Who was that]? {The}! [Hug, hug, hug|Hooray|Yay]!',
    '[Knock, knock|Peekaboo|Toot, toot]! It was {the}!',
  ],
  details: [
    '{hero} and {the} [held hands|skipped along|went together|hummed a song|sang a song|stomped along][, happy|, side by side|].',
    '{hero} [smiled|laughed|giggled] and [smiled|laughed|giggled].',
    '[Big hug|A big, big hug|Squeeze]! [Hooray|Yay]!',
  ],
} as const;

export const LITTLE_HELPED_NEEDS: readonly Line[] = [
  '{The} {was} [lost|sad|all alone]. "[Help|Oh dear|Boo hoo]," said {the}.',
  '{The} [could not find|had lost|did not know] the [way|road|path] home. "[I will help|Come with me|Don\'t worry]," said {hero}.',
  '"[Where is my home|I want to go home|Which way is home]?" [asked|cried|said] {the}.',
];

export const LITTLE_HELPED_RESOLUTIONS: readonly Line[] = [
  '{hero} took {the} home. [Hooray|Yay]!',
  '{The} {was} home [again|at last]. [Hooray|Thank you, {hero}]!',
  '[Home|Back home|Home, sweet home] [again|at last] for {the}! [Hooray|Yay|Phew]!',
];

export const LITTLE_REWARDS: readonly Line[] = [
  '[And look|Then, surprise|Oh my|Ta-da]! A [present|gift|surprise] for {hero}: {a}!',
  '"[Thank you|This is for you|For you|Here you are]," [said everyone|said all the friends|they said], and [gave {hero} {a}|out came {a}|there {was} {a}].',
  '{hero} [got|was given|had] {a}[, with a bow|, just as {hero} wished|, at last|]! [Hooray|Yay|Wow]!',
];

export const LITTLE_DESTINATION_VISITS: readonly Line[] = [
  '[Then|Next|After that] {hero} [went to see|went to|visited] {the}. [Wow|Ooh]!',
  '[And there|Look, there|And look, there] {was} {the}[, just like {hero} wished|, at last|]. [Wow|Ooh|Hooray]!',
  '{hero} [saw|got to see|visited] {the} [at last|too|before bed]. [Wow|Ooh|Hooray]!',
];
