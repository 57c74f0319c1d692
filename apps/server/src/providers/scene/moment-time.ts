import type { Scene, TimeOfDay } from './scene';

/**
 * Words that say what time of day it is, in the story's telling (docs/decisions/085). A story's
 * "the sky was going pink" is dusk, "Bedtime, everyone" night, "What a busy day at the seaside!"
 * day. Darkness alone is not night (a dark cave, a dark cupboard), nor is "last night" in a
 * chapter's recap of the night before.
 */
const CUES: readonly { time: TimeOfDay; pattern: RegExp }[] = [
  {
    time: 'morning',
    pattern:
      /\b(?:morning|sunrise|dawn|daybreak|breakfast|woke up|wakes? up|waking up|the sun (?:rose|came up|comes up|was coming up)|early (?:one|that|this|next) day|cock-a-doodle)\b/gi,
  },
  {
    time: 'day',
    pattern:
      /\b(?:afternoon|midday|noon|lunch(?:time)?|picnic|sunny|sunshine|sunlight|daylight|(?:one|that|this) (?:sunny |bright |lovely |fine |warm |hot |summer )?day|(?:a|what a) (?:sunny|bright|lovely|fine|warm|hot|busy|summer) day|day out|playtime|the sun (?:shone|shines|was shining|is shining|was out|is out|was high|is high|beamed|beams))\b/gi,
  },
  {
    time: 'evening',
    pattern:
      /\b(?:evenings?|tonight|(?:lamps|lights|street ?lights) (?:came|come|were coming|are coming) on|end of (?:a|the) (?:long |busy )?day|half-light|sunset|dusk|twilight|supper|dinner|tea ?time|bath ?time|the sun (?:set|sets|was setting|is setting|went down|goes down|was going down|sank|sinks)|(?:light|day) (?:was|is) (?:going|fading|winding down|nearly over|almost over|nearly done)|winding down|sky (?:was|is|turned|turns|went|goes|was going|is going|was turning|is turning) (?:pink|orange|gold|golden|red|purple)|getting late|end of the day|last light)\b/gi,
  },
  {
    time: 'night',
    pattern:
      /\b(?:night(?!\s*light)|nights|midnight|bed ?time|goodnight|good night|night night|night-night|asleep|fell asleep|falls asleep|drift(?:ed|s)? off|sleep tight|(?:went|go|goes|going|climbed|climbs|tucked|snuggled|back) (?:up )?(?:in)?to bed|in bed|moonlight|moonlit|starlight|starlit|starry|the moon (?:rose|was up|is up|came up|comes up|shone|shines)|stars? (?:came out|come out|comes out|were out|are out|twinkled|twinkle|twinkling)|pyjamas|pajamas|dark(?:ness)? (?:fell|falls|came)|(?:it|the sky) (?:was|is|got|gets|grew|grows) dark|(?:sky|it) darken(?:ed|s) to (?:ink|black|navy)|after dark)\b/gi,
  },
];

// A chapter's recap of the night before, or a fear of being out all night, says nothing about
// this moment's time.
const RECAP =
  /\b(?:last night|all night(?: long)?|(?:had been|was) (?:there )?that morning|earlier that (?:day|morning)|the night before|yesterday(?: evening)?|that night before)\b/gi;

/**
 * The time of day the words name last — the latest, since a story's time only moves on within a
 * passage ("The sun went down. Soon the stars came out." is night) — or undefined.
 */
export function timeNamedIn(words: string): TimeOfDay | undefined {
  const text = words.replace(RECAP, ' ');
  let latest: { time: TimeOfDay; at: number } | undefined;
  for (const { time, pattern } of CUES) {
    for (const match of text.matchAll(pattern)) {
      if (latest === undefined || match.index >= latest.at) latest = { time, at: match.index };
    }
  }
  return latest?.time;
}

/**
 * Each moment of a story at the time of day its words give (decision 085): the time its own
 * passage names last; else the time the story named last before it (the adventure that began at
 * dusk goes on at dusk); else day — a story's outing happens by day, its first moment in the
 * morning — unless the writer said morning or day itself. Night is drawn only where the words
 * say night, bed or stars: the writers' blanket "evening, then night" is a bedtime story's
 * frame, not what the pictures should show of a trip to the zoo.
 */
export function timeScenes(scenes: readonly Scene[], storyText: string | null): Scene[] {
  const paragraphs = (storyText ?? '')
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter((p) => p.length > 0);
  let carried: TimeOfDay | undefined;
  const named: (TimeOfDay | undefined)[] = paragraphs.map((paragraph) => {
    carried = onFrom(carried, timeNamedIn(paragraph)) ?? carried;
    return carried;
  });
  return scenes.map((scene) => {
    const before = named[scene.passage - 1];
    // The caption is one of the passage's sentences, often its first: read before the passage so
    // that "What a busy day at the pond! … The stars come out. Bedtime" ends at night.
    const own = onFrom(before, timeNamedIn(`${scene.caption} ${paragraphs[scene.passage] ?? ''}`));
    const time =
      own ??
      before ??
      (scene.timeOfDay === 'morning' || scene.timeOfDay === 'day'
        ? scene.timeOfDay
        : scene.passage === 0
          ? 'morning'
          : 'day');
    return time === scene.timeOfDay ? scene : { ...scene, timeOfDay: time };
  });
}

/**
 * A book page's picture at the time its own words name last (decision 098): a page may hold
 * more than its moment's passage, or end the day its moment began ("… The stars come out.
 * Bedtime, everyone."). Words that name no time keep the moment's.
 */
export function timeOfPage(moment: TimeOfDay, pageWords: string): TimeOfDay {
  return onFrom(moment, timeNamedIn(pageWords.replace(/\s+/g, ' '))) ?? moment;
}

/** Once night has fallen, a passage's "half-light" is still night; only a new day turns back. */
function onFrom(before: TimeOfDay | undefined, named: TimeOfDay | undefined) {
  return before === 'night' && named === 'evening' ? 'night' : named;
}
