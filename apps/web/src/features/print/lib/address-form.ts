import {
  needsTaxId as countryNeedsTaxId,
  printAddressSchema,
  PRINT_STATE_REQUIRED,
  PRINT_TAX_ID_NAMES,
  type PrintAddress,
} from '@sns/contract';
import { ApiError } from '../../../lib/api-client';
import { validateForm, type FieldErrors } from '../../../lib/form-errors';

/** The address form's inputs, every one a string as the inputs hold it. */
export interface AddressFormValues {
  name: string;
  street1: string;
  street2: string;
  city: string;
  stateCode: string;
  postcode: string;
  countryCode: string;
  phoneNumber: string;
  email: string;
  /** The printer's recipient_tax_id: asked for Brazil, Chile and Mexico only. */
  recipientTaxId: string;
}
export type AddressField = keyof AddressFormValues;
export const ADDRESS_FIELDS: readonly AddressField[] = [
  'name',
  'street1',
  'street2',
  'city',
  'stateCode',
  'postcode',
  'countryCode',
  'phoneNumber',
  'email',
  'recipientTaxId',
];

export const emptyAddress = (countryCode = 'US'): AddressFormValues => ({
  name: '',
  street1: '',
  street2: '',
  city: '',
  stateCode: '',
  postcode: '',
  countryCode,
  phoneNumber: '',
  email: '',
  recipientTaxId: '',
});

/** Whether the country needs a state or province (the printer's rule). */
export const needsState = (countryCode: string) =>
  (PRINT_STATE_REQUIRED as readonly string[]).includes(countryCode.trim().toUpperCase());

/**
 * The name of the tax ID the printer needs for the country (CPF or CNPJ, RUT, RFC), or undefined
 * where it needs none.
 */
export function taxIdName(countryCode: string): string | undefined {
  const code = countryCode.trim().toUpperCase();
  return countryNeedsTaxId(code) ? PRINT_TAX_ID_NAMES[code] : undefined;
}

/** The form as the API's address: trimmed, with empty optional fields left out. */
export function toAddressInput(values: AddressFormValues): Record<string, string> {
  const input: Record<string, string> = {};
  for (const field of ADDRESS_FIELDS) {
    const value = values[field].trim();
    // A tax ID typed for another country is not sent once the country changes.
    if (field === 'recipientTaxId' && !taxIdName(values.countryCode)) continue;
    const optional =
      field === 'street2' ||
      field === 'stateCode' ||
      field === 'email' ||
      field === 'recipientTaxId';
    if (value || !optional) input[field] = value;
  }
  return input;
}

/** Checks the form with the printer's own rules (printAddressSchema): the address, or each field's message. */
export function validateAddress(
  values: AddressFormValues,
):
  | { address: PrintAddress; errors?: undefined }
  | { address?: undefined; errors: FieldErrors<AddressField> } {
  const result = validateForm<PrintAddress, AddressField>(
    printAddressSchema,
    toAddressInput(values),
  );
  return result.errors ? { errors: result.errors } : { address: result.data };
}

/**
 * A refused address from the server (400 with `errors[].path` = `address.<field>`) as messages on
 * the form's fields; `other` holds what names no field of the form.
 */
export function serverAddressErrors(error: unknown): {
  fields: FieldErrors<AddressField>;
  other: string[];
} {
  const fields: FieldErrors<AddressField> = {};
  const other: string[] = [];
  if (!(error instanceof ApiError) || error.status !== 400 || !error.body.errors)
    return { fields, other };
  for (const e of error.body.errors) {
    const field = e.path?.startsWith('address.') ? e.path.slice('address.'.length) : undefined;
    if (field && (ADDRESS_FIELDS as readonly string[]).includes(field))
      fields[field as AddressField] ??= e.msg;
    else other.push(e.msg);
  }
  return { fields, other };
}

/** The printer's suggested address, back into the form. */
export function fromAddress(address: {
  name: string;
  street1: string;
  street2?: string;
  city: string;
  stateCode?: string;
  postcode: string;
  countryCode: string;
  phoneNumber: string;
  email?: string;
  recipientTaxId?: string;
}): AddressFormValues {
  return {
    name: address.name,
    street1: address.street1,
    street2: address.street2 ?? '',
    city: address.city,
    stateCode: address.stateCode ?? '',
    postcode: address.postcode,
    countryCode: address.countryCode.toUpperCase(),
    phoneNumber: address.phoneNumber,
    email: address.email ?? '',
    recipientTaxId: address.recipientTaxId ?? '',
  };
}

/** One line of an address, for showing the suggestion next to the parent's own. */
export function addressLines(a: AddressFormValues): string[] {
  return [
    a.name,
    a.street1,
    a.street2,
    [a.city, a.stateCode, a.postcode].filter((p) => p.trim()).join(' '),
    a.countryCode,
  ].filter((line) => line.trim() !== '');
}
