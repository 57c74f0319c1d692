/**
 * How a print job moves in the lab (docs/decisions/024). After its files pass, a job waits out
 * its production_delay (PRODUCTION_DELAYED), then PRODUCTION_READY → IN_PRODUCTION → SHIPPED →
 * DELIVERED. A person on the /print-lab page, a test, or the clock moves it on. While the lab's
 * printer account has no card on file, a job whose files pass waits as UNPAID (as Lulu's does)
 * until someone presses "Pay the printer" (docs/decisions/056).
 */

export type LabStatus =
  | 'CREATED'
  | 'UNPAID'
  | 'PRODUCTION_DELAYED'
  | 'PRODUCTION_READY'
  | 'IN_PRODUCTION'
  | 'SHIPPED'
  | 'DELIVERED'
  | 'REJECTED'
  | 'CANCELED'
  | 'ERROR';

/** The next status on the happy path, for the clock and for tests stepping a job. */
export const NEXT_STATUS: Partial<Record<string, LabStatus>> = {
  PRODUCTION_DELAYED: 'PRODUCTION_READY',
  PRODUCTION_READY: 'IN_PRODUCTION',
  IN_PRODUCTION: 'SHIPPED',
  SHIPPED: 'DELIVERED',
};

/** Lulu's valid transitions to CANCELED: only before production is ready. */
export const CANCELABLE = new Set(['CREATED', 'UNPAID', 'PRODUCTION_DELAYED']);

/** How long the clock leaves a job in a status after the delay, in minutes. */
export const CLOCK_MINUTES: Partial<Record<LabStatus, number>> = {
  PRODUCTION_READY: 1,
  IN_PRODUCTION: 2,
  SHIPPED: 3,
};

export const STATUS_MESSAGES: Record<LabStatus, string> = {
  CREATED: 'Print-job is currently being validated',
  UNPAID: 'Print-job is waiting for payment: add a payment method to your account',
  PRODUCTION_DELAYED:
    'Print-job is paid and will move to production after the mandatory production delay',
  PRODUCTION_READY: 'Production delay has ended and the Print-job will move to production shortly',
  IN_PRODUCTION: 'Print-job submitted to printer',
  SHIPPED: 'All line-items were shipped',
  DELIVERED: 'Print-job has been delivered by the carrier',
  REJECTED: 'Print-job was rejected',
  CANCELED: 'Print-job was canceled',
  ERROR: 'Print-job failed in production',
};

/** Lulu's line-item status for a job status. */
export const LINE_ITEM_STATUS: Record<LabStatus, string> = {
  CREATED: 'CREATED',
  UNPAID: 'CREATED',
  PRODUCTION_DELAYED: 'ACCEPTED',
  PRODUCTION_READY: 'ACCEPTED',
  IN_PRODUCTION: 'IN_PRODUCTION',
  SHIPPED: 'SHIPPED',
  DELIVERED: 'SHIPPED',
  REJECTED: 'REJECTED',
  CANCELED: 'CANCELED',
  ERROR: 'ERROR',
};

/** The buttons of the /print-lab page, and the same moves for tests. */
export const LAB_ACTIONS = {
  start_production: {
    label: 'Start production',
    path: {
      PRODUCTION_DELAYED: ['PRODUCTION_READY', 'IN_PRODUCTION'],
      PRODUCTION_READY: ['IN_PRODUCTION'],
    },
  },
  pay: { label: 'Pay the printer', path: { UNPAID: ['PRODUCTION_DELAYED'] } },
  ship: { label: 'Ship', path: { IN_PRODUCTION: ['SHIPPED'] } },
  deliver: { label: 'Deliver', path: { SHIPPED: ['DELIVERED'] } },
  reject: {
    label: 'Reject the file',
    path: {
      CREATED: ['REJECTED'],
      UNPAID: ['REJECTED'],
      PRODUCTION_DELAYED: ['REJECTED'],
      PRODUCTION_READY: ['REJECTED'],
    },
  },
  fail: { label: 'Fail in production', path: { IN_PRODUCTION: ['ERROR'] } },
} as const satisfies Record<
  string,
  { label: string; path: Partial<Record<LabStatus, readonly LabStatus[]>> }
>;

export type LabAction = keyof typeof LAB_ACTIONS;

/** The statuses an action passes through from `status`, or undefined when it does not apply. */
export function actionPath(action: LabAction, status: string): readonly LabStatus[] | undefined {
  return (LAB_ACTIONS[action].path as Partial<Record<string, readonly LabStatus[]>>)[status];
}

export function isLabAction(value: string): value is LabAction {
  return Object.hasOwn(LAB_ACTIONS, value);
}
