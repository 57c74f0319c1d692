import { formatPrice, type Language } from '@sns/contract';
import { escapeHtml, MAIL_BRAND, mailLayout } from '../../lib/mail-layout';
import type { MailMessage } from '../../providers/mail';
import type { PrintOrderRow } from './print-order-repository';

export const PRINT_ORDER_MAILS = [
  'confirmed',
  'printing',
  'shipped',
  'delivered',
  'refunded',
  'problem',
  'printer_unpaid',
] as const;
export type PrintOrderMailKind = (typeof PRINT_ORDER_MAILS)[number];

const money = (order: PrintOrderRow, cents: number) =>
  `${formatPrice(cents / 100, order.currency.toUpperCase())} (${order.currency.toUpperCase()})`;

function lines(
  kind: PrintOrderMailKind,
  order: PrintOrderRow,
): { subject: string; body: string[] } {
  const copies = `${order.quantity} printed cop${order.quantity === 1 ? 'y' : 'ies'}`;
  const window =
    order.deliveryMin || order.deliveryMax
      ? `Expected delivery: ${[order.deliveryMin, order.deliveryMax].filter(Boolean).join(' to ')}.`
      : '';
  switch (kind) {
    case 'confirmed':
      return {
        subject: `Your ${MAIL_BRAND} printed book is ordered`,
        body: [
          `Thank you! We have your order of ${copies} (${order.pageCount} pages).`,
          `Total paid: ${money(order, order.totalCents)}.`,
          order.paymentProvider === 'test'
            ? 'This payment was made in test mode: no money was taken.'
            : '',
          'You can cancel it on your orders page until the printer starts.',
        ],
      };
    case 'printing':
      return {
        subject: `Your ${MAIL_BRAND} book is being printed`,
        body: [`The printer has started on your ${copies}.`, window],
      };
    case 'shipped':
      return {
        subject: `Your ${MAIL_BRAND} book is on its way`,
        body: [
          `Your ${copies} ${order.quantity === 1 ? 'has' : 'have'} shipped${order.carrier ? ` with ${order.carrier}` : ''}.`,
          order.trackingId
            ? `Tracking number: ${order.trackingId}`
            : 'This parcel has no tracking.',
          ...order.trackingUrls.map((url) => `Track it: ${url}`),
          window,
        ],
      };
    case 'delivered':
      return {
        subject: `Your ${MAIL_BRAND} book was delivered`,
        body: [
          `Your ${copies} ${order.quantity === 1 ? 'was' : 'were'} delivered. We hope you enjoy it at bedtime!`,
          'If anything is wrong with it, report a problem on your orders page within 30 days.',
        ],
      };
    case 'refunded':
      return {
        subject: `Your ${MAIL_BRAND} printed book order was refunded`,
        body: [
          `Your order of ${copies} could not be printed or was canceled, and ${money(order, order.totalCents)} has been refunded in full.`,
          order.problem ? `The printer said: ${order.problem}` : '',
        ],
      };
    case 'problem':
      return {
        subject: `We received your report about your ${MAIL_BRAND} book`,
        body: [
          'Thank you for telling us. A person will look at it and write back soon.',
          order.problem ? `You wrote: ${order.problem}` : '',
        ],
      };
    case 'printer_unpaid':
      return {
        subject: 'Action needed: a print job is waiting for payment',
        body: [
          `The printer holds print job ${order.providerJobId ?? '(no job id yet)'} as UNPAID: it will not print until the printer account has a payment method (a card on file).`,
          `The parent paid ${money(order, order.totalCents)} for ${copies} and can still cancel while the job is unpaid.`,
          `Add a card in the ${MAIL_BRAND} printer account; the job then moves on by itself.`,
        ],
      };
  }
}

const moneyEs = (order: PrintOrderRow, cents: number) =>
  `${formatPrice(cents / 100, order.currency.toUpperCase(), 'es')} (${order.currency.toUpperCase()})`;

/** A delivery day (YYYY-MM-DD) as a Spanish reader says it: "1 de diciembre de 2026". */
const dayEs = (day: string) => {
  const date = new Date(`${day}T12:00:00Z`);
  return Number.isNaN(date.getTime())
    ? day
    : date.toLocaleDateString('es', { dateStyle: 'long', timeZone: 'UTC' });
};

