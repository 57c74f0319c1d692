import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInParent, type TestClient } from '../helpers/factories';
import {
  checkoutBody,
  freePort,
  readyMergedBook,
  submitPrintTestCheckout,
} from '../helpers/print-orders';
import { buyWithTestCard } from '../helpers/purchases';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { waitUntil } from '../helpers/wait';

/**
 * The receipt and printed-book mails in the parent's language (docs/decisions/089): a Spanish
 * profile gets Spanish, an English one the very words it always had.
 */

let t: TestApp;
beforeAll(async () => {
  const port = await freePort();
  t = await createTestApp({ PUBLIC_URL: `http://127.0.0.1:${port}` });
  await t.app.listen({ port, host: '127.0.0.1' });
});
afterAll(() => t.close());

/** A signed-in parent whose profile speaks `language`. */
async function parentIn(language: 'en' | 'es', firstName: string) {
  const email = `${firstName
    .normalize('NFD')
    .replace(/[^a-z]/gi, '')
    .toLowerCase()}.${randomUUID().slice(0, 8)}@example.com`;
  const parent = await signedInParent(t, { firstName, email });
  if (language !== 'en') {
    const res = await parent.client.request({
      method: 'PUT',
      url: `/api/updateLanguage/${parent.user.user_uid}`,
      payload: { language },
    });
    expect(res.status).toBe(200);
  }
  return parent;
}

/** The mails to `email` matching `subject`, decoded from quoted-printable enough to read. */
async function mailsTo(email: string, subject: RegExp, count = 1) {
  let mails: { subject: string; body: string }[] = [];
  await waitUntil(async () => {
    mails = (await t.outbox())
      .filter((m) => m.to.includes(email) && subject.test(m.subject))
      .map((m) => ({ subject: m.subject, body: decodeQuotedPrintable(m.raw) }));
    return mails.length >= count;
  });
  return mails;
}

function decodeQuotedPrintable(raw: string) {
  const bytes: number[] = [];
  const soft = raw.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i++) {
    const hex = soft[i] === '=' ? /^[0-9A-F]{2}/.exec(soft.slice(i + 1, i + 3)) : null;
    if (hex) {
      bytes.push(parseInt(hex[0], 16));
      i += 2;
    } else bytes.push(...Buffer.from(soft[i] ?? '', 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

describe('the receipt e-mail', () => {
  it('is in Spanish for a Spanish profile: package, amount, date and balance said in Spanish', async () => {
    const { client, user } = await parentIn('es', 'Lucía');
    await buyWithTestCard(client, 'credits-30');
    const [receipt] = await mailsTo(user.email, /recibo/);
    expect(receipt?.subject).toBe('Tu recibo de Starry Night Story: 30 créditos');
    const text = receipt?.body ?? '';
    expect(text).toContain('Hola, Lucía:');
    expect(text).toContain('Paquete: 30 créditos');
    expect(text).toContain('Créditos añadidos: 30');
    expect(text).toContain('Importe pagado: 9,99\u00a0US$ (USD)');
    expect(text).toMatch(/Fecha de pago: \d{1,2} de [a-z]+ de \d{4}(,| a las) \d{1,2}:\d{2} UTC/);
    expect(text).toContain('Tu nuevo saldo: 42 créditos');
    expect(text).toContain('modo de prueba: no se ha cobrado dinero');
    expect(text).toContain('<html lang="es">');
    expect(text).not.toMatch(/Thank you|Receipt number|Sweet dreams/);
  });

  it('is in English, word for word as before, for an English profile', async () => {
    const { client, user } = await parentIn('en', 'Hedda');
    await buyWithTestCard(client, 'credits-30');
    const [receipt] = await mailsTo(user.email, /receipt/);
    expect(receipt?.subject).toBe('Your Starry Night Story receipt: 30 Credits');
    expect(receipt?.body).toContain('Your new balance: 42 credits');
    expect(receipt?.body).toContain('<html lang="en">');
  });
});

describe('the printed-book order e-mails', () => {
  async function paidOrder(client: TestClient, userId: string) {
    const book = await readyMergedBook(t, userId);
    const res = await client.post<{ orderId: string }>('/api/checkoutBook', checkoutBody(book));
    expect(res.status).toBe(200);
    expect((await submitPrintTestCheckout(t, res.body.orderId, 'pay')).statusCode).toBe(303);
    return res.body.orderId;
  }

  it('are in Spanish for a Spanish profile', async () => {
    const { client, user } = await parentIn('es', 'Lucía');
    const orderId = await paidOrder(client, user.user_uid);
    const [mail] = await mailsTo(user.email, new RegExp('pedido'));
    expect(mail?.subject).toBe('Hemos recibido tu pedido del libro impreso de Starry Night Story');
    expect(mail?.body).toContain('¡Gracias! Tenemos tu pedido de 1 ejemplar impreso (24 páginas).');
    expect(mail?.body).toMatch(/Total pagado: [\d,.]+\u00a0US\$ \(USD\)\./);
    expect(mail?.body).toContain(`Número de pedido: ${orderId}`);
    expect(mail?.body).toContain('<html lang="es">');
    expect(mail?.body).not.toMatch(/Thank you|Order number/);
  });

  it('are in English, as before, for an English profile', async () => {
    const { client, user } = await parentIn('en', 'Jonas');
    const orderId = await paidOrder(client, user.user_uid);
    const [mail] = await mailsTo(user.email, /ordered/);
    expect(mail?.subject).toBe('Your Starry Night Story printed book is ordered');
    expect(mail?.body).toContain('Thank you! We have your order of 1 printed copy (24 pages).');
    expect(mail?.body).toContain(`Order number: ${orderId}`);
  });
});
