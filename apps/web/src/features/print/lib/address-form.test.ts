import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import {
  addressLines,
  emptyAddress,
  fromAddress,
  needsState,
  serverAddressErrors,
  toAddressInput,
  validateAddress,
} from './address-form';

const good = {
  ...emptyAddress('US'),
  name: 'Ada Parent',
  street1: '1 Warning Way',
  city: 'Springfield',
  stateCode: 'IL',
  postcode: '62701',
  phoneNumber: '+1 555 123 4567',
};

describe('address form ↔ printAddressSchema', () => {
  it('accepts a complete US address and leaves empty optional fields out', () => {
    const result = validateAddress(good);
    expect(result.errors).toBeUndefined();
    expect(result.address).toMatchObject({ street1: '1 Warning Way', countryCode: 'US' });
    expect(toAddressInput(good)).not.toHaveProperty('street2');
    expect(toAddressInput(good)).not.toHaveProperty('email');
  });

  it("puts each problem on its own field, in the schema's words", () => {
    const result = validateAddress({ ...emptyAddress('US'), postcode: 'abc' });
    expect(result.errors).toMatchObject({
      name: 'Enter the name of who receives the book',
      street1: 'Enter the street address',
      city: 'Enter the city',
      stateCode: 'A state is required for addresses in US',
    });
    expect(result.errors?.phoneNumber).toMatch(/phone number/);
  });

  it('checks the postcode of the country and Latin letters', () => {
    const result = validateAddress({ ...good, postcode: '1234', name: 'Иван' });
    expect(result.errors?.postcode).toBe('Enter a valid ZIP code, e.g. 20540 or 20540-0001');
    expect(result.errors?.name).toBe('Only Latin characters can be printed on a shipping label');
  });

  it('knows which countries need a state', () => {
    expect(needsState('us')).toBe(true);
    expect(needsState('GB')).toBe(false);
  });
});

describe('server errors → form fields', () => {
  it('maps address.<field> onto the field and keeps the rest', () => {
    const error = new ApiError(400, {
      errors: [
        { msg: 'The printer cannot deliver to this postcode', path: 'address.postcode' },
        { msg: 'Something else', path: 'quantity' },
      ],
    });
    expect(serverAddressErrors(error)).toEqual({
      fields: { postcode: 'The printer cannot deliver to this postcode' },
      other: ['Something else'],
    });
  });

  it('ignores what is not a refused address', () => {
    expect(serverAddressErrors(new ApiError(409, { message: 'Not ready' }))).toEqual({
      fields: {},
      other: [],
    });
    expect(serverAddressErrors(new Error('offline'))).toEqual({ fields: {}, other: [] });
  });
});

describe('suggested address', () => {
  it('fills the form and reads as lines', () => {
    const values = fromAddress({
      name: 'Ada Parent',
      street1: '1 Warning Way NW',
      city: 'Springfield',
      stateCode: 'IL',
      postcode: '62701',
      countryCode: 'us',
      phoneNumber: '+1 555 123 4567',
    });
    expect(values).toMatchObject({ street1: '1 Warning Way NW', street2: '', countryCode: 'US' });
    expect(addressLines(values)).toEqual([
      'Ada Parent',
      '1 Warning Way NW',
      'Springfield IL 62701',
      'US',
    ]);
  });
});
