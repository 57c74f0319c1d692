import {
  ELEMENT_MAX_CHARS,
  GENRES,
  MESSAGES,
  PASSWORD_MAX,
  PASSWORD_MIN,
  UNSAFE_CHARACTERS_MESSAGE,
} from '@sns/contract';
import type { MessageKey } from './catalog-en';
import { translate, type MessageValues } from './use-t';

/*
 * The shared schemas (packages/contract) say what is wrong in English, word for word the server's
 * (docs/decisions/071). A form checked in the browser shows those words too: this finds each by
 * its English and says it in the page's language. A message it does not know comes back as given.
 */
const EXACT: Record<string, [MessageKey, MessageValues?]> = {
  'E-mail is required': ['form.emailRequired'],
  'Please enter a valid e-mail address': ['form.emailInvalid'],
  [`Password must be at least ${PASSWORD_MIN} characters`]: [
    'form.passwordMin',
    { n: PASSWORD_MIN },
  ],
  [`Password must be at most ${PASSWORD_MAX} characters`]: [
    'form.passwordMax',
    { n: PASSWORD_MAX },
  ],
  'Passwords do not match': ['form.passwordsDiffer'],
  'First name is required': ['form.firstNameRequired'],
  'First name is too long': ['form.firstNameLong'],
  'Last name is required': ['form.lastNameRequired'],
  'Last name is too long': ['form.lastNameLong'],
  'Please give three story elements': ['form.elementsRequired'],
  'Please give exactly three story elements, separated by commas': ['form.elementsThree'],
  [`Each story element can be at most ${ELEMENT_MAX_CHARS} characters`]: [
    'form.elementTooLong',
    { n: ELEMENT_MAX_CHARS },
  ],
  "Please give the hero's name": ['form.heroRequired'],
  'The name is too long': ['form.nameTooLong'],
  'Age must be a number from 1 to 15': ['form.ageNumber'],
  'Age must be a whole number': ['form.ageWhole'],
  'Age must be from 1 to 15': ['form.ageRange'],
  [`Genre must be one of ${GENRES.join(', ')}`]: ['form.genreOneOf', { genres: GENRES.join(', ') }],
  'The plot twist is too long': ['form.plotTwistLong'],
  'The life lesson is too long': ['form.lifeLessonLong'],
  'Please choose a child': ['form.chooseChild'],
  'At most three children in one story': ['form.atMostThree'],
  'Each child can be chosen once': ['form.childOnce'],
  [MESSAGES.emailNotValidated]: ['form.emailNotValidated'],
  [MESSAGES.contactSupport]: ['form.contactSupport'],
  [MESSAGES.googleSignUpFailed]: ['form.googleSignUpFailed'],
};

/** The fields a schema names in "… contains invisible or control characters". */
const LABELS: Record<string, MessageKey> = {
  'The e-mail address': 'form.labelEmail',
  'First name': 'form.labelFirstName',
  'Last name': 'form.labelLastName',
  'Display name': 'form.labelDisplayName',
  'The story elements': 'form.labelElements',
  "The hero's name": 'form.labelHero',
  'The plot twist': 'form.labelPlotTwist',
  'The life lesson': 'form.labelLifeLesson',
};
const UNSAFE = Object.fromEntries(
  Object.entries(LABELS).map(([label, key]) => [UNSAFE_CHARACTERS_MESSAGE(label), key]),
);

/** `message` in the page's language, if it is one of the shared English messages above. */
export function knownMessage(message: string): string {
  const exact = EXACT[message];
  if (exact) return translate(exact[0], exact[1]);
  const label = UNSAFE[message];
  if (label) return translate('form.unsafe', { label: translate(label) });
  return message;
}
