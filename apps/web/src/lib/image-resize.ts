import { PROFILE_PHOTO_MAX_SIDE } from '@sns/contract';

/**
 * The size an image of `width`×`height` takes to fit inside `max`×`max`, keeping its shape.
 * Images already small enough keep their size (we never upscale); sides are whole pixels ≥ 1.
 */
export function fitWithin(width: number, height: number, max = PROFILE_PHOTO_MAX_SIDE) {
  if (!(width > 0) || !(height > 0)) return null;
  const scale = Math.min(1, max / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/**
 * docs/api.md#spec-5: any image type, resized to at most 512×512 and re-encoded as PNG, read as a
 * data URL. Resolves to null when the file cannot be decoded as an image ("if resizing yields
 * nothing, nothing happens").
 */
export async function resizeImageToPngDataUrl(
  file: Blob,
  max = PROFILE_PHOTO_MAX_SIDE,
): Promise<string | null> {
  if (!file.type.startsWith('image/') && file.type !== '') return null;
  const source = await decodeImage(file);
  if (!source) return null;
  try {
    const size = fitWithin(source.width, source.height, max);
    if (!size) return null;
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.imageSmoothingQuality = 'high';
    context.drawImage(source.image, 0, 0, size.width, size.height);
    // PNG is lossless: the spec's "quality 100" is the encoder's only setting.
    const dataUrl = canvas.toDataURL('image/png', 1);
    return dataUrl.startsWith('data:image/png') ? dataUrl : null;
  } finally {
    source.release();
  }
}

export interface DecodedImage {
  image: CanvasImageSource;
  width: number;
  height: number;
  release: () => void;
}

/**
 * Decodes with createImageBitmap, falling back to an <img> for the types it refuses (SVG in
 * Chromium, for one). Null when the browser cannot read the file as an image at all.
 */
export async function decodeImage(file: Blob): Promise<DecodedImage | null> {
  try {
    const bitmap = await createImageBitmap(file);
    return {
      image: bitmap,
      width: bitmap.width,
      height: bitmap.height,
      release: () => bitmap.close(),
    };
  } catch {
    // Fall through to the <img> decoder.
  }
  const url = URL.createObjectURL(file);
  const image = new Image();
  try {
    image.src = url;
    await image.decode();
  } catch {
    URL.revokeObjectURL(url);
    return null;
  }
  return {
    image,
    width: image.naturalWidth,
    height: image.naturalHeight,
    release: () => URL.revokeObjectURL(url),
  };
}

/** Turns a base64 data URL back into a Blob, for multipart uploads. */
export function dataUrlToBlob(dataUrl: string): Blob | null {
  const match = /^data:([^;,]+)(;base64)?,(.*)$/s.exec(dataUrl);
  if (!match) return null;
  const [, type, base64, data = ''] = match;
  if (!base64) return new Blob([decodeURIComponent(data)], { type });
  const binary = atob(data);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type });
}
