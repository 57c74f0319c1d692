import type { Line } from './types';

/**
 * Lines for an element's role in the plot (element-roles.ts), with focus tokens as in meetings.ts.
 * People and named friends get their name where others get "it".
 */

/** Met on the way and in need: said at the meeting, so the help at the end follows from it. */
export const HELPED_NEEDS: readonly Line[] = [
  "{The} looked [worried|a little lost|rather glum|close to tears]. \"[Oh, please|Excuse me|Oh dear|Hello], [could|would|can] you [help {us}|lend {us} a hand|help {us} find {our} way]?\" {it} asked [in a small voice|hopefully|shyly]. \"[{We} can't find the way home|{We} have lost {our} way back|{We} don't know which way is home|{We} can't find {our} way home][, and it's getting dark|, not anywhere|, and {we're} so sleepy|].\"",
  '"[Thank goodness|Oh, how lucky|What a relief|Oh, hooray] you [came|are here|found {us}]," [sighed|whispered|said] {the}. "[{We} wandered off|{We} followed a firefly|{We} took a wrong turn|{We} chased a moth] [and|and so] [lost the way home|can\'t find {our} way back|don\'t know where home is now]."',
  '[It was plain to see|{hero} could tell at once|Anyone could see] that {the} [{was} lost|had wandered far from home|did not know the way back], and {hero} [promised to help|said, "We\'ll find your way home."|held out a hand].',
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

/** Reaching the place the hero was heading for, just before the climax. */
export const DESTINATION_ARRIVALS: readonly Line[] = [
  '[At last|Finally|After all that], {hero} [reached|came to|arrived at] {the}, the place {hero} had [wished to see|dreamed about|longed to visit] [for so long|all along|since the very beginning].',
  '[And there {it} {was}|There, at the end of the way, {it} {was}|And suddenly, there {it} {was}|Right ahead {it} {was}]: {the}[, at last|, in the moonlight|, just as {hero} had imagined|, glowing softly|, quiet and waiting].',
  '[Step by step|Little by little|On and on], the way [led|wound|climbed] to {the}, and {hero} [knew this was the place|smiled, because this was where everything would be put right|felt ready].',
];
