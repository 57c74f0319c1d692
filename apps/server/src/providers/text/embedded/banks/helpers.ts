import type { ElementKind } from '../noun-phrase';
import type { Line } from './types';

/** How each element joins in when things are put right (focus tokens, as in meetings.ts). */
export const HELPERS: Readonly<Record<ElementKind, readonly Line[]>> = {
  creature: [
    "{The} [helped too|did {its} part|{was} a great help], [cheering {hero} on|staying close every step of the way|never once complaining|keeping everyone's spirits up|with a grin|and a good deal of humming].",
    'Without {the}, {hero} [might|would] never have [managed it|done it|found the way|been brave enough|got this far][, and {hero} knew it|, not in a hundred years|].',
    '"We make a [good|great|wonderful|splendid] team," [said|sighed|laughed] {the}, [beaming|with a happy sigh|grinning from ear to ear|looking very pleased].',
    '{The} had been [brave|clever|patient|kind|quick] [when it mattered most|at just the right moment|all along], and {hero} [said so|made sure to say so|was very proud|gave {them} a grateful smile].',
    '{hero} [smiled|beamed] at {the}, and {the} [smiled|beamed] [back|right back|back even wider].',
    '[Together|Side by side|Between them|As a team], {hero} and {the} [had done it|had put things right|had found a way|had saved the night][, and it felt wonderful|, and they both knew it|].',
    '{The} [knew just what to do|had a clever idea|spotted the answer first], and {hero} [laughed|clapped|cheered] [out loud|with delight|in surprise].',
    'It was {the} who [held the lantern|kept watch|showed the way|whispered the answer], [and {hero} was so glad|while {hero} did the rest|just when it was needed].',
  ],

  thing: [
    '{The} turned out to be [exactly what was needed|more useful than anyone had guessed|just the thing|the missing piece], [just as {hero} had hoped|to everyone’s surprise|which made {hero} laugh].',
    '[Good thing|How lucky|What luck|Thank goodness|It was a mercy] {hero} had [brought {the} along|kept {the} close|not forgotten {the}|held on to {the}|packed {the}][, after all|, just in case|]!',
    '[In the end|When it mattered most|At the very last moment|When it came to it], it was {the} that [made all the difference|saved the day|tipped the balance|did the trick|turned everything around].',
    'Even {the} seemed to [sparkle|glow|shine] a little [brighter|more|prouder], as if {it} knew {it} had helped.',
    '{hero} [held up|lifted|reached for|brought out|took hold of] {the}, and [that was all it took|everything fell into place|the rest was easy|the problem began to melt away|suddenly it all made sense].',
    '[Who would have thought|Nobody would have guessed|{hero} had never imagined|Who could have known] that {the} [could|would|might] [help so much|be so useful|be the answer|matter so much|come in so handy]!',
    '[With a little help from|Thanks to|All because of|And with] {the}, [the hardest part was over|things began to go right|the last piece fell into place|the trickiest bit was done|the rest was simple].',
  ],

  sky: [
    'All the while, {the} kept shining, [lighting the way|showing the path|never dimming once].',
    'Up above, {the} seemed to [smile|glow] [proudly|with joy|approvingly].',
    'The [light|glow] of {the} fell [softly|gently|warmly] over [everything|everyone|the whole place], as if to say, "[Well done|Good job|Bravo]."',
  ],
  place: [
    '[Even|All at once,|Right then,] {the} seemed to [sigh happily|glow a little warmer|settle with relief|hum with joy|brighten up].',
    '[And|Now|Suddenly] {the} felt like the [happiest|cosiest|friendliest|safest] place in the [whole wide world|world|land].',
    'All around {the}, everything grew [calm and bright|peaceful and golden|still and glad] [again|once more|at last].',
  ],
};

