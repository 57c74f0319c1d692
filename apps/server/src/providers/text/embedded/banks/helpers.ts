import type { ElementKind } from '../noun-phrase';
import type { Line } from './types';

/** How each element joins in when things are put right (focus tokens, as in meetings.ts). */
export const HELPERS: Readonly<Record<ElementKind, readonly Line[]>> = {
  creature: [
    '{The} helped too, [cheering {hero} on|staying close every step of the way|never once complaining].',
    'Without {the}, {hero} might never have [managed it|done it|found the way].',
    '"We make a [good|great|wonderful] team," said {the}, [beaming|with a happy sigh|grinning from ear to ear].',
    '{The} had been [brave|clever|patient] when it mattered most, and {hero} [said so|made sure to say so|was very proud].',
    '{hero} could not stop smiling at {the}, and {the} could not stop smiling [back|right back].',
  ],
  thing: [
    '{The} turned out to be [exactly what was needed|more useful than anyone had guessed|just the thing].',
    'Good thing {hero} had [brought {the} along|kept {the} close|not forgotten {the}]!',
    'In the end, it was {the} that made [all the difference|the difference].',
    'Even {the} seemed to [sparkle|glow|shine] a little [brighter|more], as if {it} knew {it} had helped.',
  ],
  sky: [
    'All the while, {the} kept shining, [lighting the way|showing the path|never dimming once].',
    'Up above, {the} seemed to [smile|glow] [proudly|with joy|approvingly].',
    'The light of {the} fell [softly|gently] over everything, as if to say, "Well done."',
  ],
  place: [
    '{The} seemed to [sigh happily|glow a little warmer|settle with relief].',
    'And {the} felt like the [happiest|cosiest|friendliest] place in the whole wide world.',
    'All around {the}, everything grew calm and bright [again|once more].',
  ],
};

/** Saying goodnight to each element at the end of the story. */
export const GOODNIGHTS: Readonly<Record<ElementKind, readonly Line[]>> = {
  creature: [
    '{The} [gave {hero} a gentle hug|waved a sleepy goodbye] and promised to [visit again soon|come back another night].',
    '"Goodnight, {hero}," [yawned|murmured|whispered] {the}, "and sweet dreams."',
    '{The} settled down [close by|nearby], already [half asleep|breathing slow and soft|dreaming].',
    '{hero} whispered, "Goodnight, {name}," and {the} whispered it [right back|back, softer still].',
  ],
  thing: [
    '{The} stayed close by, [quiet and safe|keeping watch] as the night grew [still|deep|soft].',
    '{hero} gave {the} one last [look|smile|glance] before closing both eyes.',
    'Somewhere nearby, {the} rested too, ready for [another day|the next adventure].',
  ],
  sky: [
    'Through the window, {the} {was} still shining, [softer now|as gentle as a lullaby].',
    '{The} kept watch, as {it} always would, [quiet and kind|silver and patient].',
    '{The} glowed [softly|faintly] over the rooftops, wishing {hero} goodnight.',
  ],
  place: [
    'Far away, {the} [grew quiet|settled down] for the night [too|as well].',
    '{hero} would dream of {the} [all night long|until morning].',
    'Somewhere, {the} waited, [quiet and still|calm and peaceful], for another adventure.',
  ],
};

/** Toddler helpers and goodnights: a few words each. */
export const LITTLE_HELPERS: Readonly<Record<ElementKind, readonly Line[]>> = {
  creature: [
    '{The} helped [too|a lot|just a little].',
    '{The} [clapped|cheered|jumped for joy].',
    '{hero} and {the} did it [together|as a team].',
    '"Thank you, {name}," said {hero} [with a hug|with a smile|].',
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
    '{The} [yawned|went to sleep|closed {its} eyes] too.',
    '"Goodnight, {hero}," said {the} [softly|sleepily|with a yawn].',
    '{hero} said, "Night-night, {name}."',
    '{The} [curled up|snuggled down|lay down] [to sleep|for the night|close by].',
  ],
  thing: [
    '{The} stayed [close by|near the bed|safe and sound].',
    '{hero} said, "Night-night, {name}."',
    '{The} [rested|slept] [by the bed|close by] too.',
  ],
  sky: [
    '{The} [shone softly|glowed] [in the sky|at the window|over the house].',
    '{hero} said, "Goodnight, {name}."',
    '{The} [kept watch|said shh] [all night|over {hero}].',
  ],
  place: [
    '{The} [went quiet|went to sleep|was still] too.',
    '{hero} said, "Goodnight, {name}."',
    'Far away, {the} [slept|went quiet] [too|as well].',
  ],
};
