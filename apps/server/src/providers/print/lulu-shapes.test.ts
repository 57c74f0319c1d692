import { describe, expect, it } from 'vitest';
import {
  costCalculationSchema,
  decimalToCents,
  firstFieldError,
  fromCostCalculation,
  fromPrintJob,
  printJobSchema,
  toLuluAddress,
  toShippingOptionsAddress,
} from './lulu-shapes';

describe("reading Lulu's JSON", () => {
  it('turns decimal strings into cents without floating point', () => {
    expect(decimalToCents('2129.59')).toBe(212959);
    expect(decimalToCents('0.75')).toBe(75);
    expect(decimalToCents('14')).toBe(1400);
    expect(decimalToCents('1.005')).toBe(101);
    expect(decimalToCents(3.1)).toBe(310);
    expect(decimalToCents(null)).toBe(0);
    expect(() => decimalToCents('12,50')).toThrow(/decimal/);
  });

  it("reads the spec's cost calculation example: the warning as one object, a numeric postcode", () => {
    const example = costCalculationSchema.parse({
      shipping_address: {
        city: 'Lübeck',
        country_code: 'DE',
        postcode: '23552',
        street1: 'Holstenstr. 40',
        warnings: {
          type: 'validation_warning',
          path: 'external',
          code: 'REPLACED',
          message: 'street1: Holstenstr. 40 -> Holstenstraße 40',
        },
        suggested_address: {
          country_code: 'DE',
          state_code: null,
          postcode: 23552,
          city: 'Lübeck',
          street1: 'Holstenstraße 40',
          street2: null,
        },
      },
      currency: 'USD',
      fulfillment_cost: {
        total_cost_excl_tax: '0.75',
        total_tax: '0.05',
        total_cost_incl_tax: '0.80',
      },
      line_item_costs: [{ total_cost_excl_tax: '51.00' }, { total_cost_excl_tax: '1759.40' }],
      shipping_cost: { total_cost_excl_tax: '318.44' },
      total_cost_excl_tax: '2129.59',
      total_cost_incl_tax: '2257.37',
      total_tax: '127.78',
    });
    expect(fromCostCalculation(example)).toEqual({
      currency: 'USD',
      lineCents: 181040,
      shippingCents: 31844,
      feesCents: 75,
      taxCents: 12778,
      totalExclTaxCents: 212959,
      totalCents: 225737,
      warnings: [
        {
          code: 'REPLACED',
          message: 'street1: Holstenstr. 40 -> Holstenstraße 40',
          field: 'street1',
        },
      ],
      suggestedAddress: {
        countryCode: 'DE',
        postcode: '23552',
        city: 'Lübeck',
        street1: 'Holstenstraße 40',
      },
    });
  });

  it('finds tracking on the line item or in its status messages, a URL given as one string', () => {
    const shipped = fromPrintJob(
      printJobSchema.parse({
        id: 42776,
        external_id: 'order-1',
        status: {
          name: 'SHIPPED',
          message: 'All line-items were shipped',
          changed: '2024-04-10T09:28:34.870842Z',
        },
        line_items: [
          {
            status: {
              name: 'SHIPPED',
              messages: {
                tracking_id: '3d4a53da_1',
                tracking_urls: 'https://track.example/3d4a53da_1',
                carrier_name: 'Carrier',
              },
            },
          },
        ],
      }),
    );
    expect(shipped).toMatchObject({
      providerId: '42776',
      orderId: 'order-1',
      status: 'SHIPPED',
      statusChangedAt: '2024-04-10T09:28:34.870842Z',
      tracking: {
        id: '3d4a53da_1',
        urls: ['https://track.example/3d4a53da_1'],
        carrier: 'Carrier',
      },
    });
    const created = fromPrintJob(printJobSchema.parse({ id: '7', status: { name: 'CREATED' } }));
    expect(created).toMatchObject({ providerId: '7', orderId: null, tracking: null, problems: [] });
  });

  it('finds the field a 400 names, however it nests', () => {
    expect(
      firstFieldError({ shipping_address: { phone_number: ['This field is required.'] } }),
    ).toEqual({
      path: ['shipping_address', 'phone_number'],
      message: 'This field is required.',
    });
    expect(
      firstFieldError({
        shipping_address: { detail: { errors: [{ path: 'state_code', message: 'Invalid' }] } },
      }),
    ).toEqual({ path: ['shipping_address', 'state_code'], message: 'Invalid' });
    expect(
      firstFieldError(['Invalid transition from IN_PRODUCTION to CANCELED requested']),
    ).toEqual({
      path: [],
      message: 'Invalid transition from IN_PRODUCTION to CANCELED requested',
    });
    expect(firstFieldError({})).toBeUndefined();
  });

  it("writes addresses with the spec's names, and shipping options' country and state", () => {
    const address = {
      name: 'Ada',
      street1: '1 Main St',
      city: 'Austin',
      stateCode: 'TX',
      postcode: '73301',
      countryCode: 'US',
      phoneNumber: '+1 512 555 0100',
      street2: '',
    };
    expect(toLuluAddress(address)).toEqual({
      name: 'Ada',
      street1: '1 Main St',
      city: 'Austin',
      state_code: 'TX',
      postcode: '73301',
      country_code: 'US',
      phone_number: '+1 512 555 0100',
    });
    expect(
      toShippingOptionsAddress({ countryCode: 'US', stateCode: 'TX', postcode: '73301' }),
    ).toEqual({
      country: 'US',
      state: 'TX',
      state_code: 'TX',
      postcode: '73301',
    });
  });
});
