import { GENRES, type Pronouns } from '@sns/contract';
import {
  ageBand,
  WORD_RANGES,
  type AgeBand,
} from '../apps/server/src/providers/text/embedded/age-band';
import {
  checkSpanishGrammar,
  englishWords,
} from '../apps/server/src/providers/text/embedded/es/grammar-check-es';
import { checkedHeroes } from '../apps/server/src/providers/text/embedded/es/hero-agreement-es';
import {
  SITUATION_WORDS_ES,
  spanishLessonKind,
} from '../apps/server/src/providers/text/embedded/es/lessons-es';
import { NOUNS } from '../apps/server/src/providers/text/embedded/es/lexicon-es';
import {
  inflesz,
  INFLESZ_RANGES,
} from '../apps/server/src/providers/text/embedded/es/reading-level-es';
import { understandSpanishElement } from '../apps/server/src/providers/text/embedded/es/understand-es';
import { writeEmbeddedStory } from '../apps/server/src/providers/text/embedded/write-story';
import type { StoryRequest } from '../apps/server/src/providers/text/index';
import { machineInfo, writeResult } from './lib/results';
import { median, round } from './lib/stats';
import { formsPattern, paragraphsOf, placeDrivesStory, sharedRuns } from './lib/story-checks';
import { sentences, words } from './lib/story-metrics';

/**
 * `npm run bench -- story-quality-es`: the story-quality bench's checks and goals on Spanish
 * stories (docs/decisions/073): the place in the climax and half the middle, each character the
 * subject of three sentences, the twist set up before it is told, the lesson's situation before
 * the lesson, words and INFLESZ reading level per band, the most shared 7-word run in 50 stories,
 * and our Spanish grammar and agreement checks (no English words either).
 */
const PLACES = [
  'la cocina de su abuela',
  'el estanque de los patos',
  'la feria de ciencias',
  'el supermercado',
  'la hora del baño',
  'el desván',
  'el invernadero de su abuelo',
  'la playa',
  'un castillo',
  'el bosque',
  'el zoo',
  'la biblioteca',
  'la granja',
  'el parque infantil',
  'una panadería',
  'una cueva',
  'el jardín',
];
const CHARACTERS = [
  'una oca gruñona llamada Coronel',
  'el gato Churro',
  'su mejor amiga Jun',
  'Abuela',
  'el tío Pepe',
  'un dragón',
  'un conejito de peluche llamado Pip',
  'mi osito de peluche',
  'un perro llamado Galleta',
  'dos gatitos',
  'un unicornio tímido',
  'una lechuza dormilona',
  'mi hermano pequeño',
  'un robot simpático',
  'un mono travieso',
  'una tortuga sabia',
  'un hada',
  'Luna',
];
const THINGS = [
  'sus botas amarillas',
  'un libro de cocina perdido',
  'un telescopio roto',
  'un carrito de la compra desbocado',
  'la dentadura postiza del abuelo',
  'unas pompas de jabón',
  'un mapa del tesoro',
  'un globo morado',
  'una llave mágica',
  'una bufanda roja',
  'unas tortitas de colores',
  'una linterna',
  'un tren de madera',
  'una cometa',
  'unas fresas',
  'un tambor',
  'su bici nueva',
  'una caja de ceras',
];
const HEROES = [
  'Lucía',
  'Mateo',
  'Sofía',
  'Hugo',
  'Valentina',
  'Leo',
  'Martina',
  'Álvaro',
  'Noa',
  'Inés',
];
const PRONOUNS: Pronouns[] = ['she', 'he', 'she', 'he', 'she', 'he', 'she', 'he', 'they', 'she'];
const SIBLINGS: ReadonlyArray<[string, Pronouns]> = [
  ['Paula', 'she'],
  ['Pablo', 'he'],
  ['Irene', 'she'],
  ['Bruno', 'he'],
];
const TWISTS = [
  'el gato lo había escondido todo el tiempo',
  'el mapa estaba al revés',
  'el dragón solo se sentía solo',
  'la oca estaba cuidando un nido',
  'la luna era un farolillo gigante',
];
const LESSONS = [
  'no pasa nada por tener miedo',
  'equivocarse es parte de aprender',
  'compartir es bonito',
  'hay que tener paciencia',
  'los amigos se ayudan',
  'hay que decir siempre la verdad',
];

