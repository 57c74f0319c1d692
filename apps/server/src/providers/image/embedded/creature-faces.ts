// Colours for the creatures noto draws as a face alone; shared by the drawing and the icon loader.

export interface BodyColours {
  /** The noto icon that draws the face. */
  face: string;
  fur: string;
  belly: string;
  tail?: 'tuft' | 'bushy' | 'none';
}

// Noto draws these animals as a face alone; floating faces look like stickers, not animals, so
// each gets a seated body in its own colours under its noto face.
export const BODIES: Readonly<Record<string, BodyColours>> = {
  bear: { face: 'bear', fur: '#7b5146', belly: '#b5865e' },
  'polar-bear': { face: 'polar-bear', fur: '#f2f2ef', belly: '#dcdcd6' },
  panda: { face: 'panda', fur: '#f2f2ef', belly: '#e4e4df' },
  koala: { face: 'koala', fur: '#9a9aa3', belly: '#d6d6dc' },
  frog: { face: 'frog', fur: '#a5c93a', belly: '#d9e98f' },
  lion: { face: 'lion', fur: '#eeb13e', belly: '#f6d08c', tail: 'tuft' },
  hamster: { face: 'hamster', fur: '#efa764', belly: '#fbe3c8' },
  fox: { face: 'fox', fur: '#f26a1b', belly: '#f4f1ea', tail: 'bushy' },
  wolf: { face: 'wolf', fur: '#98a0a9', belly: '#dadde2', tail: 'bushy' },
  moose: { face: 'moose', fur: '#7a5236', belly: '#a0754f' },
};

/** Noto icons the creature drawings use, loaded with the vocabulary's. */
export const CREATURE_FACE_ICONS: readonly string[] = [
  ...Object.values(BODIES).map((body) => body.face),
  'horse',
  'robot',
  'alien',
];
