/**
 * A story read in the family's own voice (docs/decisions/023): recording it, inviting someone to,
 * and playing it back. Part of the English catalog (catalog-en.ts).
 */
export const recordingsEn = {
  'record.docTitle': 'Read it in your own voice',
  'record.title': 'Read it in your own voice',
  'record.subtitle':
    'Read the story aloud in one go, tapping as each sentence ends; it plays with the words lighting up, like the narration.',
  'record.privacy':
    'Recordings are kept privately with this story: only you can play them. They are deleted with the story (or your account) and never used for anything else.',
  'record.free': 'Recording is free: it costs no credits.',
  'record.openFailed': 'We couldn’t open this story',
  'record.who': 'Who is reading?',
  'record.whoHint': 'Listeners will see “Read by …” with this name.',
  'record.whoPlaceholder': 'Grandma',
  'record.start': 'Start recording',
  'record.yourVoices': 'Your voices of this story',
  'record.saved': 'saved',
  'record.progress': '{done} of {total} sentences',
  'record.delete': 'Delete {voice}',
  'record.meter': 'Microphone level',
  'invitee.docTitle': 'Read a bedtime story aloud',
  'invitee.title': 'Read a bedtime story aloud',
  'invitee.incomplete': 'This link is not complete',
  'invitee.invalid': 'This recording link has expired or was withdrawn. Please ask for a new link.',
  'invitee.thanks': 'Thank you! Your reading is saved.',
  'invitee.savedText':
    'The family can now play the story {voice}. This link is now used: to record again, please ask for a new link.',
  'invitee.intro':
    'You were invited to read a bedtime story aloud. Press Record once and read; when you finish a sentence, tap Next sentence (or press Space) and the next one lights up. You can pause, and record any sentence again.',
  'invitee.privacy':
    'Your recording is kept privately with this story for the family who invited you, deleted with it, and never used for anything else. It is free.',
  'voicePlayer.opening': 'Opening the recording…',
  'voicePlayer.pause': 'Pause',
  'voicePlayer.play': 'Play {voice}',
  'voicePlayer.previous': 'Previous sentence',
  'voicePlayer.next': 'Next sentence',
  'voicePlayer.position': 'Sentence {n} of {total}',
  'voicePlayer.failed':
    'This recording could not be played here. Please reload the page and try again.',
} as const;
