import {
  Alert,
  Button,
  Fieldset,
  Grid,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  ELEMENT_MAX_CHARS,
  MAX_AGE,
  LANGUAGE_NAMES,
  LANGUAGES,
  MIN_AGE,
  type GenerateStoryBody,
  type Genre,
  type Language,
} from '@sns/contract';
import { useState, type CSSProperties, type FormEvent, type ReactNode } from 'react';
import type { FieldErrors } from '../../../lib/form-errors';
import { useT } from '../../../lib/i18n/use-t';
import { validateStoryForm, type StoryFormField, type StoryFormValues } from '../lib/story-form';
import { GenrePicker } from './genre-picker';

const ELEMENT_INPUTS = [
  { field: 'element1', label: 'create.element1', placeholder: 'create.element1Placeholder' },
  { field: 'element2', label: 'create.element2', placeholder: 'create.element2Placeholder' },
  { field: 'element3', label: 'create.element3', placeholder: 'create.element3Placeholder' },
] as const;

interface CreateStoryFormProps {
  values: StoryFormValues;
  onChange: (values: StoryFormValues) => void;
  onSubmit: (body: GenerateStoryBody) => void;
  busy: boolean;
  /** The submit stays disabled (e.g. no credits left). */
  blocked: boolean;
  /** What it costs and what the parent has, shown above the button. */
  costNotice?: ReactNode;
  /** Shown before the fields (e.g. out of credits: say so before the parent types anything). */
  topNotice?: ReactNode;
  /** The server's answer to the last try (400 messages, 402…), shown above the button. */
  serverError?: ReactNode;
  /** The chosen child profiles' ids, sent with the story (the first is the hero). */
  childIds?: readonly string[];
  /** Who the story is for (child profiles), above the hero's name. */
  childPicker?: ReactNode;
  /** Under the story elements: the chosen children's favourite things, one click each. */
  elementSuggestions?: ReactNode;
  /** The story's language (docs/decisions/070), sent with it. */
  language: Language;
  onLanguageChange: (language: Language) => void;
}

/**
 * Story inputs (docs/api.md#spec-3), checked with the contract's schema before anything is sent.
 */
export function CreateStoryForm({
  values,
  onChange,
  onSubmit,
  busy,
  blocked,
  costNotice,
  topNotice,
  serverError,
  childIds,
  childPicker,
  elementSuggestions,
  language,
  onLanguageChange,
}: CreateStoryFormProps) {
  const t = useT();
  const [errors, setErrors] = useState<FieldErrors<StoryFormField>>({});

  const set = <K extends StoryFormField>(field: K, value: StoryFormValues[K]) => {
    onChange({ ...values, [field]: value });
    if (errors[field]) setErrors({ ...errors, [field]: undefined });
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validateStoryForm(values, childIds, language);
    if (result.errors) {
      setErrors(result.errors);
      // Take keyboard and screen-reader users to the first thing to fix.
      const form = event.currentTarget;
      requestAnimationFrame(() =>
        form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    setErrors({});
    onSubmit(result.body);
  };

  return (
    <form
      onSubmit={handleSubmit}
      noValidate
      aria-label={t('create.formLabel')}
      // Mantine's default error red is 3.3:1 on white; this one passes AA (6:1).
      style={{ '--mantine-color-error': '#c92a2a' } as CSSProperties}
    >
      <Stack gap="xl">
        {topNotice}
        {childPicker}
        <Grid gap="md">
          <Grid.Col span={{ base: 12, sm: 8 }}>
            <TextInput
              label={t('create.heroLabel')}
              description={t('create.heroHint')}
              placeholder={t('create.heroPlaceholder')}
              autoComplete="off"
              value={values.hero}
              onChange={(e) => set('hero', e.currentTarget.value)}
              error={errors.hero}
              maxLength={40}
              withAsterisk
              disabled={busy}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <NumberInput
              label={t('create.ageLabel')}
              description={t('create.ageHint', { min: MIN_AGE, max: MAX_AGE })}
              placeholder={t('create.agePlaceholder')}
              min={MIN_AGE}
              max={MAX_AGE}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="strict"
              value={values.age}
              onChange={(v) => set('age', typeof v === 'number' ? v : v === '' ? '' : Number(v))}
              error={errors.age}
              withAsterisk
              size="md"
              disabled={busy}
            />
          </Grid.Col>
        </Grid>

        <Fieldset
          legend={t('create.elementsLegend')}
          variant="unstyled"
          p={0}
          m={0}
          styles={{
            legend: { fontWeight: 700, fontSize: 'var(--mantine-font-size-md)', marginBottom: 4 },
          }}
        >
          <Text fz="sm" c="dimmed" mb="sm">
            {t('create.elementsHint')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            {ELEMENT_INPUTS.map(({ field, label, placeholder }) => (
              <TextInput
                key={field}
                label={t(label)}
                placeholder={t(placeholder)}
                autoComplete="off"
                value={values[field]}
                onChange={(e) => set(field, e.currentTarget.value)}
                error={errors[field]}
                maxLength={ELEMENT_MAX_CHARS}
                withAsterisk
                disabled={busy}
              />
            ))}
          </SimpleGrid>
          {elementSuggestions && <div style={{ marginTop: 12 }}>{elementSuggestions}</div>}
        </Fieldset>

        <GenrePicker
          value={values.genre}
          onChange={(genre: Genre) => set('genre', genre)}
          error={errors.genre}
          disabled={busy}
        />

        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('create.plotTwist')}
            description={t('create.plotTwistHint')}
            placeholder={t('create.plotTwistPlaceholder')}
            autoComplete="off"
            value={values.plotTwist}
            onChange={(e) => set('plotTwist', e.currentTarget.value)}
            error={errors.plotTwist}
            maxLength={200}
            disabled={busy}
          />
          <TextInput
            label={t('create.lifeLesson')}
            description={t('create.lifeLessonHint')}
            placeholder={t('create.lifeLessonPlaceholder')}
            autoComplete="off"
            value={values.lifeLesson}
            onChange={(e) => set('lifeLesson', e.currentTarget.value)}
            error={errors.lifeLesson}
            maxLength={200}
            disabled={busy}
          />
        </SimpleGrid>

        <NativeSelect
          label={t('create.storyLanguage')}
          description={t('create.storyLanguageHint')}
          value={language}
          onChange={(e) => onLanguageChange(e.currentTarget.value as Language)}
          data={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))}
          disabled={busy}
          size="md"
          maw={320}
        />

        <Alert variant="light" color="night" radius="lg" title={t('create.tipTitle')}>
          <Text fz="sm" c="#1b1f4b">
            {t('create.tip')}
          </Text>
        </Alert>

        {costNotice}
        {serverError}

        <Button type="submit" size="lg" loading={busy} disabled={blocked} fullWidth>
          {t('create.submit')}
        </Button>
      </Stack>
    </form>
  );
}
