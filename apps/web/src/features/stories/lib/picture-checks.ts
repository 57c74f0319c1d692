import { UPLOAD_LIMITS } from '@sns/contract';
import { translate } from '../../../lib/i18n/use-t';

/**
 * A friendly first look at a chosen file before it is uploaded (the server checks again,
 * docs/decisions/d9-uploaded-images.md): the reason it can't be used, or null when it looks like a
 * picture we can take.
 */
export function pictureProblem(file: { type: string; size: number; name: string }): string | null {
  const svg = file.type === 'image/svg+xml' || /\.svgz?$/i.test(file.name);
  if (svg) return translate('picture.svg');
  if (file.type !== '' && !file.type.startsWith('image/')) return translate('picture.notPicture');
  if (file.size === 0) return translate('picture.empty');
  if (file.size > UPLOAD_LIMITS.maxBytes) return translate('picture.tooLarge');
  return null;
}
