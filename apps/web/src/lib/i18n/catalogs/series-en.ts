/**
 * A series: "Continue tomorrow" and the shelf on My Stories (docs/decisions/066, 076). Part of the
 * English catalog (catalog-en.ts).
 */
export const seriesEn = {
  'series.continue.button': 'Continue tomorrow',
  'series.continue.title': 'Tomorrow night’s chapter',
  'series.continue.lead':
    '{hero} comes back with the same friends and places. The chapter opens with a line about last night, brings a new little problem and solves it before goodnight.',
  'series.continue.cost':
    '{n, plural, =0 {This chapter is free, like your first story.} one {A new chapter costs # credit, like a new story.} other {A new chapter costs # credits, like a new story.}}',
  'series.continue.balance': '{n, plural, one {You have # credit.} other {You have # credits.}}',
  'series.continue.newElement': 'One new thing for this chapter (optional)',
  'series.continue.newElementHint': 'A place, a friend or a thing, e.g. a silver kite',
  'series.continue.noComma': 'Please give one new thing, without commas',
  'series.continue.tooLong': 'At most {max} characters',
  'series.continue.short': 'You don’t have enough credits for a new chapter.',
  'series.continue.buyCredits': 'Buy Credits',
  'series.continue.write': 'Write chapter {n}',
  'series.continue.cancel': 'Cancel',
  'series.chapterOf': 'Chapter {chapter} of {chapters} in “{title}”',
  'series.allChapters': 'All chapters',
  'series.shelf.title': 'Your series',
  'series.shelf.lead': 'Stories that go on night after night, chapter by chapter.',
  'series.shelf.loading': 'Loading your series',
  'series.shelf.error': 'We couldn’t load your series',
  'series.shelf.starring':
    '{n, plural, one {Starring {hero} · # chapter} other {Starring {hero} · # chapters}}',
  'series.shelf.chapters': 'Chapters of {title}',
  'series.shelf.chapter': 'Chapter {n}: {title}',
  'series.shelf.chapterWriting': 'Chapter {n}: being written…',
  'series.shelf.readTonight': 'Read chapter {n} tonight',
  'series.shelf.rename': 'Rename',
  'series.shelf.renameLabel': 'Rename “{title}”',
  'series.shelf.book': 'Make a book of the series',
  'series.shelf.bookLabel': 'Make a book of the series “{title}”',
  'series.book.pageTitle': 'Make a book of the series',
  'series.book.subtitle': '“{title}”: every chapter in one book, with a contents page.',
  'series.book.loading': 'Loading the series',
  'series.rename.title': 'Rename the series',
  'series.rename.label': 'Series name',
  'series.rename.hint': 'It is the title on My Stories and on the series’ book.',
  'series.rename.empty': 'Please give the series a name',
  'series.rename.tooLong': 'The name can be at most {max} characters',
  'series.rename.save': 'Save name',
  'series.rename.cancel': 'Cancel',
  'series.rename.saved': 'The series is now called “{title}”.',
} as const;
