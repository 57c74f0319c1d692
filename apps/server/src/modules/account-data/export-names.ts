/**
 * Names inside the export's zip. Every name is built by us from fixed words, numbers and
 * `safeNamePart` of user text, so a hero called `../../etc/passwd` or `C:\x` can never make an
 * entry that an unzip tool would write outside the folder it extracts into.
 */

const MAX_PART = 40;

/** Lower-case ASCII letters, digits and single dashes from any text; `fallback` when none. */
export function safeNamePart(text: string, fallback: string): string {
  const part = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_PART)
    .replace(/-+$/, '');
  return part || fallback;
}

/** A story's folder: its position (oldest first), the hero and the start of its id, all safe. */
export function storyFolderName(position: number, hero: string, storyId: string): string {
  const id = storyId.replace(/[^0-9a-f]/gi, '').slice(0, 8);
  return `stories/${String(position).padStart(3, '0')}-${safeNamePart(hero, 'story')}-${id}`;
}

const EXTENSIONS = new Set(['png', 'jpg', 'jpeg', 'webp', 'mp3', 'pdf', 'webm', 'ogg', 'm4a']);

/** A recorded clip's extension from its checked type (modules/recordings/audio). */
export function audioExtensionOf(contentType: string): string {
  if (contentType.includes('ogg')) return 'ogg';
  if (contentType.includes('mp4')) return 'm4a';
  return 'webm';
}

/** A recorded voice's folder inside its story's: its position and who reads, made safe. */
export function voiceFolderName(position: number, name: string): string {
  return `voices/${String(position).padStart(2, '0')}-${safeNamePart(name, 'voice')}`;
}

/** The extension of a stored file for its entry name, from a fixed list. */
export function fileExtensionOf(key: string, fallback: string): string {
  const ext = key.split('.').pop()?.toLowerCase() ?? '';
  return EXTENSIONS.has(ext) ? ext : fallback;
}

/** A child's character picture in the export: numbered, our words only. */
export function characterPictureName(position: number): string {
  return `character-pictures/character-${position}.png`;
}
