import '../../../lib/full-styles';
import {
  Alert,
  Button,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  EYE_COLOURS,
  FAVOURITE_COLOURS,
  HAIR_COLOURS,
  HAIR_STYLES,
  MAX_AGE,
  MIN_AGE,
  PRONOUNS,
  SKIN_TONES,
  type Appearance,
  type Child,
} from '@sns/contract';
import { useId, useState, type CSSProperties, type FormEvent, type ReactNode } from 'react';
import { ApiError } from '../../../lib/api-client';
import { describeError } from '../../../lib/error-message';
import type { FieldErrors } from '../../../lib/form-errors';
import { showError, showSuccess } from '../../../lib/notify';
import { useSaveChild } from '../api/save-child';
import { isoDay } from '../lib/age-from-birthday';
import {
  effectiveAge,
  placeServerErrors,
  validateChildForm,
  type ChildFormField,
  type ChildFormValues,
} from '../lib/child-form';
import { AvatarPreview } from './avatar-preview';
import { ChoicePicker } from './choice-picker';
import classes from './children.module.css';
import { FavouriteThingsInput } from './favourite-things-input';

interface ChildBuilderProps {
  initial: ChildFormValues;
  /** The child being edited; a new child without. */
  childId?: string;
  onSaved: (child: Child) => void;
  onCancel: () => void;
  /** Shown beside Save and Cancel (the edit page's Delete). */
  extraActions?: ReactNode;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={classes.section} aria-labelledby={headingId}>
      <Stack gap="lg">
        <Title order={2} fz="h3" className={classes.sectionTitle} id={headingId}>
          {title}
        </Title>
        {children}
      </Stack>
    </section>
  );
}

/**
 * The avatar builder: who the child is, how they look and what they love, with a live picture
 * drawn by the stories' own illustrator. Checked with the contract's schema before it is sent.
 */
