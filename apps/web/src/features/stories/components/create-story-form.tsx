import {
  Alert,
  Button,
  Fieldset,
  Grid,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  ELEMENT_MAX_CHARS,
  MAX_AGE,
  MIN_AGE,
  type GenerateStoryBody,
  type Genre,
} from '@sns/contract';
import { useState, type CSSProperties, type FormEvent, type ReactNode } from 'react';
import type { FieldErrors } from '../../../lib/form-errors';
import { validateStoryForm, type StoryFormField, type StoryFormValues } from '../lib/story-form';
import { GenrePicker } from './genre-picker';

const ELEMENT_INPUTS = [
  { field: 'element1', label: 'First story element', placeholder: 'e.g. a red kite' },
  { field: 'element2', label: 'Second story element', placeholder: 'e.g. a sleepy owl' },
  { field: 'element3', label: 'Third story element', placeholder: 'e.g. the seaside' },
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
}: CreateStoryFormProps) {
  const [errors, setErrors] = useState<FieldErrors<StoryFormField>>({});

  const set = <K extends StoryFormField>(field: K, value: StoryFormValues[K]) => {
    onChange({ ...values, [field]: value });
    if (errors[field]) setErrors({ ...errors, [field]: undefined });
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validateStoryForm(values, childIds);
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
      aria-label="Create a story"
      // Mantine's default error red is 3.3:1 on white; this one passes AA (6:1).
      style={{ '--mantine-color-error': '#c92a2a' } as CSSProperties}
    >
      <Stack gap="xl">
        {topNotice}
        {childPicker}
        <Grid gap="md">
          <Grid.Col span={{ base: 12, sm: 8 }}>
            <TextInput
              label="Hero's name"
              description="Your child's name: they are the hero"
              placeholder="e.g. Mia"
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
              label="Age"
              description={`From ${MIN_AGE} to ${MAX_AGE}`}
              placeholder="e.g. 5"
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
          legend="Story elements"
          variant="unstyled"
          p={0}
          m={0}
          styles={{
            legend: { fontWeight: 700, fontSize: 'var(--mantine-font-size-md)', marginBottom: 4 },
          }}
        >
          <Text fz="sm" c="dimmed" mb="sm">
            Three things to weave into the story: a toy, an animal, a place, a favourite food…
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            {ELEMENT_INPUTS.map(({ field, label, placeholder }) => (
              <TextInput
                key={field}
                label={label}
                placeholder={placeholder}
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
            label="Plot twist"
            description="Optional: a surprise along the way"
            placeholder="e.g. The dragon is afraid of the dark"
            autoComplete="off"
            value={values.plotTwist}
            onChange={(e) => set('plotTwist', e.currentTarget.value)}
            error={errors.plotTwist}
            maxLength={200}
            disabled={busy}
          />
          <TextInput
            label="Life lesson"
            description="Optional: what the story gently teaches"
            placeholder="e.g. It's brave to ask for help"
            autoComplete="off"
            value={values.lifeLesson}
            onChange={(e) => set('lifeLesson', e.currentTarget.value)}
            error={errors.lifeLesson}
            maxLength={200}
            disabled={busy}
          />
        </SimpleGrid>

        <Alert variant="light" color="night" radius="lg" title="A tip from the storyteller">
          <Text fz="sm" c="#1b1f4b">
            Use your own words rather than trademarked names (famous cartoon characters, toy
            brands): &ldquo;a brave little robot&rdquo; makes a better story than a brand name.
          </Text>
        </Alert>

        {costNotice}
        {serverError}

        <Button type="submit" size="lg" loading={busy} disabled={blocked} fullWidth>
          Create my story
        </Button>
      </Stack>
    </form>
  );
}
