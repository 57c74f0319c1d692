import {
  ELEMENT_MAX_CHARS,
  generateStoryBodySchema,
  type GenerateStoryBody,
  type Genre,
  type Language,
} from '@sns/contract';
import { fieldErrorsOf, type FieldErrors } from '../../../lib/form-errors';
import { translate } from '../../../lib/i18n/use-t';

/** What the create-story form holds; the API wants the three elements as one "a, b, c" string. */
export interface StoryFormValues {
  hero: string;
  age: number | '';
  element1: string;
  element2: string;
  element3: string;
  genre: Genre | '';
  plotTwist: string;
  lifeLesson: string;
}

export type StoryFormField = keyof StoryFormValues;

export const EMPTY_STORY_FORM: StoryFormValues = {
  hero: '',
  age: '',
  element1: '',
  element2: '',
  element3: '',
  genre: '',
  plotTwist: '',
  lifeLesson: '',
};

export const ELEMENT_FIELDS = ['element1', 'element2', 'element3'] as const;

/** Joins the three element inputs the way docs/api.md#spec-3 stores them: "a, b, c". */
export function joinElements(
  values: Pick<StoryFormValues, 'element1' | 'element2' | 'element3'>,
): string {
  return ELEMENT_FIELDS.map((f) => values[f].trim()).join(', ');
}

function elementError(value: string): string | undefined {
  const v = value.trim();
  if (!v) return translate('form.addElement');
  // A comma inside one element would split it in two on the server.
  if (v.includes(',')) return translate('form.noCommas');
  if (v.length > ELEMENT_MAX_CHARS) return translate('form.keepTo', { n: ELEMENT_MAX_CHARS });
  return undefined;
}

/**
 * Checks the form with the contract's schema (the server runs the same one) and returns the body
 * to send, or the message to show under each field. Element errors are checked per input so the
 * message lands on the box that needs fixing. `childIds` are the chosen child profiles (the first
 * is the hero); without them the body is the original call's (docs/api.md#spec-7).
 */
export function validateStoryForm(
  values: StoryFormValues,
  childIds: readonly string[] = [],
  /** The story's language (docs/decisions/070); the original call has none. */
  language?: Language,
):
  | { body: GenerateStoryBody; errors?: undefined }
  | { body?: undefined; errors: FieldErrors<StoryFormField> } {
  const errors: FieldErrors<StoryFormField> = {};
  for (const field of ELEMENT_FIELDS) {
    const message = elementError(values[field]);
    if (message) errors[field] = message;
  }

  const body: GenerateStoryBody = {
    hero: values.hero,
    age: values.age === '' ? Number.NaN : values.age,
    elements: joinElements(values),
    genre: values.genre as Genre,
    ...(values.plotTwist.trim() ? { plotTwist: values.plotTwist.trim() } : {}),
    ...(values.lifeLesson.trim() ? { lifeLesson: values.lifeLesson.trim() } : {}),
    ...(childIds.length > 0 ? { childIds: [...childIds] } : {}),
    ...(language ? { language } : {}),
  };
  const parsed = generateStoryBodySchema.safeParse(body);
  if (!parsed.success) {
    const schemaErrors = fieldErrorsOf<keyof GenerateStoryBody>(parsed.error);
    if (values.genre === '') schemaErrors.genre = translate('form.chooseGenre');
    if (values.age === '') schemaErrors.age = translate('form.giveAge');
    for (const [key, message] of Object.entries(schemaErrors)) {
      if (key === 'elements') {
        if (!ELEMENT_FIELDS.some((f) => errors[f])) errors.element1 = message;
      } else errors[key as StoryFormField] ??= message;
    }
  }
  if (Object.keys(errors).length > 0) return { errors };
  return { body: { ...body, hero: body.hero.trim(), elements: joinElements(values) } };
}
