import type { AvatarPreviewBody } from '@sns/contract';
import { drawAvatarPortrait } from '../../providers/image/embedded/avatar-portrait';

/**
 * POST /api/children/preview: the look being built, drawn by the embedded illustrator whatever
 * illustrator the stories use — it answers in milliseconds, as a live preview must, and nothing
 * the parent types (the name) is in the picture, so the SVG holds only our own markup.
 */
export function previewAvatar(body: AvatarPreviewBody): Buffer {
  return Buffer.from(drawAvatarPortrait({ name: '', ...body }));
}
