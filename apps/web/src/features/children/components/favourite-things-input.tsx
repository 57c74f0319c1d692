import { ActionIcon, Button, Group, Input, Text, TextInput } from '@mantine/core';
import { FAVOURITE_THING_MAX_CHARS, MAX_FAVOURITE_THINGS } from '@sns/contract';
import { useId, useState, type KeyboardEvent } from 'react';
import { addFavouriteThing } from '../lib/child-form';
import classes from './children.module.css';
import { useT } from '../../../lib/i18n/use-t';

interface FavouriteThingsInputProps {
  value: string[];
  onChange: (things: string[]) => void;
  /** The server's word for the field (e.g. an unsuitable word). */
  error?: string;
  disabled?: boolean;
}

/**
 * Up to five favourite things as removable tags: type one, press Enter or Add. Each tag's remove
 * button says which thing it removes.
 */
export function FavouriteThingsInput({
  value,
  onChange,
  error,
  disabled,
}: FavouriteThingsInputProps) {
  const t = useT();
  const [typed, setTyped] = useState('');
  const [typingError, setTypingError] = useState<string>();
  const inputId = useId();
  const full = value.length >= MAX_FAVOURITE_THINGS;

  const add = () => {
    const result = addFavouriteThing(value, typed);
    if (result.things === undefined) {
      setTypingError(result.error);
      return;
    }
    setTypingError(undefined);
    setTyped('');
    onChange(result.things);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the thing here instead of saving the whole profile.
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };

  return (
    <Input.Wrapper
      label={t('children.favourites')}
      description={t('children.favouritesHint', { max: MAX_FAVOURITE_THINGS })}
      error={error}
      size="md"
      id={inputId}
      descriptionProps={{ id: `${inputId}-description` }}
    >
      <Group gap="xs" wrap="nowrap" align="flex-start" mt={6}>
        <TextInput
          id={inputId}
          aria-describedby={`${inputId}-description`}
          placeholder={full ? t('children.thatMakesFive') : t('children.favouritePlaceholder')}
          value={typed}
          onChange={(e) => {
            setTyped(e.currentTarget.value);
            if (typingError) setTypingError(undefined);
          }}
          onKeyDown={onKeyDown}
          error={typingError}
          maxLength={FAVOURITE_THING_MAX_CHARS}
          autoComplete="off"
          disabled={disabled || full}
          style={{ flex: 1 }}
        />
        <Button variant="light" size="md" onClick={add} disabled={disabled || full}>
          {t('children.addThing')}
        </Button>
      </Group>
      {value.length > 0 && (
        <Group component="ul" gap={8} mt="sm" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {value.map((thing) => (
            <li key={thing} className={classes.thing}>
              <span>{thing}</span>
              <ActionIcon
                variant="subtle"
                radius="xl"
                size="md"
                aria-label={t('children.removeThing', { thing })}
                disabled={disabled}
                onClick={() => onChange(value.filter((t) => t !== thing))}
              >
                <span aria-hidden>×</span>
              </ActionIcon>
            </li>
          ))}
        </Group>
      )}
      <Text fz="xs" c="dimmed" mt={6} aria-live="polite">
        {t('children.thingsCount', { n: value.length, max: MAX_FAVOURITE_THINGS })}
      </Text>
    </Input.Wrapper>
  );
}
