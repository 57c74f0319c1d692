import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMailer } from './smtp-mailer';

interface Received {
  from: string;
  to: string[];
  data: string;
}

let server: SMTPServer;
let port: number;
const received: Received[] = [];

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('SMTP mailer', () => {
  it('delivers a text and HTML e-mail to a real SMTP server', async () => {
    const mailer = createSmtpMailer({
      url: `smtp://127.0.0.1:${port}`,
      from: 'Starry Night Story <hello@starrynightstory.test>',
    });
    const link = 'http://localhost:3000/confirm/abcDEF123_-xyz';
    await mailer.send({
      to: 'parent@example.com',
      subject: 'Confirm your e-mail for Starry Night Story',
      text: `Open ${link}`,
      html: `<a href="${link}">Confirm</a>`,
    });

    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail?.from).toBe('hello@starrynightstory.test');
    expect(mail?.to).toEqual(['parent@example.com']);
    expect(mail?.data).toMatch(/^Subject: Confirm your e-mail for Starry Night Story$/m);
    expect(mail?.data).toMatch(/^To: parent@example\.com$/m);
    expect(mail?.data).toContain('multipart/alternative');
    expect(mail?.data.replace(/=\r?\n/g, '').replace(/=3D/g, '=')).toContain(link);
  });

  it('reports a server that refuses the recipient', async () => {
    const refusing = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(_address, _session, callback) {
        callback(new Error('No such mailbox'));
      },
    });
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
    const refusingPort = (refusing.server.address() as AddressInfo).port;
    const mailer = createSmtpMailer({ url: `smtp://127.0.0.1:${refusingPort}`, from: 'a@b.test' });
    await expect(
      mailer.send({ to: 'nobody@example.com', subject: 's', text: 't', html: '<p>t</p>' }),
    ).rejects.toThrow();
    await new Promise<void>((resolve) => refusing.close(() => resolve()));
  });
});
