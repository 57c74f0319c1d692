import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Mailer } from './types';

/** Each e-mail becomes one complete .eml file in the outbox, and its links are logged. */
export function createOutboxMailer(
  config: { dir: string; from: string },
  log: { info(obj: object, msg: string): void },
): Mailer {
  // nodemailer's stream transport builds the real MIME message without sending it anywhere.
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: config.from, ...message });
      await mkdir(config.dir, { recursive: true, mode: 0o700 });
      const safeTo = message.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
      const file = join(config.dir, `${Date.now()}-${safeTo}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      log.info(
        { to: message.to, subject: message.subject, file, links },
        'e-mail written to outbox',
      );
    },
  };
}
