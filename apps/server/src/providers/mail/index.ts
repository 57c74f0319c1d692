import type { Config } from '../../config';
import type { Mailer } from './types';
export * from './types';

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
