import { formatPrice, type Language } from '@sns/contract';
import { escapeHtml, MAIL_BRAND, mailLayout } from '../../lib/mail-layout';
import type { MailMessage } from '../../providers/mail';
import type { CheckoutRow } from './checkout-repository';
import { toMajorUnits } from './present-product';
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
  to: { email: string; firstName: string; language?: Language },
  facts: ReceiptMailFacts,
): MailMessage {
  if (to.language === 'es') return purchaseReceiptMailEs(to, facts);
  const { checkout, paidAt, balance } = facts;
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
      ${receiptTable(rows)}
      <p style="font-size:13px;color:#5b5f7a">Keep this e-mail for your records.</p>`,
    ),
  };
}

function receiptTable(rows: [string, string][]) {
  return `<table role="presentation" style="width:100%;border-collapse:collapse;margin:20px 0">
        ${rows
          .map(
            ([label, value]) =>
              `<tr><th scope="row" style="text-align:left;padding:8px 12px 8px 0;border-bottom:1px solid #eceef8;color:#5b5f7a;font-weight:normal">${escapeHtml(label)}</th><td style="text-align:right;padding:8px 0;border-bottom:1px solid #eceef8;font-weight:bold">${escapeHtml(value)}</td></tr>`,
          )
          .join('\n        ')}
      </table>`;
}

const credits = (n: number) => `${n} ${n === 1 ? 'crédito' : 'créditos'}`;

/**
 * A package is named by its credits ("30 Credits", the products table's English name); said in
 * Spanish as such, any other name as it is.
 */
const packageEs = (checkout: ReceiptMailFacts['checkout']) =>
  /^\d+ Credits?$/.test(checkout.productName) ? credits(checkout.credits) : checkout.productName;

function purchaseReceiptMailEs(
  to: { email: string; firstName: string },
  { checkout, paidAt, balance }: ReceiptMailFacts,
): MailMessage {
  const greeting = to.firstName ? `Hola, ${to.firstName}:` : 'Hola:';
  const testMode = checkout.provider === 'test';
  const currency = checkout.currency.toUpperCase();
  const amount = `${formatPrice(toMajorUnits(checkout.amountCents), currency, 'es')} (${currency})`;
  const date =
    paidAt.toLocaleString('es', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }) +
    ' UTC';
  const rows: [string, string][] = [
    ['Número de recibo', checkout.paymentRef ?? checkout.id],
    ['Fecha de pago', date],
    ['Paquete', packageEs(checkout)],
    ['Créditos añadidos', String(checkout.credits)],
    ['Importe pagado', amount],
    ['Tu nuevo saldo', credits(balance)],
  ];
  const testNote = testMode ? 'Este pago se hizo en modo de prueba: no se ha cobrado dinero.' : '';
  return {
    to: to.email,
    subject: `Tu recibo de ${MAIL_BRAND}: ${packageEs(checkout)}`,
    text: [
      greeting,
      '',
      `Gracias por tu compra en ${MAIL_BRAND}.${testNote ? ` ${testNote}` : ''}`,
      '',
      ...rows.map(([label, value]) => `${label}: ${value}`),
      '',
      'Guarda este correo como comprobante.',
      '',
      `Dulces sueños,\nEl equipo de ${MAIL_BRAND}`,
    ].join('\n'),
    html: mailLayout(
      `Tu recibo de ${MAIL_BRAND}`,
      `<p>${escapeHtml(greeting)}</p>
      <p>Gracias por tu compra en ${MAIL_BRAND}.${testNote ? ` ${testNote}` : ''}</p>
      ${receiptTable(rows)}
      <p style="font-size:13px;color:#5b5f7a">Guarda este correo como comprobante.</p>`,
      'es',
    ),
  };
}