/** Saying goodnight to each element at the end of the story. */
export const GOODNIGHTS: Readonly<Record<ElementKind, readonly Line[]>> = {
  creature: [
    '{The} [gave {hero} a gentle hug|waved a sleepy goodbye|gave a drowsy little wave|blew a sleepy goodnight kiss] and [promised|swore|made a sleepy promise] to [visit again soon|come back another night|be there next time|pop by tomorrow].',
    '"[Goodnight|Night-night|Sleep well], {hero}," [yawned|murmured|whispered] {the}, "and [sweet dreams|sleep tight|dream of lovely things|see you in the morning]."',
    '{The} [settled|curled|snuggled] down [close by|nearby|at the foot of the bed|on the rug], already [half asleep|breathing slow and soft|dreaming|snoring softly].',
    '{hero} [whispered|murmured|said softly], "[Goodnight|Night-night|Sleep tight], {name}," and {the} [whispered|said|murmured] it [right back|back, softer still|back with a yawn].',
    '[By now|At last|Long before the clock struck ten|Well before bedtime was over], {the} [{was} snoring very quietly|had curled up in a cosy heap|could hardly keep {its} eyes open|{was} fast asleep and dreaming].',
    '[One last time|Before the lamp went out|As the house grew still|Just before sleep], {hero} and {the} [shared a sleepy smile|touched noses|rubbed noses|said "see you tomorrow"|had a last little whisper|swapped a wink][, very gently|, without a word|].',
  ],
  thing: [
    '{The} stayed [close by|within reach|on the bedside table], [quiet and safe|keeping watch|waiting for morning] as the night grew [still|deep|soft].',
    '{hero} gave {the} one [last|more|final] [look|smile|glance|sleepy look] [before closing both eyes|before snuggling down|before turning over|and then pulled up the quilt].',
    '[Somewhere nearby|Just within reach|On the shelf|By the pillow], {the} [rested|waited|lay still] too, ready for [another day|the next adventure|whatever tomorrow might bring|the morning].',
    '{hero} [tucked|placed|set] {the} [where {it} could be seen from the pillow|safely by the bed|beside the night light], [just in case|to be sure|for the morning].',
    '[In the dark|In the soft glow of the night light|In the moonlight|By the last of the lamplight], {the} [seemed to shine a little|looked almost sleepy|glimmered just once|gave a tiny twinkle|rested quietly].',
  ],
  sky: [
    'Through the window, {the} {was} still shining, [softer now|as gentle as a lullaby|like a night light left on].',
    '{The} kept watch, as {it} always would, [quiet and kind|silver and patient|steady and bright].',
    '{The} glowed [softly|faintly|warmly] over the rooftops, [wishing {hero} goodnight|as if tucking everyone in|until every window was dark].',
    '[High above|Far overhead|Outside], {the} [stayed up|kept shining|lingered] [a little longer|all night|until morning], [just for {hero}|watching the house|humming to itself].',
  ],
  place: [
    'Far away, {the} [grew quiet|settled down|went dark and still] for the night [too|as well|at last].',
    '{hero} would [dream of|remember|think about] {the} [all night long|until morning|over and over][, smiling|, happily|].',
    '[Somewhere|Far off|Miles away], {the} waited, [quiet and still|calm and peaceful|bathed in moonlight], for [another adventure|the next visit|{hero} to come back].',
    '[Whenever|Each time|Every night that] {hero} [closed both eyes|thought of {them}|remembered], {the} [{was} right there|felt close again|came back in dreams].',
    '[One day soon|Some other night|Another time|Before very long], {hero} would [go back to|visit|see|return to] {the} [again|once more][, and that was a lovely thought| — a promise is a promise|, {hero} was sure of it|].',
  ],
};

/** Toddler helpers and goodnights: a few words each. */
export const LITTLE_HELPERS: Readonly<Record<ElementKind, readonly Line[]>> = {
  creature: [
    '{The} helped [too|a lot|just a little].',
    '{The} [clapped|cheered|jumped for joy].',
    '{hero} and {the} [did it|fixed it|made it] [together|as a team].',
    '"[Thank you|Thanks|Yay], {name}," said {hero} [with a hug|with a smile|].',
    '{The} gave {hero} a [big|happy] hug.',
  ],
  thing: [
    '{The} helped [too|a lot|just right].',
    '"Good job, {name}," said {hero}.',
    '{hero} held {the} [tight|close].',
    '{The} [shone|sparkled|wiggled] [with joy|happily].',
  ],
  sky: [
    '{The} shone [on them|down on {hero}|so bright].',
    '{The} [smiled|twinkled] down [at {hero}|on everyone].',
    'Up in the sky, {the} [glowed|winked].',
  ],
  place: [
    '{The} {was} [happy|quiet|sunny] again.',
    'All was [well|calm|happy] again.',
    '{The} [felt|looked] [calm|bright|happy] again.',
  ],
};

export const LITTLE_GOODNIGHTS: Readonly<Record<ElementKind, readonly Line[]>> = {
  creature: [
    '{The} [yawned|went to sleep|closed {its} eyes|nodded off] [too|as well].',
    '"[Goodnight|Night-night|Sleep tight], {hero}," said {the} [softly|sleepily|with a yawn].',
    '{hero} said, "Night-night, {name}."',
    '{The} [curled up|snuggled down|lay down] [to sleep|for the night|close by].',
  ],
  thing: [
    '{The} [stayed|{was}] [close by|near the bed|safe and sound|right there][, too|].',
    '{hero} said, "Night-night, {name}."',
    '{The} [rested|slept|stayed|waited] [by the bed|close by|nearby|on the shelf|by the pillow] [too|as well|all night].',
  ],
  sky: [
    '{The} [shone softly|glowed] [in the sky|at the window|over the house].',
    '{hero} said, "Goodnight, {name}."',
    '{The} [kept watch|said shh] [all night|over {hero}].',
  ],
  place: [
    '{The} [went quiet|went to sleep|was still|said shh|slept|dozed off] [too|as well|at last].',
    '{hero} said, "Goodnight, {name}."',
    'Far away, {the} [slept|went quiet] [too|as well].',
  ],
};
