import { escapeHtml, MAIL_BRAND as BRAND, mailButton, mailLayout } from '../../lib/mail-layout';
import type { MailMessage } from '../../providers/mail';

/** The e-mail with the link that confirms a new account's address (valid for 24 hours). */
export function confirmationMail(
  to: { email: string; firstName: string },
  link: string,
): MailMessage {
  const greeting = to.firstName ? `Hello ${to.firstName},` : 'Hello,';
  return {
    to: to.email,
    subject: `Confirm your e-mail for ${BRAND}`,
    text: [
      greeting,
      '',
      `Welcome to ${BRAND}! Please confirm your e-mail address by opening this link:`,
      '',
      link,
      '',
      'The link works once and expires in 24 hours. Your 12 free credits are waiting for you.',
      '',
      "If you did not sign up, you can ignore this e-mail: no account is used until it's confirmed.",
      '',
      `Sweet dreams,\nThe ${BRAND} team`,
    ].join('\n'),
    html: mailLayout(
      `Confirm your e-mail for ${BRAND}`,
      `<p>${escapeHtml(greeting)}</p>
      <p>Welcome to ${BRAND}! Please confirm your e-mail address:</p>
      <p style="text-align:center;margin:28px 0">${mailButton(link, 'Confirm my e-mail')}</p>
      <p style="font-size:13px;color:#5b5f7a">Or paste this link into your browser:<br>
        <a href="${escapeHtml(link)}" style="color:#3b3f8f;word-break:break-all">${escapeHtml(link)}</a></p>
      <p>The link works once and expires in 24 hours. Your 12 free credits are waiting for you.</p>
      <p style="font-size:13px;color:#5b5f7a">If you did not sign up, you can ignore this e-mail.</p>`,
    ),
  };
}

/** The e-mail with a 6-digit password-reset code (valid for 10 minutes). */
export function resetCodeMail(to: { email: string; firstName: string }, code: string): MailMessage {
  const greeting = to.firstName ? `Hello ${to.firstName},` : 'Hello,';
  return {
    to: to.email,
    subject: `Your ${BRAND} password reset code: ${code}`,
    text: [
      greeting,
      '',
      'Someone (we hope you) asked to reset the password of your account. Your code is:',
      '',
      `    ${code}`,
      '',
      'Enter it on the Submit Code step. It works once and expires in 10 minutes.',
      '',
      'If you did not ask for this, ignore this e-mail: your password stays as it is.',
      '',
      `The ${BRAND} team`,
    ].join('\n'),
    html: mailLayout(
      'Your password reset code',
      `<p>${escapeHtml(greeting)}</p>
      <p>Someone (we hope you) asked to reset the password of your account. Your code is:</p>
      <p style="text-align:center;margin:28px 0;font-size:32px;letter-spacing:8px;font-weight:bold;color:#1d1f4e">${code}</p>
      <p>Enter it on the <strong>Submit Code</strong> step. It works once and expires in 10 minutes.</p>
      <p style="font-size:13px;color:#5b5f7a">If you did not ask for this, ignore this e-mail: your password stays as it is.</p>`,
    ),
  };
}