const SEED_BASE = Number(process.env.BENCH_SEED ?? 7000);

export function spanishRequests(count: number, seedBase = SEED_BASE): StoryRequest[] {
  return Array.from({ length: count }, (_, i) => {
    const hero = HEROES[i % HEROES.length] as string;
    const place = PLACES[(i * 7) % PLACES.length] as string;
    const character = CHARACTERS[(i * 5 + 3) % CHARACTERS.length] as string;
    const thing = THINGS[(i * 11 + 1) % THINGS.length] as string;
    const second = THINGS[(i * 3 + 7) % THINGS.length] as string;
    const trio: string[] =
      i % 6 === 5
        ? [character, thing, second]
        : i % 8 === 3
          ? [place, character, CHARACTERS[(i + 9) % CHARACTERS.length] as string]
          : [place, character, thing];
    const rotated = [...trio.slice(i % 3), ...trio.slice(0, i % 3)] as [string, string, string];
    const sibling = SIBLINGS[i % SIBLINGS.length] as [string, Pronouns];
    const pronouns = PRONOUNS[i % PRONOUNS.length] ?? 'they';
    const cast =
      i % 9 === 4
        ? [
            { name: hero, pronouns },
            { name: sibling[0], pronouns: sibling[1] },
          ]
        : i % 2 === 0
          ? [{ name: hero, pronouns }]
          : undefined;
    return {
      language: 'es' as const,
      hero: cast && cast.length > 1 ? `${hero} y ${sibling[0]}` : hero,
      age: 1 + (i % 15),
      genre: GENRES[Math.floor(i / 3) % GENRES.length] ?? 'Fantasy',
      elements: rotated,
      seed: seedBase + i * 13,
      ...(cast ? { cast } : {}),
      ...(i % 3 === 0 ? { plotTwist: TWISTS[i % TWISTS.length] } : {}),
      ...(i % 4 === 1 ? { lifeLesson: LESSONS[i % LESSONS.length] } : {}),
    };
  });
}

/** How a story may name an element: as typed, its short form, its name, its noun. */
function formsOf(typed: string): string[] {
  const e = understandSpanishElement(typed);
  const forms = [typed, e.sense.first, e.sense.short, e.sense.name ?? '', e.noun, e.definite];
  // The forms match case-insensitively: "Luna" is found as "luna" when the typed form is left out.
  return [...forms, ...forms.map((f) => f.toLocaleLowerCase('es'))].filter((f) => f.length > 1);
}

const SPEECH =
  '(?:dijo|dice|exclamó|preguntó|susurró|gritó|graznó|maulló|ladró|ululó|rugió|relinchó|pió|trinó|chilló|croó|pitó|zumbó|gruñó|resopló|murmuró|mugió|baló|cacareó|suspiró|barritó)';

/** Sentences in which the character acts or speaks: it opens a sentence or clause, or tags a quote. */
function subjectSentences(text: string, character: RegExp): number {
  const name = character.source;
  const opens = new RegExp(
    `(?:^|[,;:—–]\\s+|\\by\\s+|\\bentonces\\s+|[»”]\\s+|¡)(?:[\\p{Ll}\\s]{0,24})?(?:${name})\\s+(?!y\\b)\\p{Ll}`,
    'iu',
  );
  const tags = new RegExp(`${SPEECH}\\s+(?:${name})(?!\\p{L})`, 'iu');
  return sentences(text).filter((s) => opens.test(s) || tags.test(s)).length;
}

/** "dio … a Coronel", "encontró a Coronel": a character handed or found like a thing. */
function treatedAsThing(text: string, character: RegExp): string[] {
  const pattern = new RegExp(
    `\\b(?:regaló|entregó|encontró la|encontró el)\\s+(?:${character.source})\\b`,
    'giu',
  );
  return [...text.matchAll(pattern)].map((m) => m[0]);
}

