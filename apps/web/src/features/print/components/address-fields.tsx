import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import type { FieldErrors } from '../../../lib/form-errors';
import {
  needsState,
  taxIdName,
  type AddressField,
  type AddressFormValues,
} from '../lib/address-form';
import { printCountries } from '../lib/countries';
import { useT } from '../../../lib/i18n/use-t';

interface AddressFieldsProps {
  values: AddressFormValues;
  errors: FieldErrors<AddressField>;
  onChange: (field: AddressField, value: string) => void;
  disabled: boolean;
}

/** The shipping address inputs, each showing its own message. */
export function AddressFields({ values, errors, onChange, disabled }: AddressFieldsProps) {
  const t = useT();
  const input = (field: AddressField) => ({
    value: values[field],
    error: errors[field],
    disabled,
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => onChange(field, e.currentTarget.value),
  });
  const stateNeeded = needsState(values.countryCode);
  const taxId = taxIdName(values.countryCode);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextInput
        label={t('address.name')}
        autoComplete="shipping name"
        required
        {...input('name')}
      />
      <NativeSelect
        label={t('address.country')}
        size="md"
        autoComplete="shipping country"
        data={printCountries()}
        value={values.countryCode}
        error={errors.countryCode}
        disabled={disabled}
        onChange={(e) => onChange('countryCode', e.currentTarget.value)}
        required
      />
      <TextInput
        label={t('address.street1')}
        autoComplete="shipping address-line1"
        required
        {...input('street1')}
      />
      <TextInput
        label={t('address.street2')}
        autoComplete="shipping address-line2"
        {...input('street2')}
      />
      <TextInput
        label={t('address.city')}
        autoComplete="shipping address-level2"
        required
        {...input('city')}
      />
      <TextInput
        label={stateNeeded ? t('address.state') : t('address.stateOptional')}
        description={t('address.stateHint')}
        autoComplete="shipping address-level1"
        required={stateNeeded}
        maxLength={3}
        {...input('stateCode')}
      />
      <TextInput
        label={t('address.postcode')}
        autoComplete="shipping postal-code"
        required
        {...input('postcode')}
      />
      <TextInput
        label={t('address.phone')}
        description={t('address.phoneHint')}
        type="tel"
        autoComplete="shipping tel"
        required
        {...input('phoneNumber')}
      />
      <TextInput label={t('address.email')} type="email" autoComplete="email" {...input('email')} />
      {taxId && (
        <TextInput
          label={t('address.taxId', { name: taxId })}
          description={t('address.taxIdHint')}
          autoComplete="off"
          required
          {...input('recipientTaxId')}
        />
      )}
    </SimpleGrid>
  );
}
