import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  costBreakdown,
  decimal,
  estimatedDates,
  levelsFor,
  rateText,
  shippingCents,
  unitPriceCents,
} from './price-table';

describe("the print lab's price table", () => {
  it('prices a copy at $6.50 plus 9 cents a page', () => {
    expect(unitPriceCents(24)).toBe(866);
    expect(unitPriceCents(80)).toBe(1370);
  });

  it('ships by level and country: more for each further copy, more abroad', () => {
    expect(shippingCents('MAIL', 'US', 1)).toBe(499);
    expect(shippingCents('MAIL', 'US', 3)).toBe(699);
    expect(shippingCents('EXPRESS', 'US', 1)).toBe(2499);
    expect(shippingCents('MAIL', 'CA', 1)).toBe(749);
    expect(shippingCents('MAIL', 'DE', 1)).toBe(898);
    expect(shippingCents('MAIL', 'JP', 1)).toBe(1098);
  });

  it('offers the ground levels (GROUND_HD, GROUND_BUS, GROUND) within the US only', () => {
    expect(levelsFor('US')).toEqual([
      'MAIL',
      'PRIORITY_MAIL',
      'GROUND_HD',
      'GROUND_BUS',
      'GROUND',
      'EXPEDITED',
      'EXPRESS',
    ]);
    expect(levelsFor('GB')).toEqual(['MAIL', 'PRIORITY_MAIL', 'EXPEDITED', 'EXPRESS']);
  });

  it('adds the fulfilment fee and the country’s tax on every part, totals adding up', () => {
    const us = costBreakdown({
      items: [{ pageCount: 24, quantity: 2 }],
      countryCode: 'US',
      level: 'MAIL',
    });
    expect(us).toEqual({
      rateBasisPoints: 600,
      lines: [{ unit: 866, quantity: 2, total: 1732, tax: 104 }],
      shipping: 599,
      fee: 75,
      tax: { shipping: 36, fee: 5 },
      totalExclTax: 2406,
      totalTax: 145,
      total: 2551,
    });
    const gb = costBreakdown({
      items: [
        { pageCount: 24, quantity: 1 },
        { pageCount: 80, quantity: 1 },
      ],
      countryCode: 'GB',
      level: 'EXPRESS',
    });
    // Two copies ship together: the first copy's price and one further copy, times 180 % abroad.
    expect(gb).toMatchObject({ shipping: 4498 + 540, totalTax: 0, total: 866 + 1370 + 5038 + 75 });
    expect(decimal(2551)).toBe('25.51');
    expect(rateText(600)).toBe('0.060000');
  });

  it('estimates dispatch after 3–5 business days of printing, then the transit, skipping weekends', () => {
    // Friday 6 November 2026.
    const friday = new Date('2026-11-06T15:00:00Z');
    expect(addBusinessDays(friday, 1).toISOString().slice(0, 10)).toBe('2026-11-09');
    expect(estimatedDates('EXPRESS', 'US', friday)).toEqual({
      dispatchMin: '2026-11-11',
      dispatchMax: '2026-11-13',
      arrivalMin: '2026-11-12',
      arrivalMax: '2026-11-17',
      totalDaysMin: 4,
      totalDaysMax: 7,
    });
    const abroad = estimatedDates('EXPRESS', 'DE', friday);
    expect(abroad.arrivalMin).toBe('2026-11-17');
  });
});