/** The parent's mails in Spanish (the operator's stay English: OPERATOR_MAILS). */
function linesEs(
  kind: Exclude<PrintOrderMailKind, 'printer_unpaid'>,
  order: PrintOrderRow,
): { subject: string; body: string[] } {
  const one = order.quantity === 1;
  const copies = one ? '1 ejemplar impreso' : `${order.quantity} ejemplares impresos`;
  const days = [order.deliveryMin, order.deliveryMax].filter((d): d is string => Boolean(d));
  const window =
    days.length === 2
      ? `Entrega prevista: entre el ${dayEs(days[0] as string)} y el ${dayEs(days[1] as string)}.`
      : days.length === 1
        ? `Entrega prevista: ${dayEs(days[0] as string)}.`
        : '';
  switch (kind) {
    case 'confirmed':
      return {
        subject: `Hemos recibido tu pedido del libro impreso de ${MAIL_BRAND}`,
        body: [
          `¡Gracias! Tenemos tu pedido de ${copies} (${order.pageCount} páginas).`,
          `Total pagado: ${moneyEs(order, order.totalCents)}.`,
          order.paymentProvider === 'test'
            ? 'Este pago se hizo en modo de prueba: no se ha cobrado dinero.'
            : '',
          'Puedes cancelarlo en tu página de pedidos hasta que la imprenta empiece.',
        ],
      };
    case 'printing':
      return {
        subject: `Tu libro de ${MAIL_BRAND} se está imprimiendo`,
        body: [
          `La imprenta ya ha empezado con ${one ? 'tu ejemplar impreso' : `tus ${copies}`}.`,
          window,
        ],
      };
    case 'shipped':
      return {
        subject: `Tu libro de ${MAIL_BRAND} está en camino`,
        body: [
          `${one ? 'Tu ejemplar impreso ha salido' : `Tus ${copies} han salido`}${order.carrier ? ` con ${order.carrier}` : ''}.`,
          order.trackingId
            ? `Número de seguimiento: ${order.trackingId}`
            : 'Este paquete no tiene seguimiento.',
          ...order.trackingUrls.map((url) => `Síguelo aquí: ${url}`),
          window,
        ],
      };
    case 'delivered':
      return {
        subject: `Tu libro de ${MAIL_BRAND} ya se ha entregado`,
        body: [
          `${one ? 'Tu ejemplar impreso ya se ha entregado' : `Tus ${copies} ya se han entregado`}. ¡Esperamos que ${one ? 'lo' : 'los'} disfrutes a la hora de dormir!`,
          'Si algo no está bien, avísanos desde tu página de pedidos en los próximos 30 días.',
        ],
      };
    case 'refunded':
      return {
        subject: `Te hemos devuelto el dinero de tu pedido de libro impreso de ${MAIL_BRAND}`,
        body: [
          `Tu pedido de ${copies} no se pudo imprimir o se canceló, y te hemos devuelto ${moneyEs(order, order.totalCents)} íntegramente.`,
          order.problem ? `La imprenta dijo: ${order.problem}` : '',
        ],
      };
    case 'problem':
      return {
        subject: `Hemos recibido tu aviso sobre tu libro de ${MAIL_BRAND}`,
        body: [
          'Gracias por contárnoslo. Una persona lo revisará y te responderá pronto.',
          order.problem ? `Nos escribiste: ${order.problem}` : '',
        ],
      };
  }
}

/** Mails that go to our print contact, not to the parent. */
export const OPERATOR_MAILS: readonly PrintOrderMailKind[] = ['printer_unpaid'];

/** One of the printed-book order e-mails (docs/decisions/027): plain words, no child's details. */
export function printOrderMail(
  to: { email: string; firstName: string; language?: Language },
  kind: PrintOrderMailKind,
  order: PrintOrderRow,
): MailMessage {
  if (to.language === 'es' && kind !== 'printer_unpaid') return printOrderMailEs(to, kind, order);
  const greeting = to.firstName ? `Hello ${to.firstName},` : 'Hello,';
  const { subject, body } = lines(kind, order);
  const paragraphs = [...body, `Order number: ${order.id}`].filter(Boolean);
  return {
    to: to.email,
    subject,
    text: [greeting, '', ...paragraphs, '', `Sweet dreams,\nThe ${MAIL_BRAND} team`].join('\n'),
    html: mailLayout(
      subject,
      [greeting, ...paragraphs].map((p) => `<p>${escapeHtml(p)}</p>`).join('\n'),
    ),
  };
}

function printOrderMailEs(
  to: { email: string; firstName: string },
  kind: Exclude<PrintOrderMailKind, 'printer_unpaid'>,
  order: PrintOrderRow,
): MailMessage {
  const greeting = to.firstName ? `Hola, ${to.firstName}:` : 'Hola:';
  const { subject, body } = linesEs(kind, order);
  const paragraphs = [...body, `Número de pedido: ${order.id}`].filter(Boolean);
  return {
    to: to.email,
    subject,
    text: [greeting, '', ...paragraphs, '', `Dulces sueños,\nEl equipo de ${MAIL_BRAND}`].join(
      '\n',
    ),
    html: mailLayout(
      subject,
      [greeting, ...paragraphs].map((p) => `<p>${escapeHtml(p)}</p>`).join('\n'),
      'es',
    ),
  };
}
