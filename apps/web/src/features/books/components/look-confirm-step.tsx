import { Button, Group, Loader, Radio, Stack, Text } from '@mantine/core';
import { HAIR_COLOURS, SKIN_TONES, type Appearance, type SuggestLookResponse } from '@sns/contract';
import classes from './look-confirm-step.module.css';
import { useT } from '../../../lib/i18n/use-t';

/** Where the pre-selected look came from, and what the photo suggests. */
export type LookSource = Pick<SuggestLookResponse, 'fromProfile' | 'photo'>;

interface LookConfirmStepProps {
  hero: string;
  /** The look chosen so far (the profile's or the photo's, as changed); null while it is read. */
  appearance: Appearance | null;
  /** The profile's look was pre-selected, and the photo's colours are offered beside it. */
  source?: LookSource | null;
  onChange: (appearance: Appearance) => void;
}

/**
 * Issue 12: "Does this look right?" — the skin tone and hair colour, as swatches the parent can
 * change before the book is made. Each is a radio group: one tab stop, arrow keys move between
 * colours, and every swatch is named by its colour. Issue 28: a child profile's saved colours
 * are chosen; what the photo suggests is marked and offered, never chosen for the parent.
 */
export function LookConfirmStep({ hero, appearance, source, onChange }: LookConfirmStepProps) {
  const t = useT();
  const photo = source?.fromProfile ? source.photo : undefined;
  const differs =
    photo &&
    appearance &&
    (photo.skinTone !== appearance.skinTone || photo.hairColour !== appearance.hairColour);
  return (
    <section aria-labelledby="look-title" className={classes.look}>
      <Stack gap="sm">
        <Text component="h3" id="look-title" fw={800} fz="lg" c="#1b1f4b" m={0}>
          {t('book.lookTitle')}
        </Text>
        {appearance ? (
          <>
            {photo ? (
              <Text fz="sm" c="#3a3d5c">
                {t('book.lookFromProfile', { hero })}
              </Text>
            ) : (
              <Text fz="sm" c="#3a3d5c">
                {t('book.lookGuessed', { hero })}
              </Text>
            )}
            <Swatches
              label={t('book.skinTone')}
              name="skinTone"
              options={SKIN_TONES.map((o) => ({ ...o, label: t(`skin.${o.id}`) }))}
              value={appearance.skinTone}
              suggested={photo?.skinTone}
              onChange={(skinTone) => onChange({ ...appearance, skinTone })}
            />
            <Swatches
              label={t('book.hairColour')}
              name="hairColour"
              options={HAIR_COLOURS.map((o) => ({ ...o, label: t(`hair.${o.id}`) }))}
              value={appearance.hairColour}
              suggested={photo?.hairColour}
              onChange={(hairColour) => onChange({ ...appearance, hairColour })}
            />
            {photo && differs && (
              <Group>
                <Button
                  variant="light"
                  size="sm"
                  onClick={() =>
                    onChange({
                      ...appearance,
                      skinTone: photo.skinTone,
                      hairColour: photo.hairColour,
                    })
                  }
                >
                  {t('book.usePhotoColours')}
                </Button>
              </Group>
            )}
          </>
        ) : (
          <Group gap="xs">
            <Loader size="xs" aria-hidden="true" />
            <Text fz="sm" c="#3a3d5c">
              {t('book.lookingAtPhoto')}
            </Text>
          </Group>
        )}
      </Stack>
    </section>
  );
}

interface SwatchesProps<Id extends string> {
  label: string;
  name: string;
  options: readonly { id: Id; label: string; hex: string }[];
  value: Id;
  /** The photo's suggestion, marked (and named) but not chosen. */
  suggested?: Id;
  onChange: (value: Id) => void;
}

function Swatches<Id extends string>({
  label,
  name,
  options,
  value,
  suggested,
  onChange,
}: SwatchesProps<Id>) {
  const t = useT();
  const chosen = options.find((o) => o.id === value);
  const offered = suggested !== value ? options.find((o) => o.id === suggested) : undefined;
  return (
    <Radio.Group
      label={label}
      name={name}
      value={value}
      onChange={(v) => onChange(v as Id)}
      description={
        chosen ? (
          <>
            <span>{t('book.chosen', { colour: chosen.label })}</span>
            {offered && <span>{t('book.photoSuggests', { colour: offered.label })}</span>}
          </>
        ) : undefined
      }
    >
      <Group gap={8} mt={6}>
        {options.map((option) => (
          <Radio.Card
            key={option.id}
            value={option.id}
            aria-label={
              option.id === offered?.id
                ? t('book.suggestion', { colour: option.label })
                : option.label
            }
            title={option.label}
            className={
              option.id === offered?.id ? `${classes.swatch} ${classes.suggested}` : classes.swatch
            }
            style={{ backgroundColor: option.hex }}
          />
        ))}
      </Group>
    </Radio.Group>
  );
}
