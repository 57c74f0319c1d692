import { describe, expect, it } from 'vitest';
import {
  canCancel,
  canReportProblem,
  isOrderFinal,
  orderHeadline,
  orderStepIndex,
  shouldPollOrders,
} from './order-status';

const paid = '2026-11-20T10:00:00.000Z';

describe('orderHeadline', () => {
  it('names each step of the way forward', () => {
    expect(orderHeadline({ status: 'awaiting_payment', refund: 'none', paidAt: null })).toBe(
      'Awaiting payment',
    );
    expect(orderHeadline({ status: 'paid', refund: 'none', paidAt: paid })).toBe(
      'Paid, sending to the printer',
    );
    expect(orderHeadline({ status: 'submitted', refund: 'none', paidAt: paid })).toBe(
      'At the printer',
    );
    expect(orderHeadline({ status: 'in_production', refund: 'none', paidAt: paid })).toBe(
      'Printing',
    );
    expect(orderHeadline({ status: 'shipped', refund: 'none', paidAt: paid })).toBe('Shipped');
    expect(orderHeadline({ status: 'delivered', refund: 'none', paidAt: paid })).toBe('Delivered');
  });

  it('says a refunded order was canceled and refunded in full, whoever canceled it', () => {
    expect(orderHeadline({ status: 'refunded', refund: 'refunded', paidAt: paid })).toBe(
      'Canceled — refunded in full',
    );
  });

  it('tells a pending or failed refund apart, and a checkout that was never paid', () => {
    expect(orderHeadline({ status: 'rejected', refund: 'pending', paidAt: paid })).toBe(
      'Rejected by the printer — your refund is on its way',
    );
    expect(orderHeadline({ status: 'failed', refund: 'failed', paidAt: paid })).toBe(
      'Printing failed — we will refund you by hand',
    );
    expect(orderHeadline({ status: 'canceled', refund: 'none', paidAt: null })).toBe(
      'Canceled — nothing was charged',
    );
  });
});

describe('orderStepIndex', () => {
  it('places forward statuses on the steps and leaves the ends off', () => {
    expect(orderStepIndex('awaiting_payment')).toBe(-1);
    expect(orderStepIndex('paid')).toBe(0);
    expect(orderStepIndex('shipped')).toBe(3);
    expect(orderStepIndex('delivered')).toBe(4);
    expect(orderStepIndex('refunded')).toBeNull();
    expect(orderStepIndex('rejected')).toBeNull();
  });
});

describe('polling', () => {
  const now = new Date('2026-11-25T12:00:00Z').getTime();
  const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString();

  it('stops once every order is final', () => {
    expect(shouldPollOrders([{ status: 'delivered', refund: 'none', createdAt: at(5) }], now)).toBe(
      false,
    );
    expect(
      shouldPollOrders([{ status: 'refunded', refund: 'refunded', createdAt: at(5) }], now),
    ).toBe(false);
    expect(shouldPollOrders([], now)).toBe(false);
    expect(shouldPollOrders(undefined, now)).toBe(false);
  });

  it('keeps asking while an order moves or its refund is pending', () => {
    expect(
      shouldPollOrders(
        [
          { status: 'delivered', refund: 'none', createdAt: at(5) },
          { status: 'shipped', refund: 'none', createdAt: at(5) },
        ],
        now,
      ),
    ).toBe(true);
    expect(
      shouldPollOrders([{ status: 'rejected', refund: 'pending', createdAt: at(5) }], now),
    ).toBe(true);
    expect(isOrderFinal({ status: 'rejected', refund: 'pending' })).toBe(false);
  });

  it('asks about an unpaid checkout only while it is recent', () => {
    expect(
      shouldPollOrders([{ status: 'awaiting_payment', refund: 'none', createdAt: at(10) }], now),
    ).toBe(true);
    expect(
      shouldPollOrders([{ status: 'awaiting_payment', refund: 'none', createdAt: at(120) }], now),
    ).toBe(false);
  });
});

describe('actions', () => {
  const now = new Date('2026-11-25T12:00:00Z').getTime();
  it('offers Cancel only at the printer and before cancelUntil', () => {
    expect(canCancel({ status: 'submitted', cancelUntil: '2026-11-25T12:30:00Z' }, now)).toBe(true);
    expect(canCancel({ status: 'submitted', cancelUntil: '2026-11-25T11:59:00Z' }, now)).toBe(
      false,
    );
    expect(canCancel({ status: 'submitted', cancelUntil: null }, now)).toBe(false);
    // Held unpaid by the printer: no deadline runs yet.
    expect(
      canCancel({ status: 'submitted', cancelUntil: null, waitingForPrinter: true }, now),
    ).toBe(true);
    expect(
      canCancel({ status: 'in_production', cancelUntil: null, waitingForPrinter: true }, now),
    ).toBe(false);
    expect(canCancel({ status: 'paid', cancelUntil: '2026-11-25T12:30:00Z' }, now)).toBe(false);
  });

  it('offers a problem report once, for a delivered order', () => {
    expect(canReportProblem({ status: 'delivered', problem: null })).toBe(true);
    expect(canReportProblem({ status: 'delivered', problem: 'Torn' })).toBe(false);
    expect(canReportProblem({ status: 'shipped', problem: null })).toBe(false);
  });
});
