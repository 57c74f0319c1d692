import type { StoryPlan } from '../plot/plan-story';
import type { Random } from '../random';
import { SpanishBuilder, type TokenValue } from './builder-es';
import { LITTLE_SITUATIONS_ES, spanishLessonKind } from './lessons-es';
import { PROBLEMS_ES } from './problems-es';
import { isString } from './tell-story-es';
import { characterTokens, referentTokens, type SpanishCast } from './tokens-es';

/**
 * Ages 1–3 in Spanish (docs/decisions/036, 073): the same plan in the present, short sentences
 * to join in with — a sound for every character, a "¿Dónde está…? ¡Aquí no!" to repeat, and
 * goodnight to everyone in the story.
 */
export function tellLittleSpanishStory(
  plan: StoryPlan,
  cast: SpanishCast,
  tokens: Record<string, TokenValue>,
  random: Random,
  avoid: ReadonlySet<string>,
  extras: { twist?: string; lesson?: string },
): SpanishBuilder {
  const b = new SpanishBuilder(random, tokens, avoid);
  const heroes = plan.heroes;
  const lines = PROBLEMS_ES[plan.problem];
  const at = cast.setting.typed ?? cast.setting.first;
  const home =
    plan.setting.facts.family === 'home' && cast.setting.typed ? at : `casa de ${heroes[0]}`;
  const characters = [...cast.characters.entries()];
  const placeTyped = [cast.setting.typed].filter(isString);

  b.paragraph(home, 'cosy', [...heroes], []);
  b.say([
    'Aquí {H?está/están} {H}. [¡Hola, {H}!|¿Qué tal, {H}?|¡Buenas tardes, {H}!]',
    '¡Mira quién {H?está/están} aquí! [{H} {H?tiene/tienen} muchas ganas de jugar.|Es {H}. ¡Hola!|¡{H}! ¿Jugamos?]',
    '[Toc, toc.|¡Tachán!|¡Cucú!] ¿Quién [es|anda ahí]? ¡Es {H}! [{H} {H?quiere/quieren} jugar.|¡Qué bien!|¡Hola, hola!]',
  ]);
  for (const [c, r] of characters.filter(([c]) => c.fromHome)) {
    b.show(c.typed, r.short);
    b.say(
      ['Y aquí {chere} {cfirst}. ¡Hola, {cvoc}!', '{Cfirst} también {c?está/están} aquí. ¡Bien!'],
      { ...characterTokens('c', r), chere: hereIs(r) },
    );
  }
  if (cast.setting.time) b.say(['¡Es {time}! ¡Bien!', '¿Sabes qué hora es? ¡Es {time}!']);
  else b.say(['¡Vamos a {p}! ¡Allá vamos!', '{H} se {H?va/van} a {p}. ¡Hop, hop, hop!']);

  b.paragraph(at, 'joyful', [...heroes], [...placeTyped]);
  b.say(['¡Mira! Es {p}. {Sound}.', 'En {p}, {sound}. ¿Lo oyes?']);
  b.say(['{H} {H?ve/ven} {sight}. ¡Y {sight2}!', 'Mira: {sight} y {sight2}. ¡Oooh!']);
  for (const [o, r] of cast.objects) {
    // What goes missing is not shown first at the very place it is then not found.
    if (plan.problem === 'missing' && o === plan.focus.object) continue;
    b.show(o.typed);
    b.say(['¡Y aquí {yhere} {yfirst}! {ylittle}', '¡Mira, {yfirst}! {ylittle}'], {
      ...referentTokens('y', r),
      yhere: hereIs(r),
      ylittle: LITTLE_SOUNDS[r.use] ?? '¡Hola!',
    });
  }

  for (const [c, r] of characters.filter(
    ([c]) => !c.fromHome && !(plan.problem === 'rescue' && c === plan.focus.character),
  )) {
    const t = characterTokens('c', r);
    b.paragraph(at, 'joyful', [...heroes, r.short], [c.typed, ...placeTyped].filter(isString));
    b.say(
      r.stray
        ? ['¿Quién es? ¡Es {cfirst}! ¿Qué {c?hace/hacen} aquí, en {pshort}?']
        : ['¿Quién es? ¡Es {cfirst}!', '¡Mira, {H}! ¡Viene {cfirst}!'],
      t,
    );
    b.say(
      r.person
        ? ['«¡Hola, {H}!», {c?dice/dicen} {c}.', '{C} {c?saluda/saludan}: «¡Hola, hola!».']
        : ['«{csound}», {c?dice/dicen} {c}. «{csound}»', '{C} {c?dice/dicen}: «{csound}».'],
      t,
    );
    b.say(['{C} {c?quiere/quieren} jugar. ¡Yupi!', '{C} se {c?ríe/ríen}. ¡Y {H} también!'], t);
  }

  for (const [, r] of characters.filter(([c]) => c.fromHome))
    b.say(
      ['{C} también {c?quiere/quieren} jugar. ¡Yupi!', '{C} se {c?ríe/ríen}. ¡Ji, ji, ji!'],
      characterTokens('c', r),
    );

  b.paragraph(at, 'mysterious', [...heroes], [...placeTyped]);
  b.say(lines.little);
  b.say(['¿{F?Está/Están} {f} {hide}? ¡No!', 'Mira {hide}. ¿Hay algo? ¡No!']);
  b.say(['¿Y {hide}? ¡Aquí no!', 'Mira {hide}. ¡Aquí tampoco!']);
  if (extras.lesson) b.say(LITTLE_SITUATIONS_ES[spanishLessonKind(extras.lesson)]);
  if (tokens.twistsubject)
    b.say(['{H} {H?ve/ven} {twista}{twistsubject}. ¡Hum!', '¡Mira! {Twistsubject}. Hum…']);
  if (tokens.twistother) b.say(['¿Y eso? Parece {twistother}. ¡Hum!']);
  b.paragraph(
    at,
    'joyful',
    [...heroes],
    [...placeTyped, plan.focus.object?.typed ?? plan.focus.character?.typed].filter(isString),
  );
  if (extras.twist) b.say(['¡Sorpresa! {Twist}.', '¿Sabes qué? {Twist}.']);
  b.say(lines.littleSolved);
  if (extras.lesson) b.say(['«{lessonquote}», dice {H}. ¡Eso es!']);
  for (const [, r] of characters)
    b.say(
      ['{C} {c?aplaude/aplauden}. ¡Plas, plas!', '{C} {c?da/dan} vueltas y más vueltas.'],
      characterTokens('c', r),
    );
  b.say([
    '{H} {H?da/dan} un abrazo [enorme|gigante|de oso] a todos. [¡Achuchón!|¡Qué abrazo!|¡Mua!]',
    '¡Choca esos cinco! [¡Bien hecho, {H}!|¡Muy bien!|¡Bravo, {H}!]',
    'Todos están [contentos|felices|muy contentos]. [¡Qué bien!|¡Bien!|¡Hurra!]',
  ]);

  b.paragraph(at, 'calm', [...heroes], [...placeTyped]);
  b.say([
    '¡Uno, dos, tres, qué día tan [divertido|bonito|largo] en {p}!',
    '[¡Qué día tan bonito|¡Qué tarde tan bonita|¡Qué bien lo hemos pasado] en {p}!',
    'Adiós, {pvoc}. ¡Hasta otro día!',
  ]);
  b.say([
    '{Sound}. [Chist, chist.|¿Lo oyes?|Qué bonito.]',
    'Escucha: {sound}. [Chist.|Mmm.|¡Qué bien suena!]',
  ]);
  b.paragraph(
    `la habitación de ${heroes[0]}`,
    'calm',
    [...heroes, ...characters.filter(([c]) => c.fromHome).map(([, r]) => r.short)],
    [],
  );
  b.say([
    '[Ya es hora de dormir|Ya es de noche|Se acabó el día]. ¡Aaah, qué bostezo!',
    'Salen las estrellas. [Es hora de ir a la cama.|A la camita.|¡Una, dos, tres estrellas!]',
    'La luna [dice|susurra]: [«A dormir».|«Buenas noches».|«Chist, que es tarde».]',
    '[Pijama puesto.|Dientes limpios.|Un vaso de agua.] [¡Y a la cama!|¡Ya está!|¡Listo!]',
  ]);
  b.say(['Buenas noches, {pvoc}.', 'Hasta mañana, {pvoc}.']);
  for (const [, r] of characters)
    b.say(['Buenas noches, {cvoc}.', 'Hasta mañana, {cvoc}.'], characterTokens('c', r));
  b.say(['Buenas noches, {H}. Dulces sueños.', 'Buenas noches, {H}. A dormir.']);
  b.anchor(at, new RegExp(escape(cast.setting.short), 'i'), [
    '¡Estamos en {p}!',
    'En {p}, {sound}.',
  ]);
  return b;
}

/** "Aquí hay unas fresas", but "aquí están sus botas". */
function hereIs(r: { first: string; plural: boolean }): string {
  return /^(un|una|unos|unas) /.test(r.first) ? 'hay' : r.plural ? 'están' : 'está';
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const LITTLE_SOUNDS: Readonly<Record<string, string>> = {
  wear: '¡Chof, chof!',
  look: '¡Mira, mira!',
  read: '¡Pasa la página!',
  roll: '¡Rueda, rueda!',
  light: '¡Clic! ¡Qué luz!',
  fly: '¡Fiuuu, qué alto!',
  music: '¡Tururú!',
  open: '¡Clic, clac!',
  draw: '¡Garabato, garabato!',
  eat: '¡Ñam, ñam!',
  float: '¡Plop, plop!',
  bite: '¡Ñac, ñac!',
  play: '¡Bota, bota!',
  carry: '¡Hola!',
};
