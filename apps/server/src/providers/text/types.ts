import type { Genre, Language } from '@sns/contract';
import type { Scene } from '../scene/scene';
import type { ProviderLog } from '../provider-log';
import type { ProviderUsage } from '../usage';

/** What a story writer is asked for: the story inputs of docs/api.md#spec-3, already validated. */
export interface StoryRequest {
  hero: string;
  age: number;
  /** Exactly three story elements, trimmed, in the parent's order. */
  elements: [string, string, string];
  genre: Genre;
  plotTwist?: string;
  lifeLesson?: string;
  /** Chooses among skeletons and phrasings; the same seed and inputs give the same story. */
  seed: number;
  /** Names and pronouns of the children in the story (the hero first), when profiles are used. */
  cast?: { name: string; pronouns: 'she' | 'he' | 'they' }[];
  /** Line keys this family has already heard (docs/decisions/037): the writer passes over them. */
  avoid?: readonly string[];
  /** A hashed id of the parent (never the id itself), sent where the service takes one. */
  safetyIdentifier?: string;
  /** A second attempt after an answer failed the safety checks: the writer is told more strictly. */
  strict?: boolean;
  /** The story's language; English when left out. */
  language?: 'en' | 'es';
  /** A chapter of a series after the first (docs/decisions/067): what the chapters before left. */
  series?: SeriesMemory;
}

/** A friend of the hero who comes back in every chapter: by name and kind, with their qualities. */
export interface Companion {
  /** How the story names them: "Colonel", "the duck". */
  name: string;
  /** What they are: "goose", "duck", "teddy". */
  kind: string;
  /** The parent's words for them: "grumpy", "brave". */
  qualities: string[];
  /** The element as the parent typed it, when it was one. */
  typed?: string;
}

/** What one chapter leaves for the next (docs/decisions/067). */
export interface ChapterMemory {
  /** The three elements it was written from, as typed. */
  elements: string[];
  companions: Companion[];
  /** Where it happened, in the story's words: "the duck pond". */
  places: string[];
  /** What the heroes did, for tomorrow's recap: "found the lost cookbook". */
  happened: string;
  /** The writer's problem, so the next chapter has another. */
  problem: string;
}

export interface SeriesMemory {
  /** This chapter's number: 2 for the first after the story the series began from. */
  chapter: number;
  /** What each chapter before left, oldest first (the last one is recapped). */
  before: ChapterMemory[];
  /** The texts of the chapters before: no run of seven words of theirs is said again. */
  earlierTexts: string[];
  /** Problems the embedded writer's earlier tries of this chapter could not tell at length. */
  skipProblems?: string[];
}

export interface WrittenStory {
  title: string;
  /** Paragraphs separated by a blank line, ready to read aloud. */
  text: string;
  /**
   * A scene for each passage (paragraph), in order: what the illustrator draws for it. Every
   * story element is in at least one scene. Optional until every writer gives them.
   */
  scenes?: Scene[];
  /** Keys of the lines this story used, for the family's memory (docs/decisions/037). */
  used?: string[];
  /** What a remote service used for it (embedded writers use nothing). */
  usage?: ProviderUsage;
}

export interface StoryWriter {
  /**
   * Its stories come from a model, not from our own templates: they are checked before they reach
   * a child (modules/stories/check-story-output.ts).
   */
  readonly checkOutput?: boolean;
  /**
   * The languages it writes a series' chapters in — with the recap, the friends and their
   * qualities (docs/decisions/067) — or every language when absent. A story in another language
   * is not continued (docs/decisions/076).
   */
  readonly chapterLanguages?: readonly Language[];
  /** `onProgress` receives a fraction 0..1 as the story is written (streamed writers call it often). */
  write(
    request: StoryRequest,
    options?: { onProgress?: (fraction: number) => void; signal?: AbortSignal },
  ): Promise<WrittenStory>;
}

/**
 * Which writer to build: the embedded one by default, or any OpenAI-compatible chat API
 * (docs/design.md#design-3).
 */
export type StoryWriterConfig =
  | { kind: 'embedded' }
  | {
      kind: 'openai';
      baseUrl: string;
      apiKey: string;
      model: string;
      timeoutMs?: number;
      backoffMs?: number;
      log?: ProviderLog;
    };
