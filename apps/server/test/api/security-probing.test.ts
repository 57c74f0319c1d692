import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newClient } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** An SMTP server on 127.0.0.1 that, once told to hold, keeps every message until released. */
async function startHoldingSmtp() {
  let release!: () => void;
  let released: Promise<void> = Promise.resolve();
  const hold = () => {
    released = new Promise<void>((resolve) => (release = resolve));
  };
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        received.push(...session.envelope.rcptTo.map((r) => r.address));
        void released.then(() => callback());
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    hold,
    release: () => release?.(),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startHoldingSmtp>>;
beforeAll(async () => {
  smtp = await startHoldingSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  smtp.release();
  await t.close();
  await smtp.close();
});

describe('probing for accounts', () => {
  it.each(['/api/forgot-password', '/api/confirmEmail'])(
    '%s answers before any e-mail is sent, the same for known and unknown addresses',
    async (url) => {
      // The account exists (unconfirmed: the resend would mail it, and so would a reset).
      const email = `probe.${url.length}.${Date.now()}@example.com`;
      const client = newClient(t);
      await client.post('/api/createUserFromForm', {
        firstName: 'Probe',
        lastName: 'Parent',
        email,
        password: 'Moonlight-probe-2026',
        confirmPassword: 'Moonlight-probe-2026',
      });
      const sentBefore = smtp.received.length;
      smtp.hold();
      // With the SMTP server holding every message, an answer that waited for the mail would
      // never come; both answers arrive, alike, while the mail is still on its way.
      const [forKnown, forUnknown] = await Promise.all([
        newClient(t).post(url, { email }),
        newClient(t).post(url, { email: `nobody.${Date.now()}@example.com` }),
      ]);
      expect(forKnown.status).toBe(200);
      expect(forKnown.body).toEqual(forUnknown.body);
      expect(smtp.received.length).toBe(sentBefore);
      smtp.release();
      await t.ctx.background.idle();
      expect(smtp.received.slice(sentBefore)).toEqual([email]);
    },
  );
});
