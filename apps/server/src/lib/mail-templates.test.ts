import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { confirmationMail, resetCodeMail } from '../modules/accounts/account-mails';
import { purchaseReceiptMail } from '../modules/purchases/receipt-mail';
import type { MailMessage } from '../providers/mail';

const parent = { email: 'maya.lindqvist.bedtime.stories.0a1b2c3d@example.com', firstName: 'Maya' };

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
};

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
