import { escapeHtml, MAIL_BRAND, mailLayout } from '../../lib/mail-layout';
import type { MailMessage } from '../../providers/mail';
import type { CheckoutRow } from './checkout-repository';
import { amountText } from './test-checkout-page';

export interface ReceiptMailFacts {
  checkout: Pick<
    CheckoutRow,
    'productName' | 'credits' | 'amountCents' | 'currency' | 'paymentRef' | 'id' | 'provider'
  >;
  paidAt: Date;
  /** The balance right after these credits were added. */
  balance: number;
}

const dateText = (date: Date) =>
  date.toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }) + ' UTC';

/**
 * The receipt mailed once a purchase is fulfilled: package, credits added, amount with its
 * currency, date and the new balance. Nothing about the children or their stories — a receipt is
 * forwarded to whoever keeps the accounts.
 */
export function purchaseReceiptMail(
  to: { email: string; firstName: string },
  { checkout, paidAt, balance }: ReceiptMailFacts,
): MailMessage {
  const greeting = to.firstName ? `Hello ${to.firstName},` : 'Hello,';
  const testMode = checkout.provider === 'test';
  const amount = `${amountText(checkout)} (${checkout.currency.toUpperCase()})`;
  const rows: [string, string][] = [
    ['Receipt number', checkout.paymentRef ?? checkout.id],
    ['Date paid', dateText(paidAt)],
    ['Package', checkout.productName],
    ['Credits added', String(checkout.credits)],
    ['Amount paid', amount],
    ['Your new balance', `${balance} credit${balance === 1 ? '' : 's'}`],
  ];
  const testNote = testMode ? 'This payment was made in test mode: no money was taken.' : '';
  return {
    to: to.email,
    subject: `Your ${MAIL_BRAND} receipt: ${checkout.productName}`,
    text: [
      greeting,
      '',
      `Thank you for your purchase from ${MAIL_BRAND}.${testNote ? ` ${testNote}` : ''}`,
      '',
      ...rows.map(([label, value]) => `${label}: ${value}`),
      '',
      'Keep this e-mail for your records.',
      '',
      `Sweet dreams,\nThe ${MAIL_BRAND} team`,
    ].join('\n'),
    html: mailLayout(
      `Your ${MAIL_BRAND} receipt`,
      `<p>${escapeHtml(greeting)}</p>
      <p>Thank you for your purchase from ${MAIL_BRAND}.${testNote ? ` ${testNote}` : ''}</p>
      <table role="presentation" style="width:100%;border-collapse:collapse;margin:20px 0">
        ${rows
          .map(
            ([label, value]) =>
              `<tr><th scope="row" style="text-align:left;padding:8px 12px 8px 0;border-bottom:1px solid #eceef8;color:#5b5f7a;font-weight:normal">${escapeHtml(label)}</th><td style="text-align:right;padding:8px 0;border-bottom:1px solid #eceef8;font-weight:bold">${escapeHtml(value)}</td></tr>`,
          )
          .join('\n        ')}
      </table>
      <p style="font-size:13px;color:#5b5f7a">Keep this e-mail for your records.</p>`,
    ),
  };
}
