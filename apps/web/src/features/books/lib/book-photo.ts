import { BOOK_PHOTO_SIDE } from '@sns/contract';
import { decodeImage } from '../../../lib/image-resize';

/**
 * The largest centred square of a `width`×`height` picture: the part the 512×512 photo keeps.
 * Null for a picture without pixels.
 */
export function centredSquare(width: number, height: number) {
  if (!(width > 0) || !(height > 0)) return null;
  const side = Math.min(width, height);
  return { x: Math.floor((width - side) / 2), y: Math.floor((height - side) / 2), side };
}

/**
 * The first file the parent dropped that looks like a picture (docs/api.md#spec-5: the drop zone
 * takes any file and several at once; only images are used). An empty type is tried too: some
 * systems leave it blank for HEIC photos.
 */
export function firstImageFile(files: readonly File[]): File | undefined {
  return files.find((f) => f.type.startsWith('image/')) ?? files.find((f) => f.type === '');
}

/**
 * docs/api.md#spec-5: the book photo is resized to 512×512 PNG before use — cropped to its centred
 * square so a face is not squashed. Null when the browser cannot read the file as a picture.
 */
export async function squarePhotoPng(file: Blob, side = BOOK_PHOTO_SIDE): Promise<Blob | null> {
  const source = await decodeImage(file);
  if (!source) return null;
  try {
    const crop = centredSquare(source.width, source.height);
    if (!crop) return null;
    const canvas = document.createElement('canvas');
    canvas.width = side;
    canvas.height = side;
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.imageSmoothingQuality = 'high';
    context.drawImage(source.image, crop.x, crop.y, crop.side, crop.side, 0, 0, side, side);
    return await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  } finally {
    source.release();
  }
}
