import { describe, expect, it } from 'vitest';
import { addressProblems, addressSuggestion } from './address-rules';

const COST_FIELDS = ['street1', 'city', 'country_code', 'postcode', 'phone_number'];
const JOB_FIELDS = ['name', ...COST_FIELDS];

const us = {
  name: 'Ada Lovelace',
  street1: '101 Independence Ave SE',
  city: 'Washington',
  state_code: 'DC',
  postcode: '20540',
  country_code: 'US',
  phone_number: '+1 206 555 0100',
};

const fieldsOf = (address: Record<string, unknown>, fields = COST_FIELDS) =>
  addressProblems(address, fields).map((p) => p.field);

describe("the print lab's address rules", () => {
  it('passes complete addresses in the US, Canada, Britain, Germany, with accents', () => {
    expect(addressProblems(us, JOB_FIELDS)).toEqual([]);
    const others = [
      { ...us, country_code: 'CA', state_code: 'ON', postcode: 'K1A 0B1', city: 'Ottawa' },
      { ...us, country_code: 'GB', state_code: '', postcode: 'LS22 6LL', city: 'Wetherby' },
      {
        ...us,
        country_code: 'DE',
        state_code: '',
        postcode: '23552',
        street1: 'Holstenstraße 40',
        city: 'Lübeck',
      },
      { ...us, country_code: 'AU', state_code: 'NSW', postcode: '2000', name: 'Zoë Brontë-Núñez' },
    ];
    for (const address of others) expect(addressProblems(address, JOB_FIELDS)).toEqual([]);
  });

  it('names a missing phone number, and one that is not a phone number', () => {
    expect(addressProblems({ ...us, phone_number: '' }, COST_FIELDS)).toEqual([
      { field: 'phone_number', message: 'This field is required.' },
    ]);
    expect(fieldsOf({ ...us, phone_number: 'call me' })).toEqual(['phone_number']);
    expect(fieldsOf({ ...us, phone_number: '12345' })).toEqual(['phone_number']);
  });

  it('wants a state code in the US, Canada, Australia and Mexico, and a real one where it knows them', () => {
    for (const country_code of ['US', 'CA', 'AU', 'MX']) {
      const problems = addressProblems({ ...us, country_code, state_code: '', postcode: '' }, []);
      expect(problems).toEqual([
        {
          field: 'state_code',
          message: `A state code is required for addresses in ${country_code}.`,
        },
      ]);
    }
    expect(fieldsOf({ ...us, state_code: 'XX' })).toEqual(['state_code']);
    expect(fieldsOf({ ...us, country_code: 'FR', state_code: '', postcode: '75001' })).toEqual([]);
  });

  it('checks postcode patterns in the US, Canada and Britain', () => {
    expect(fieldsOf({ ...us, postcode: '2054' })).toEqual(['postcode']);
    expect(fieldsOf({ ...us, postcode: '20540-0001' })).toEqual([]);
    expect(fieldsOf({ ...us, country_code: 'CA', state_code: 'ON', postcode: '12345' })).toEqual([
      'postcode',
    ]);
    expect(fieldsOf({ ...us, country_code: 'GB', state_code: '', postcode: 'SW1A1AA' })).toEqual(
      [],
    );
    expect(fieldsOf({ ...us, country_code: 'GB', state_code: '', postcode: '12345' })).toEqual([
      'postcode',
    ]);
  });

  it('refuses what a label cannot print: other scripts and emoji', () => {
    expect(fieldsOf({ ...us, city: 'Москва' })).toEqual(['city']);
    expect(fieldsOf({ ...us, name: '山田太郎' }, JOB_FIELDS)).toEqual(['name']);
    expect(fieldsOf({ ...us, street1: '1 Main St 🏠' })).toEqual(['street1']);
  });

  it('lists every required field that is missing, and needs a name only for a print job', () => {
    expect(fieldsOf({ country_code: 'GB' })).toEqual([
      'street1',
      'city',
      'postcode',
      'phone_number',
    ]);
    expect(fieldsOf({ ...us, name: undefined })).toEqual([]);
    expect(fieldsOf({ ...us, name: ' ' }, JOB_FIELDS)).toEqual(['name']);
  });

  it('warns about "1 Warning Way" with a corrected suggestion, and not about the suggestion', () => {
    const warned = addressSuggestion({ ...us, street1: '1 warning way' });
    expect(warned).toEqual({
      warnings: [
        {
          type: 'validation_warning',
          path: 'external',
          code: 'REPLACED',
          message: 'street1: 1 warning way -> 1 Warning Way NW',
        },
      ],
      suggested_address: {
        country_code: 'US',
        state_code: 'DC',
        postcode: '20540',
        city: 'Washington',
        street1: '1 Warning Way NW',
        street2: null,
      },
    });
    expect(addressSuggestion({ ...us, street1: '1 Warning Way NW' })).toBeUndefined();
    expect(addressSuggestion(us)).toBeUndefined();
  });
});
