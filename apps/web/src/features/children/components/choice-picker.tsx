import { Radio, SimpleGrid, type SimpleGridProps } from '@mantine/core';
import classes from './children.module.css';

export interface Choice<T extends string> {
  id: T;
  label: string;
  /** A colour choice shows its swatch beside the label. */
  hex?: string;
}

interface ChoicePickerProps<T extends string> {
  label: string;
  description?: string;
  choices: readonly Choice<T>[];
  value: T | '';
  onChange: (value: T) => void;
  error?: string;
  disabled?: boolean;
  required?: boolean;
  cols?: SimpleGridProps['cols'];
}

/**
 * One of a few choices as radio cards — a swatch and its name for colours, so the choice never
 * rests on colour alone. One tab stop; arrow keys move between the cards.
 */
export function ChoicePicker<T extends string>({
  label,
  description,
  choices,
  value,
  onChange,
  error,
  disabled,
  required,
  cols = { base: 2, xs: 3, md: 4 },
}: ChoicePickerProps<T>) {
  return (
    <Radio.Group
      label={label}
      description={description}
      value={value}
      onChange={(v) => onChange(v as T)}
      error={error}
      withAsterisk={required}
      size="md"
      classNames={{ label: classes.legend }}
    >
      <SimpleGrid cols={cols} spacing="xs" mt={8}>
        {choices.map((choice) => (
          <Radio.Card
            key={choice.id}
            value={choice.id}
            className={classes.choice}
            disabled={disabled}
            aria-label={choice.label}
          >
            {choice.hex ? (
              <span className={classes.dot} style={{ background: choice.hex }} aria-hidden />
            ) : (
              <Radio.Indicator size="sm" />
            )}
            <span>{choice.label}</span>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
