import { describe, expect, it } from 'vitest';
import { fileExtensionOf, safeNamePart, storyFolderName } from './export-names';

describe('export entry names', () => {
  it('keeps letters and digits of user text, and nothing that walks out of a folder', () => {
    expect(safeNamePart('../../etc/passwd', 'story')).toBe('etc-passwd');
    expect(safeNamePart('..\\..\\Windows\\win.ini', 'story')).toBe('windows-win-ini');
    expect(safeNamePart('Zoë & Émile', 'story')).toBe('zoe-emile');
    expect(safeNamePart('../..', 'story')).toBe('story');
    expect(safeNamePart('🐉🌙', 'story')).toBe('story');
    expect(safeNamePart('a'.repeat(100), 'story')).toHaveLength(40);
  });

  it('names a story folder by position, hero and id', () => {
    expect(storyFolderName(7, '/../../etc/passwd', '1f2e3d4c-0000-4000-8000-000000000000')).toBe(
      'stories/007-etc-passwd-1f2e3d4c',
    );
  });

  it('takes file extensions only from a fixed list', () => {
    expect(fileExtensionOf('stories/u/s/image-ab.png', 'bin')).toBe('png');
    expect(fileExtensionOf('stories/u/s/narration-ab.MP3', 'bin')).toBe('mp3');
    expect(fileExtensionOf('stories/u/s/x.sh', 'bin')).toBe('bin');
  });
});
