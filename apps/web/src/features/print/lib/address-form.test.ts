import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import {
  addressLines,
  emptyAddress,
  fromAddress,
  needsState,
  serverAddressErrors,
  taxIdName,
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

  it('asks for the recipient’s tax ID in Brazil, Chile and Mexico only, and checks it', () => {
    expect(taxIdName('BR')).toBe('CPF or CNPJ');
    expect(taxIdName('cl')).toBe('RUT');
    expect(taxIdName('MX')).toBe('RFC');
    expect(taxIdName('US')).toBeUndefined();
    const mexico = {
      ...good,
      countryCode: 'MX',
      stateCode: 'CMX',
      postcode: '06600',
    };
    expect(validateAddress(mexico).errors?.recipientTaxId).toMatch(/tax ID \(RFC\)/);
    expect(validateAddress({ ...mexico, recipientTaxId: 'GODE5612' }).errors?.recipientTaxId).toBe(
      'Enter a valid RFC for the recipient',
    );
    expect(validateAddress({ ...mexico, recipientTaxId: 'gode-561231-gr8' }).address).toMatchObject(
      {
        recipientTaxId: 'GODE561231GR8',
      },
    );
    // Brazil: a CPF with its check digits (formatted as people write it), or a CNPJ.
    const brazil = { ...good, countryCode: 'BR', stateCode: 'SP', postcode: '01310-100' };
    expect(validateAddress({ ...brazil, recipientTaxId: '529.982.247-25' }).address).toBeDefined();
    expect(validateAddress({ ...brazil, recipientTaxId: '529.982.247-26' }).errors).toBeDefined();
    expect(
      validateAddress({ ...brazil, recipientTaxId: '11.222.333/0001-81' }).address,
    ).toBeDefined();
    // Chile: a RUT with its check digit.
    const chile = { ...good, countryCode: 'CL', stateCode: '', postcode: '8320000' };
    expect(validateAddress({ ...chile, recipientTaxId: '12.345.678-5' }).address).toBeDefined();
    expect(validateAddress({ ...chile, recipientTaxId: '12.345.678-0' }).errors).toBeDefined();
    // A tax ID typed before the country changed is not sent.
    expect(toAddressInput({ ...good, recipientTaxId: '529.982.247-25' })).not.toHaveProperty(
      'recipientTaxId',
    );
  });

  it('needs a state code for the printer’s 36 countries, Italy and Japan among them', () => {
    expect(needsState('IT')).toBe(true);
    expect(needsState('JP')).toBe(true);
    expect(needsState('GB')).toBe(false);
    expect(validateAddress({ ...good, countryCode: 'XX' }).errors?.countryCode).toMatch(
      /cannot be shipped/,
    );
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
