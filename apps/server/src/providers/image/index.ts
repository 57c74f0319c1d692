import type { Genre } from '@sns/contract';
import { EmbeddedIllustrator } from './embedded/embedded-illustrator';

export interface IllustrationRequest {
  hero: string;
  age: number;
  elements: [string, string, string];
  genre: Genre;
  /** Each new image of a story uses a new seed and so a different composition. */
  seed: number;
}

export interface Illustration {
  data: Buffer;
  contentType: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
}

export interface Illustrator {
  illustrate(request: IllustrationRequest, options?: { signal?: AbortSignal }): Promise<Illustration>;
}

/** Picks the illustrator for the configured kind; only the embedded one exists so far. */
export function createIllustrator(config: { kind: 'embedded' }): Illustrator {
  switch (config.kind) {
    case 'embedded':
      return new EmbeddedIllustrator();
  }
}
