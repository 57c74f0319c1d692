import type { Genre } from '@sns/contract';
import type { CastMember, Scene } from '../scene/scene';
import type { Moderator } from '../moderation/openai-moderation';
import type { ProviderLog } from '../provider-log';
import type { ProviderUsage } from '../usage';

/**
 * The top share of a cover picture the book's title and byline (the child's name, the photo when
 * chosen) are set over (decisions 098, 101): an illustrator keeps heads below it, and the book
 * keeps its words inside it.
 */
export const COVER_TITLE_BAND = 0.42;

export interface IllustrationRequest {
  hero: string;
  age: number;
  elements: [string, string, string];
  genre: Genre;
  /** Each new image of a story uses a new seed and so a different composition. */
  seed: number;
  /**
   * The hero's look (hair, skin, clothes), kept apart from the composition: every picture of one
   * story passes the story's seed, so the child looks the same on each page. Defaults to `seed`.
   * Ignored once `cast` is given (issue 12 moves every caller to `cast`).
   */
  heroSeed?: number;
  /**
   * A series' seed for its places (docs/decisions/068): a place that returns in another chapter
   * is drawn the same way — its backdrop and layout follow this seed and the place, not the
   * picture's composition. Without it, each picture draws its place afresh.
   */
  placeSeed?: number;
  /**
   * Who is drawn and how: the hero first, then siblings or friends (at most three). The same
   * cast gives the same children in every picture, whatever the seed or scene.
   */
  cast?: CastMember[];
  /**
   * The cast's looks come from child profiles the parent filled in. Otherwise (a hero typed by
   * name alone) a remote painter is told nothing but the name and age: no invented look.
   */
  fromProfiles?: boolean;
  /** The moment to draw (from the writer); without it, a picture of the story as a whole. */
  scene?: Scene;
  /** Pixel size wanted (a book page printed at its size); the provider's default otherwise. */
  size?: { width: number; height: number };
  /**
   * Pictures of the cast, the hero's first: the photo the parent gave for a book, or each child's
   * character picture (drawCharacter, drawn once per look). A provider that can draw from
   * references (/images/edits) makes each child look like theirs; the embedded one draws its own
   * figures from the cast's looks.
   */
  references?: readonly Buffer[];
  /** For print (a book's pages): the best quality the model has; on screen otherwise. */
  purpose?: 'screen' | 'print';
  /**
   * A book's cover: the main moment again, so it is seen from a view of its own — the children
   * large in the middle, the place turned the other way from its page (decision 093).
   */
  cover?: boolean;
  /**
   * A book page's number within its story: the framings turn by page, so two pages that show
   * one passage (a paragraph split over a page turn) are still seen from two views (decision
   * 098). Without it, by the moment's passage. On a cover, the view of the page that shows the
   * cover's moment: the cover is that view turned the other way round (decision 101).
   */
  view?: number;
}

export interface Illustration {
  data: Buffer;
  contentType: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
  /** What a remote service used for it (embedded painters use nothing). */
  usage?: ProviderUsage;
}

/** One child of a cast drawn alone, as the reference of every later picture of them. */
export interface CharacterRequest {
  member: CastMember;
  /** The story's age: the hero's; a child drawn with a sibling is drawn as a child, no age said. */
  age?: number;
}

export interface Illustrator {
  illustrate(
    request: IllustrationRequest,
    options?: { signal?: AbortSignal },
  ): Promise<Illustration>;
  /**
   * Draws a child's character picture: present only where pictures are drawn from references (an
   * images API with edits), so nothing is drawn, or paid for, that no picture would use.
   */
  drawCharacter?(
    request: CharacterRequest,
    options?: { signal?: AbortSignal },
  ): Promise<Illustration>;
}

/**
 * Which illustrator to build: the embedded one by default, or any OpenAI-compatible images API
 * (docs/design.md#design-3).
 */
export type IllustratorConfig =
  | { kind: 'embedded' }
  | {
      kind: 'openai';
      baseUrl: string;
      apiKey: string;
      model: string;
      timeoutMs?: number;
      backoffMs?: number;
      log?: ProviderLog;
      moderator?: Moderator;
    };
