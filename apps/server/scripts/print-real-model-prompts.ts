/**
 * Prints, as Markdown, the prompts the real-model path sends for one family (docs/real-model-prompts.md):
 * the story for ages 2, 6 and 12 (gpt-4o-mini, structured), a child's character picture and a
 * story picture drawn from it (gpt-image-1), and the narration (gpt-4o-mini-tts). Built by the
 * code that sends them, so the note shows what is sent.
 *
 *   cd apps/server && npx tsx scripts/print-real-model-prompts.ts > ../../docs/real-model-prompts.md
 */
import { chatModel, imageModel, speechModel } from '../src/config/ai-models';
import { characterCall, imageCall } from '../src/providers/image/openai-compatible';
import type { CastMember } from '../src/providers/scene/scene';
import { speechRequestBody } from '../src/providers/speech/openai-compatible';
import { storyRequestBody } from '../src/providers/text/openai-compatible';
import type { StoryRequest } from '../src/providers/text/types';

const maya: CastMember = {
  name: 'Maya',
  pronouns: 'she',
  favouriteColour: 'purple',
  appearance: {
    skinTone: 'brown',
    hairColour: 'black',
    hairStyle: 'coily',
    eyeColour: 'dark-brown',
    glasses: true,
    freckles: false,
  },
};

const stories: StoryRequest[] = [
  {
    hero: 'Maya',
    age: 2,
    elements: ['her red wagon', 'the farm', 'a sleepy cow'],
    genre: 'Adventure',
    seed: 1,
    cast: [{ name: 'Maya', pronouns: 'she' }],
    safetyIdentifier: '<keyed hash of the parent id>',
  },
  {
    hero: 'Maya',
    age: 6,
    elements: ['a lost key', "her grandad's shed", 'a hedgehog'],
    genre: 'Mystery',
    plotTwist: 'the hedgehog was sleeping on the key',
    seed: 2,
    cast: [{ name: 'Maya', pronouns: 'she' }],
    safetyIdentifier: '<keyed hash of the parent id>',
  },
  {
    hero: 'Maya',
    age: 12,
    elements: ['the castle', 'a grumpy ghost', 'a lantern'],
    genre: 'Adventure',
    lifeLesson: 'being brave is being scared and doing it anyway',
    seed: 3,
    cast: [{ name: 'Maya', pronouns: 'she' }],
    safetyIdentifier: '<keyed hash of the parent id>',
  },
];

const out: string[] = [];
const block = (text: string) => out.push('```text', text, '```', '');

out.push(
  '# The prompts of the real-model path',
  '',
  'What the server sends to an OpenAI-compatible API for one child, Maya, from her profile',
  '([decision 046](decisions/046-the-real-model-path.md), [060](decisions/060-story-pictures-from-a-character-picture.md)).',
  'Printed by `apps/server/scripts/print-real-model-prompts.ts` from the code that sends them;',
  'run it again after changing a prompt. Parents’ words are in quotes in the story prompt and',
  'never in the picture prompts.',
  '',
);

for (const request of stories) {
  const body = storyRequestBody('gpt-4o-mini', chatModel('gpt-4o-mini'), request);
  const messages = body.messages as { role: string; content: string }[];
  out.push(
    `## Story, age ${request.age} (gpt-4o-mini, JSON schema)`,
    '',
    `Elements: ${request.elements.join(', ')}; genre ${request.genre}. ` +
      `Token limit \`max_completion_tokens: ${String(body.max_completion_tokens)}\`, ` +
      '`stream_options.include_usage`, `safety_identifier`, `response_format: json_schema` (`bedtime_story`).',
    '',
  );
  for (const message of messages) {
    out.push(`**${message.role}**`, '');
    block(message.content);
  }
}

const character = characterCall('gpt-image-1', imageModel('gpt-image-1'), {
  member: maya,
  age: 6,
});
out.push(
  '## Maya’s character picture (gpt-image-1, `/images/generations`, once per look)',
  '',
  `\`size: ${String(character.fields.size)}\`, \`quality: ${String(character.fields.quality)}\`; kept as a 512² PNG.`,
  '',
);
block(String(character.fields.prompt));

const picture = imageCall('gpt-image-1', imageModel('gpt-image-1'), {
  hero: 'Maya',
  age: 6,
  elements: ['a lost key', "her grandad's shed", 'a hedgehog'],
  genre: 'Mystery',
  seed: 2,
  cast: [maya],
  fromProfiles: true,
  references: [Buffer.from('character picture')],
  scene: {
    passage: 5,
    place: "her grandad's shed",
    timeOfDay: 'evening',
    present: ['Maya', 'a hedgehog'],
    elements: ['a lost key', 'a hedgehog'],
    mood: 'mysterious',
    caption: 'Maya lifted the old flowerpot and found the hedgehog curled up on the lost key.',
  },
});
out.push(
  '## A story picture (gpt-image-1, `/images/edits`, the character picture as `image[]`)',
  '',
  `\`size: ${String(picture.fields.size)}\`, \`quality: ${String(picture.fields.quality)}\`, ` +
    `\`input_fidelity: ${String(picture.fields.input_fidelity)}\`.`,
  '',
);
block(String(picture.fields.prompt));

const speech = speechRequestBody(
  { model: 'gpt-4o-mini-tts', voice: 'sage' },
  speechModel('gpt-4o-mini-tts'),
  '…',
);
const tts1 = speechRequestBody({ model: 'tts-1', voice: 'sage' }, speechModel('tts-1'), '…', 115);
out.push(
  '## Narration (gpt-4o-mini-tts, voice `sage`)',
  '',
  'The story is read in requests of whole sentences, a blank line only at a paragraph’s end.',
  `\`tts-1\` takes no instructions; it gets \`speed: ${String(tts1.speed)}\` for a 4–7 story (115 words a minute).`,
  '',
);
block(String(speech.instructions));

process.stdout.write(`${out.join('\n').trimEnd()}\n`);
