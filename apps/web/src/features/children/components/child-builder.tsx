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
import { useT } from '../../../lib/i18n/use-t';

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
  const t = useT();
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
        showSuccess(t('children.saved', { name: child.name }));
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
        aria-label={
          childId ? t('children.editForm', { name: initial.name }) : t('children.addTitle')
        }
        className={classes.builderForm}
        // Mantine's default error red is 3.3:1 on white; this one passes AA (6:1).
        style={{ '--mantine-color-error': '#c92a2a' } as CSSProperties}
      >
        <Stack gap="lg">
          <Section title={t('children.about')}>
            <TextInput
              label={t('children.firstName')}
              description={t('children.firstNameHint')}
              placeholder={t('children.namePlaceholder')}
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
                label={t('children.ageLabel')}
                description={
                  ageFromBirthday !== undefined
                    ? t('children.ageFromBirthday')
                    : t('children.ageRange', { min: MIN_AGE, max: MAX_AGE })
                }
                placeholder={t('children.agePlaceholder')}
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
                label={t('children.birthday')}
                description={t('children.birthdayHint')}
                value={values.birthday}
                max={isoDay(today)}
                min="1900-01-01"
                onChange={(e) => set('birthday', e.currentTarget.value)}
                error={errors.birthday}
                disabled={busy}
              />
            </SimpleGrid>
            <ChoicePicker
              label={t('children.pronouns')}
              description={t('children.pronounsHint')}
              choices={PRONOUNS.map((c) => ({ ...c, label: t(`pronoun.${c.id}`) }))}
              value={values.pronouns}
              onChange={(v) => set('pronouns', v)}
              error={errors.pronouns}
              disabled={busy}
              required
              cols={{ base: 1, xs: 3 }}
            />
          </Section>

          <Section title={t('children.looks')}>
            <ChoicePicker
              label={t('book.skinTone')}
              choices={SKIN_TONES.map((c) => ({ ...c, label: t(`skin.${c.id}`) }))}
              value={values.appearance.skinTone}
              onChange={(v) => setLook('skinTone', v)}
              disabled={busy}
            />
            <ChoicePicker
              label={t('book.hairColour')}
              choices={HAIR_COLOURS.map((c) => ({ ...c, label: t(`hair.${c.id}`) }))}
              value={values.appearance.hairColour}
              onChange={(v) => setLook('hairColour', v)}
              disabled={busy}
            />
            <ChoicePicker
              label={t('children.hairStyle')}
              choices={HAIR_STYLES.map((c) => ({ ...c, label: t(`hairStyle.${c.id}`) }))}
              value={values.appearance.hairStyle}
              onChange={(v) => setLook('hairStyle', v)}
              disabled={busy}
              cols={{ base: 2, xs: 3 }}
            />
            <ChoicePicker
              label={t('children.eyeColour')}
              choices={EYE_COLOURS.map((c) => ({ ...c, label: t(`eye.${c.id}`) }))}
              value={values.appearance.eyeColour}
              onChange={(v) => setLook('eyeColour', v)}
              disabled={busy}
              cols={{ base: 2, xs: 3 }}
            />
            <Group gap="xl">
              <Switch
                label={t('children.glasses')}
                size="md"
                checked={values.appearance.glasses}
                onChange={(e) => setLook('glasses', e.currentTarget.checked)}
                disabled={busy}
              />
              <Switch
                label={t('children.freckles')}
                size="md"
                checked={values.appearance.freckles}
                onChange={(e) => setLook('freckles', e.currentTarget.checked)}
                disabled={busy}
              />
            </Group>
          </Section>

          <Section title={t('children.loveTitle')}>
            <ChoicePicker
              label={t('children.favouriteColour')}
              description={t('children.favouriteColourHint')}
              choices={FAVOURITE_COLOURS.map((c) => ({ ...c, label: t(`colour.${c.id}`) }))}
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
                {childId ? t('children.saveChanges') : t('children.saveChild')}
              </Button>
              <Button variant="default" size="md" onClick={onCancel} disabled={busy}>
                {t('common.cancel')}
              </Button>
            </Group>
            {extraActions}
          </Group>
        </Stack>
      </form>
    </div>
  );
}
