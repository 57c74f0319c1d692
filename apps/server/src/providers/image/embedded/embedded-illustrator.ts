import { renderAsync } from '@resvg/resvg-js';
import sharp from 'sharp';
import type { Illustration, IllustrationRequest, Illustrator } from '../types';
import { composeScene, pictureSize } from './compose-scene';
import { findBannerFont } from './name-banner';
import { getNotoIcons } from './noto-icons';

/**
 * The offline illustrator: composes the story's moment as SVG — its place, time of day and mood,
 * the cast drawn from their profiles, every element as what it is — and renders it to PNG at the
 * size asked for. Needs no network and no model; each seed gives a different composition.
 */
export class EmbeddedIllustrator implements Illustrator {
  async illustrate(
    request: IllustrationRequest,
    options?: { signal?: AbortSignal },
  ): Promise<Illustration> {
    options?.signal?.throwIfAborted();
    const font = findBannerFont();
    const { width, height } = pictureSize(request);
    const svg = composeScene(request, font);
    // renderAsync rasterises on libuv's pool, so a web process keeps serving while we draw.
    const image = await renderAsync(
      svg,
      {
        fitTo: { mode: 'original' },
        // One known font file instead of a system scan, which alone would cost ~10 ms per image.
        font: font
          ? { loadSystemFonts: false, fontFiles: [font.file], defaultFontFamily: font.family }
          : { loadSystemFonts: false },
        logLevel: 'off',
      },
      options?.signal ?? null,
    );
    options?.signal?.throwIfAborted();
    // resvg's own PNG encoder takes ~27 ms at 1024²; sharp at the lightest zlib level takes ~10
    // (files ~30% larger) and runs off the main thread. The picture is opaque: alpha is dropped.
    const data = await sharp(image.pixels, {
      raw: { width: image.width, height: image.height, channels: 4 },
    })
      .removeAlpha()
      .png({ compressionLevel: 1 })
      .toBuffer();
    return { data, contentType: 'image/png', width, height };
  }

  /** Parses the icon set ahead of the first request (~200 ms once) instead of during it. */
  warmUp(): void {
    getNotoIcons();
    findBannerFont();
  }
}
