import { describe, expect, it } from 'vitest';
import { orderStatusOf, statusesBefore } from './print-order-status';

describe('print order statuses only move forward', () => {
  it('never back, never from a delivery to a failure, never before payment', () => {
    expect(statusesBefore('submitted')).toEqual(['paid']);
    expect(statusesBefore('shipped')).toEqual(['paid', 'submitted', 'in_production']);
    expect(statusesBefore('rejected')).not.toContain('delivered');
    expect(statusesBefore('rejected')).toContain('shipped');
    expect(statusesBefore('refunded')).toEqual(
      expect.arrayContaining(['delivered', 'canceled', 'rejected', 'failed']),
    );
    expect(statusesBefore('paid')).toEqual([]);
  });

  it("maps the printer's statuses, an unknown one to nothing", () => {
    expect(orderStatusOf('PRODUCTION_DELAYED')).toBe('submitted');
    expect(orderStatusOf('ERROR')).toBe('failed');
    expect(orderStatusOf('unknown')).toBeUndefined();
  });
});
