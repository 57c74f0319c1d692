/** The landing page's printable bookmarks. Part of the English catalog (first-en.ts). */
export const bookmarksEn = {
  'bookmarks.kicker': 'Free to print',
  'bookmarks.title': 'Bookmarks for little readers',
  'bookmarks.lead':
    'Download, print on card and cut out — a small treat to keep their place in tonight’s book.',
  'bookmarks.moonName': 'Moon and Stars',
  'bookmarks.moonText':
    'A sleepy crescent moon in a nightcap, drifting over lavender clouds among golden stars.',
  'bookmarks.dragonName': 'Sleepy Dragon',
  'bookmarks.dragonText':
    'A little green dragon curled up fast asleep on a cloud, under a crescent moon.',
  'bookmarks.rocketName': 'Rocket Dreams',
  'bookmarks.rocketText':
    'A little rocket zooming past a ringed planet, leaving a trail of twinkling stars.',
  'bookmarks.forestName': 'Enchanted Forest',
  'bookmarks.forestText':
    'A moonlit pine wood with fireflies, red toadstools and an owl asleep on its branch.',
  'bookmarks.download': 'Download<hidden> the {name} bookmark</hidden> (PDF)',
} as const;