/** Told where the twist's own words appear; set up when each of its lexicon nouns came before. */
function twistSetUp(text: string, twist: string): { told: boolean; setUp: boolean } {
  const lower = text.toLocaleLowerCase('es');
  const body = twist.toLocaleLowerCase('es').replace(/[.!?]+$/, '');
  const at = lower.indexOf(body);
  if (at < 0) return { told: false, setUp: false };
  const nouns = (body.match(/\p{L}+/gu) ?? []).filter((w) => w.length > 2 && w in NOUNS);
  const before = lower.slice(0, at);
  return {
    told: true,
    setUp: nouns.every((noun) => new RegExp(`(?<!\\p{L})${noun}(?!\\p{L})`, 'u').test(before)),
  };
}

function lessonLived(text: string, lesson: string, situation: RegExp) {
  const at = text.toLocaleLowerCase('es').indexOf(lesson.toLocaleLowerCase('es'));
  const match = situation.exec(text);
  if (!match) return { situation: false, before: false };
  return { situation: true, before: at < 0 || match.index < at };
}

function checkStory(request: StoryRequest) {
  const story = writeEmbeddedStory(request);
  const band = ageBand(request.age);
  const heroes =
    request.cast && request.cast.length > 1 ? request.cast.map((c) => c.name) : [request.hero];
  const text = story.text;
  const senses = request.elements.map((typed) => ({ typed, e: understandSpanishElement(typed) }));
  const place = senses.find(({ e }) => e.sense.kind === 'place' || e.sense.kind === 'activity');
  const placeCheck = place ? placeDrivesStory(text, formsPattern(formsOf(place.typed))) : null;
  const characters = senses
    .filter(({ e }) => ['animal', 'person', 'toy'].includes(e.sense.kind))
    .map(({ typed }) => {
      const pattern = formsPattern(formsOf(typed).filter((f) => f !== typed));
      return {
        typed,
        subjects: subjectSentences(text, pattern),
        asThing: treatedAsThing(text, pattern),
      };
    });
  const twist = request.plotTwist ? twistSetUp(text, request.plotTwist) : null;
  const lesson = request.lifeLesson
    ? lessonLived(
        text,
        request.lifeLesson,
        SITUATION_WORDS_ES[spanishLessonKind(request.lifeLesson)],
      )
    : null;
  const count = words(text).length;
  const level = inflesz(text);
  const own = [
    ...heroes.map((h) => formsPattern([h])),
    ...request.elements.map((typed) => formsPattern(formsOf(typed))),
    ...[request.plotTwist, request.lifeLesson]
      .filter((t): t is string => Boolean(t))
      .map((t) => formsPattern([t])),
  ];
  return {
    request,
    story,
    band,
    own,
    placeCheck,
    placeOk: !placeCheck || (placeCheck.climax && placeCheck.middleShare >= 0.5),
    characters,
    charactersOk: characters.every((c) => c.subjects >= 3 && c.asThing.length === 0),
    twistOk: !twist || (twist.told && twist.setUp),
    lessonOk: !lesson || (lesson.situation && lesson.before),
    words: count,
    inflesz: level,
    wordsOk: count >= WORD_RANGES[band].min && count <= WORD_RANGES[band].max,
    levelOk: level >= INFLESZ_RANGES[band].min && level <= INFLESZ_RANGES[band].max,
    grammar: checkSpanishGrammar(
      `${story.title}. ${text}`,
      senses.map(({ e }) => e),
      checkedHeroes(request),
    ),
    english: englishWords(`${story.title} ${text}`),
    paragraphs: paragraphsOf(text).length,
  };
}

const BANDS: readonly AgeBand[] = [
  'toddler',
  'picture-book',
  'early-chapter',
  'middle-grade',
  'teen',
];

