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
 * SPEC §5: any image type, resized to at most 512×512 and re-encoded as PNG, read as a data URL.
 * Resolves to null when the file cannot be decoded as an image ("if resizing yields nothing,
 * nothing happens").
 */
export async function resizeImageToPngDataUrl(
  file: Blob,
  max = PROFILE_PHOTO_MAX_SIDE,
): Promise<string | null> {
  if (!file.type.startsWith('image/') && file.type !== '') return null;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return null;
  }
  try {
    const size = fitWithin(bitmap.width, bitmap.height, max);
    if (!size) return null;
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    // PNG is lossless: the spec's "quality 100" is the encoder's only setting.
    const dataUrl = canvas.toDataURL('image/png', 1);
    return dataUrl.startsWith('data:image/png') ? dataUrl : null;
  } finally {
    bitmap.close();
  }
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
