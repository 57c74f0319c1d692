import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { confirmationMail, resetCodeMail } from '../modules/accounts/account-mails';
import { PRINT_ORDER_MAILS, printOrderMail } from '../modules/print-orders/print-order-mail';
import type { PrintOrderRow } from '../modules/print-orders/print-order-repository';
import { purchaseReceiptMail } from '../modules/purchases/receipt-mail';
import type { MailMessage } from '../providers/mail';

const parent = { email: 'maya.lindqvist.bedtime.stories.0a1b2c3d@example.com', firstName: 'Maya' };

/** A shipped printed-book order, with the longest things a parent could see in its e-mails. */
const order: PrintOrderRow = {
  id: '0b6f3c1e-7d2a-4f59-8e11-2c4d6a8b9f10',
  userId: '5e0c8a2b-1f3d-4b6e-9a7c-0d2e4f6a8b1c',
  mergedBookId: '9a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  quantity: 2,
  pageCount: 48,
  shippingAddress: null,
  shippingLevel: 'GROUND',
  itemCents: 6996,
  shippingCents: 799,
  taxCents: 0,
  totalCents: 7795,
  currency: 'usd',
  paymentProvider: 'test',
  checkoutId: 'cs_test_0b6f3c1e',
  paymentRef: 'TEST-0B6F3C1E',
  status: 'shipped',
  providerJobId: '123456',
  providerStatus: 'SHIPPED',
  trackingId: '1Z999AA10123456784',
  trackingUrls: [`https://tracking.example.com/track?number=1Z999AA10123456784&${'x'.repeat(80)}`],
  carrier: 'UPS',
  deliveryMin: '2026-12-01',
  deliveryMax: '2026-12-04',
  cancelUntil: null,
  refundState: 'none',
  refundRef: null,
  problem: 'The cover arrived with a crease right across the middle of the picture.',
  createdAt: new Date('2026-11-24T20:00:00Z'),
  paidAt: new Date('2026-11-24T20:01:00Z'),
  submittedAt: new Date('2026-11-24T20:02:00Z'),
  shippedAt: new Date('2026-11-26T09:00:00Z'),
  deliveredAt: null,
  addressRedactedAt: null,
  updatedAt: new Date('2026-11-26T09:00:00Z'),
};

/** Every e-mail the product sends, as it looks to a parent. */
const TEMPLATES: Record<string, MailMessage> = {
  confirmation: confirmationMail(parent, `http://localhost:3000/confirm/${'c'.repeat(43)}`),
  'password reset code': resetCodeMail(parent, '123456'),
  'purchase receipt': purchaseReceiptMail(parent, {
    checkout: {
      id: '6f1d2a7e-2b7a-4c59-9f57-3d8e0c1b2a90',
      productName: '30 Credits',
      credits: 30,
      amountCents: 999,
      currency: 'usd',
      paymentRef: 'TEST-6F1D2A7E',
      provider: 'test',
    },
    paidAt: new Date('2026-11-24T20:00:00Z'),
    balance: 42,
  }),
  ...Object.fromEntries(
    PRINT_ORDER_MAILS.map((kind) => [`printed book ${kind}`, printOrderMail(parent, kind, order)]),
  ),
  ...Object.fromEntries(
    PRINT_ORDER_MAILS.map((kind) => [
      `printed book ${kind} (es)`,
      printOrderMail({ ...parent, language: 'es' }, kind, order),
    ]),
  ),
};
TEMPLATES['confirmation (es)'] = confirmationMail({ ...parent, language: 'es' }, 'http://x/c');
TEMPLATES['purchase receipt (es)'] = purchaseReceiptMail(
  { ...parent, language: 'es' },
  {
    checkout: {
      id: '6f1d2a7e-2b7a-4c59-9f57-3d8e0c1b2a90',
      productName: '30 Credits',
      credits: 30,
      amountCents: 999,
      currency: 'usd',
      paymentRef: 'TEST-6F1D2A7E',
      provider: 'test',
    },
    paidAt: new Date('2026-11-24T20:00:00Z'),
    balance: 42,
  },
);

describe('a Spanish e-mail', () => {
  it('is Spanish through and through, but the operator’s', () => {
    for (const [name, mail] of Object.entries(TEMPLATES).filter(([n]) => n.endsWith('(es)'))) {
      const operator = name.includes('printer_unpaid');
      expect(mail.html.includes('<html lang="es">'), name).toBe(!operator);
      if (!operator)
        // The printer's or parent's own words about a problem are quoted as they were written.
        expect(`${mail.subject}\n${mail.text}`.replace(order.problem ?? '', ''), name).not.toMatch(
          /\b(the|your|you)\b/i,
        );
    }
  });
});

/** The source files that build an e-mail (they name MailMessage), so a new one can't be missed. */
function templateSources() {
  const root = join(import.meta.dirname, '..');
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
    );
  return walk(join(root, 'modules'))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .filter((file) => /\): MailMessage\b/.test(readFileSync(file, 'utf8')))
    .map((file) => relative(root, file))
    .sort();
}

describe('every HTML e-mail', () => {
  it('is listed here: the template files are the ones this test knows', () => {
    expect(templateSources()).toEqual([
      'modules/accounts/account-mails.ts',
      'modules/print-orders/print-order-mail.ts',
      'modules/purchases/receipt-mail.ts',
    ]);
  });

  for (const [name, mail] of Object.entries(TEMPLATES)) {
    describe(name, () => {
      it('tells a phone to lay it out at the screen width', () => {
        expect(mail.html).toContain(
          '<meta name="viewport" content="width=device-width, initial-scale=1">',
        );
        expect(mail.html).toMatch(/<meta charset="utf-8">/);
      });

      it('has a fluid layout: no fixed width wider than a phone, long words wrap', () => {
        const fixedWidths = [...mail.html.matchAll(/(?<![-\w])(?:min-)?width\s*:\s*(\d+)px/g)].map(
          (m) => Number(m[1]),
        );
        expect(fixedWidths.filter((w) => w > 320)).toEqual([]);
        expect(mail.html).not.toMatch(/\swidth="\d{3,}"/);
        expect(mail.html).toMatch(/max-width:\s*\d+px/);
        expect(mail.html).toContain('overflow-wrap:anywhere');
      });
    });
  }
});
