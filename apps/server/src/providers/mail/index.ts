import type { Config } from '../../config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** The outbox by default; SMTP (nodemailer) when SMTP_URL is set. Vendor code loads only when used. */
export async function createMailer(
  config: Config['mail'],
  log: { info(obj: object, msg: string): void },
): Promise<Mailer> {
  if (config.kind === 'smtp') {
    const { createSmtpMailer } = await import('./smtp-mailer');
    return createSmtpMailer(config);
  }
  const { createOutboxMailer } = await import('./outbox-mailer');
  return createOutboxMailer(config, log);
}
