import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import type { FieldErrors } from '../../../lib/form-errors';
import {
  needsState,
  taxIdName,
  type AddressField,
  type AddressFormValues,
} from '../lib/address-form';
import { PRINT_COUNTRIES } from '../lib/countries';

interface AddressFieldsProps {
  values: AddressFormValues;
  errors: FieldErrors<AddressField>;
  onChange: (field: AddressField, value: string) => void;
  disabled: boolean;
}

/** The shipping address inputs, each showing its own message. */
export function AddressFields({ values, errors, onChange, disabled }: AddressFieldsProps) {
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
      <TextInput label="Full name" autoComplete="shipping name" required {...input('name')} />
      <NativeSelect
        label="Country"
        size="md"
        autoComplete="shipping country"
        data={PRINT_COUNTRIES}
        value={values.countryCode}
        error={errors.countryCode}
        disabled={disabled}
        onChange={(e) => onChange('countryCode', e.currentTarget.value)}
        required
      />
      <TextInput
        label="Street address"
        autoComplete="shipping address-line1"
        required
        {...input('street1')}
      />
      <TextInput
        label="Apartment, suite, etc. (optional)"
        autoComplete="shipping address-line2"
        {...input('street2')}
      />
      <TextInput label="City" autoComplete="shipping address-level2" required {...input('city')} />
      <TextInput
        label={stateNeeded ? 'State or province' : 'State or province (optional)'}
        description="The short code, e.g. CA or NSW"
        autoComplete="shipping address-level1"
        required={stateNeeded}
        maxLength={3}
        {...input('stateCode')}
      />
      <TextInput
        label="Postcode"
        autoComplete="shipping postal-code"
        required
        {...input('postcode')}
      />
      <TextInput
        label="Phone number"
        description="The carrier calls if it can't deliver"
        type="tel"
        autoComplete="shipping tel"
        required
        {...input('phoneNumber')}
      />
      <TextInput
        label="E-mail for delivery updates (optional)"
        type="email"
        autoComplete="email"
        {...input('email')}
      />
      {taxId && (
        <TextInput
          label={`Recipient's tax ID (${taxId})`}
          description="The printer needs the recipient's tax identification number to ship to Brazil, Chile and Mexico"
          autoComplete="off"
          required
          {...input('recipientTaxId')}
        />
      )}
    </SimpleGrid>
  );
}