/** 300 Spanish stories by default (at least 100): six windows of 50 for the shared-run measure. */
export async function benchStoryQualityEs(
  count = Math.max(100, Number(process.env.BENCH_STORIES ?? 300)),
) {
  const started = performance.now();
  const rows = spanishRequests(count).map(checkStory);
  const elapsed = performance.now() - started;
  const share = (test: (row: (typeof rows)[number]) => boolean, of = rows) =>
    round((100 * of.filter(test).length) / Math.max(1, of.length), 1);
  const windows = Array.from({ length: Math.floor(rows.length / 50) }, (_, w) =>
    sharedRuns(rows.slice(w * 50, w * 50 + 50).map((r) => ({ text: r.story.text, own: r.own }))),
  );
  const grammar = rows.flatMap((r) => r.grammar);
  const failing = (test: (row: (typeof rows)[number]) => boolean) =>
    rows
      .filter((r) => !test(r))
      .slice(0, 3)
      .map((r) => ({
        request: r.request,
        title: r.story.title,
        place: r.placeCheck,
        characters: r.characters,
        words: r.words,
        inflesz: round(r.inflesz, 1),
      }));
  const result = {
    bench: 'story-quality-es',
    description:
      'embedded writer in Spanish over varied requests (every band and genre; places, possessives, names, siblings, twists, lessons): the story-quality checks, INFLESZ reading level, Spanish grammar and agreement',
    machine: machineInfo(),
    stories: rows.length,
    writeMsPerStory: round(elapsed / rows.length, 2),
    goals: { percent: 100, sevenWordRunIn50: 2, grammarFindings: 0, englishWords: 0 },
    placeInClimaxAndHalfTheMiddlePercent: share(
      (r) => r.placeOk,
      rows.filter((r) => r.placeCheck),
    ),
    charactersActPercent: share(
      (r) => r.charactersOk,
      rows.filter((r) => r.characters.length > 0),
    ),
    twistSetUpBeforeRevealPercent: share(
      (r) => r.twistOk,
      rows.filter((r) => r.request.plotTwist),
    ),
    lessonSituationBeforeLessonPercent: share(
      (r) => r.lessonOk,
      rows.filter((r) => r.request.lifeLesson),
    ),
    wordsInBandPercent: share((r) => r.wordsOk),
    infleszInBandPercent: share((r) => r.levelOk),
    mostSharedSevenWordRunIn50: {
      byWindow: windows.map((runs) => runs[0]?.stories ?? 0),
      worst: Math.max(...windows.map((runs) => runs[0]?.stories ?? 0)),
      top: (windows[0] ?? []).slice(0, Number(process.env.TOP_RUNS ?? 8)),
    },
    grammarFindings: grammar.length,
    grammarExamples: grammar.slice(0, 8),
    englishWords: rows.flatMap((r) => r.english),
    distinctTitlesIn50: new Set(rows.slice(0, 50).map((r) => r.story.title)).size,
    titleExamples: rows.slice(0, 10).map((r) => r.story.title),
    byBand: Object.fromEntries(
      BANDS.map((band) => {
        const of = rows.filter((r) => r.band === band);
        return [
          band,
          {
            stories: of.length,
            wordRange: WORD_RANGES[band],
            words: {
              min: Math.min(...of.map((r) => r.words)),
              median: median(of.map((r) => r.words)),
              max: Math.max(...of.map((r) => r.words)),
            },
            infleszRange: INFLESZ_RANGES[band],
            inflesz: {
              min: round(Math.min(...of.map((r) => r.inflesz)), 1),
              median: round(median(of.map((r) => r.inflesz)), 1),
              max: round(Math.max(...of.map((r) => r.inflesz)), 1),
            },
            wordsInBandPercent: share((r) => r.wordsOk, of),
            infleszInBandPercent: share((r) => r.levelOk, of),
          },
        ];
      }),
    ),
    failingExamples: {
      place: failing((r) => r.placeOk),
      characters: failing((r) => r.charactersOk),
      twist: failing((r) => r.twistOk),
      lesson: failing((r) => r.lessonOk),
      words: failing((r) => r.wordsOk),
    },
  };
  writeResult('story-quality-es', result);
  return result;
}
