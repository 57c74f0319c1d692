import { Group, Loader, Radio, Stack, Text } from '@mantine/core';
import { HAIR_COLOURS, SKIN_TONES, type Appearance } from '@sns/contract';
import classes from './look-confirm-step.module.css';

interface LookConfirmStepProps {
  hero: string;
  /** The look the photo suggested, as the parent has changed it so far; null while it is read. */
  appearance: Appearance | null;
  onChange: (appearance: Appearance) => void;
}

/**
 * Issue 12: "Does this look right?" — the skin tone and hair colour read from the photo, as
 * swatches the parent can change before the book is made. Each is a radio group: one tab stop,
 * arrow keys move between colours, and every swatch is named by its colour.
 */
export function LookConfirmStep({ hero, appearance, onChange }: LookConfirmStepProps) {
  return (
    <section aria-labelledby="look-title" className={classes.look}>
      <Stack gap="sm">
        <Text component="h3" id="look-title" fw={800} fz="lg" c="#1b1f4b" m={0}>
          Does this look right?
        </Text>
        {appearance ? (
          <>
            <Text fz="sm" c="#3a3d5c">
              We guessed {hero}&rsquo;s skin tone and hair colour from the photo. Change them if
              they are not quite right: every picture in the book draws {hero} this way.
            </Text>
            <Swatches
              label="Skin tone"
              name="skinTone"
              options={SKIN_TONES}
              value={appearance.skinTone}
              onChange={(skinTone) => onChange({ ...appearance, skinTone })}
            />
            <Swatches
              label="Hair colour"
              name="hairColour"
              options={HAIR_COLOURS}
              value={appearance.hairColour}
              onChange={(hairColour) => onChange({ ...appearance, hairColour })}
            />
          </>
        ) : (
          <Group gap="xs">
            <Loader size="xs" aria-hidden="true" />
            <Text fz="sm" c="#3a3d5c">
              Looking at the photo…
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
  onChange: (value: Id) => void;
}

function Swatches<Id extends string>({ label, name, options, value, onChange }: SwatchesProps<Id>) {
  const chosen = options.find((o) => o.id === value);
  return (
    <Radio.Group
      label={label}
      name={name}
      value={value}
      onChange={(v) => onChange(v as Id)}
      description={chosen ? `Chosen: ${chosen.label}` : undefined}
    >
      <Group gap={8} mt={6}>
        {options.map((option) => (
          <Radio.Card
            key={option.id}
            value={option.id}
            aria-label={option.label}
            title={option.label}
            className={classes.swatch}
            style={{ backgroundColor: option.hex }}
          />
        ))}
      </Group>
    </Radio.Group>
  );
}
