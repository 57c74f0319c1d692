import { UPLOAD_LIMITS } from '@sns/contract';

/**
 * A friendly first look at a chosen file before it is uploaded (the server checks again,
 * docs/decisions/d9-uploaded-images.md): the reason it can't be used, or null when it looks like a
 * picture we can take.
 */
export function pictureProblem(file: { type: string; size: number; name: string }): string | null {
  const svg = file.type === 'image/svg+xml' || /\.svgz?$/i.test(file.name);
  if (svg)
    return 'Drawings saved as SVG can’t be used. Please choose a photo or picture (JPEG, PNG, WebP…).';
  if (file.type !== '' && !file.type.startsWith('image/'))
    return 'That file is not a picture. Please choose a photo or picture.';
  if (file.size === 0) return 'That file is empty. Please choose another picture.';
  if (file.size > UPLOAD_LIMITS.maxBytes)
    return 'That picture is larger than 10 MB. Please choose a smaller one.';
  return null;
}
