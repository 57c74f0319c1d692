import nodemailer from 'nodemailer';
import type { Mailer } from './types';

/**
 * Sends through an SMTP server given as a URL (`smtp://user:pass@host:587`, `smtps://…:465`), as
 * nodemailer reads it: STARTTLS is used whenever the server offers it. One connection per
 * e-mail: account mail is rare, and no idle connection keeps a process from exiting.
 */
export function createSmtpMailer(config: { url: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(config.url);
  return {
    async send(message) {
      await transport.sendMail({ from: config.from, ...message });
    },
  };
}