export function ChildBuilder({
  initial,
  childId,
  onSaved,
  onCancel,
  extraActions,
}: ChildBuilderProps) {
  const [values, setValues] = useState<ChildFormValues>(initial);
  const [errors, setErrors] = useState<FieldErrors<ChildFormField>>({});
  const [serverError, setServerError] = useState<string>();
  const save = useSaveChild(childId);
  const busy = save.isPending;
  const today = new Date();
  const ageFromBirthday = values.birthday ? effectiveAge(values, today) : undefined;

  const set = <K extends ChildFormField>(field: K, value: ChildFormValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const setLook = <K extends keyof Appearance>(field: K, value: Appearance[K]) =>
    setValues((v) => ({ ...v, appearance: { ...v.appearance, [field]: value } }));

  const focusFirstError = (form: HTMLFormElement) =>
    requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setServerError(undefined);
    const result = validateChildForm(values, today);
    if (result.errors) {
      setErrors(result.errors);
      focusFirstError(form);
      return;
    }
    setErrors({});
    save.mutate(result.body, {
      onSuccess: (child) => {
        showSuccess(`${child.name}’s profile is saved.`);
        onSaved(child);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 400 && error.body.errors?.length) {
          const placed = placeServerErrors(error.body.errors);
          setErrors(placed.fields);
          if (placed.rest.length > 0) setServerError(placed.rest.join(' '));
          focusFirstError(form);
          return;
        }
        const message = describeError(error);
        showError(message);
        setServerError(message);
      },
    });
  };

  const look = {
    appearance: values.appearance,
    pronouns: values.pronouns || 'they',
    favouriteColour: values.favouriteColour,
  } as const;

  return (
    <div className={classes.builderLayout}>
      <div className={classes.previewColumn}>
        <AvatarPreview name={values.name} look={look} />
      </div>

      <form
        onSubmit={handleSubmit}
        noValidate
        aria-label={childId ? `Edit ${initial.name}’s profile` : 'Add a child'}
        className={classes.builderForm}
        // Mantine's default error red is 3.3:1 on white; this one passes AA (6:1).
        style={{ '--mantine-color-error': '#c92a2a' } as CSSProperties}
      >
        <Stack gap="lg">
          <Section title="About them">
            <TextInput
              label="First name"
              description="Their name in the stories"
              placeholder="e.g. Maya"
              autoComplete="off"
              value={values.name}
              onChange={(e) => set('name', e.currentTarget.value)}
              error={errors.name}
              maxLength={40}
              withAsterisk
              disabled={busy}
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              <NumberInput
                label="Age"
                description={
                  ageFromBirthday !== undefined
                    ? 'Worked out from the birthday'
                    : `From ${MIN_AGE} to ${MAX_AGE}`
                }
                placeholder="e.g. 5"
                min={MIN_AGE}
                max={MAX_AGE}
                allowDecimal={false}
                allowNegative={false}
                clampBehavior="strict"
                value={ageFromBirthday ?? values.age}
                onChange={(v) => set('age', typeof v === 'number' ? v : v === '' ? '' : Number(v))}
                error={errors.age}
                withAsterisk={!values.birthday}
                size="md"
                disabled={busy || ageFromBirthday !== undefined}
              />
              <TextInput
                type="date"
                label="Birthday"
                description="Optional: the age then grows up with them"
                value={values.birthday}
                max={isoDay(today)}
                min="1900-01-01"
                onChange={(e) => set('birthday', e.currentTarget.value)}
                error={errors.birthday}
                disabled={busy}
              />
            </SimpleGrid>
            <ChoicePicker
              label="Pronouns"
              description="How the story speaks of them"
              choices={PRONOUNS}
              value={values.pronouns}
              onChange={(v) => set('pronouns', v)}
              error={errors.pronouns}
              disabled={busy}
              required
              cols={{ base: 1, xs: 3 }}
            />
          </Section>

          <Section title="How they look">
            <ChoicePicker
              label="Skin tone"
              choices={SKIN_TONES}
              value={values.appearance.skinTone}
              onChange={(v) => setLook('skinTone', v)}
              disabled={busy}
            />
            <ChoicePicker
              label="Hair colour"
              choices={HAIR_COLOURS}
              value={values.appearance.hairColour}
              onChange={(v) => setLook('hairColour', v)}
              disabled={busy}
            />
            <ChoicePicker
              label="Hair style"
              choices={HAIR_STYLES}
              value={values.appearance.hairStyle}
              onChange={(v) => setLook('hairStyle', v)}
              disabled={busy}
              cols={{ base: 2, xs: 3 }}
            />
            <ChoicePicker
              label="Eye colour"
              choices={EYE_COLOURS}
              value={values.appearance.eyeColour}
              onChange={(v) => setLook('eyeColour', v)}
              disabled={busy}
              cols={{ base: 2, xs: 3 }}
            />
            <Group gap="xl">
              <Switch
                label="Glasses"
                size="md"
                checked={values.appearance.glasses}
                onChange={(e) => setLook('glasses', e.currentTarget.checked)}
                disabled={busy}
              />
              <Switch
                label="Freckles"
                size="md"
                checked={values.appearance.freckles}
                onChange={(e) => setLook('freckles', e.currentTarget.checked)}
                disabled={busy}
              />
            </Group>
          </Section>

          <Section title="What they love">
            <ChoicePicker
              label="Favourite colour"
              description="They wear it in the pictures"
              choices={FAVOURITE_COLOURS}
              value={values.favouriteColour}
              onChange={(v) => set('favouriteColour', v)}
              disabled={busy}
            />
            <FavouriteThingsInput
              value={values.favouriteThings}
              onChange={(things) => set('favouriteThings', things)}
              error={errors.favouriteThings}
              disabled={busy}
            />
          </Section>

          {serverError && (
            <Alert color="red" variant="light" radius="lg" role="alert">
              <Text c="#1b1f4b">{serverError}</Text>
            </Alert>
          )}

          <Group justify="space-between" gap="sm">
            <Group gap="sm">
              <Button type="submit" size="md" loading={busy}>
                {childId ? 'Save changes' : 'Save child'}
              </Button>
              <Button variant="default" size="md" onClick={onCancel} disabled={busy}>
                Cancel
              </Button>
            </Group>
            {extraActions}
          </Group>
        </Stack>
      </form>
    </div>
  );
}
