import { escapeHtml, MAIL_BRAND as BRAND, mailButton, mailLayout } from '../../lib/mail-layout';
import type { Language } from '@sns/contract';
import type { MailMessage } from '../../providers/mail';

/** Who a mail is for; `language` is their profile's (English when not given). */
interface Recipient {
  email: string;
  firstName: string;
  language?: Language;
}

/** The e-mail with the link that confirms a new account's address (valid for 24 hours). */
export function confirmationMail(to: Recipient, link: string): MailMessage {
  if (to.language === 'es') return confirmationMailEs(to, link);
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
export function resetCodeMail(to: Recipient, code: string): MailMessage {
  if (to.language === 'es') return resetCodeMailEs(to, code);
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

function confirmationMailEs(to: Recipient, link: string): MailMessage {
  const greeting = to.firstName ? `Hola, ${to.firstName}:` : 'Hola:';
  return {
    to: to.email,
    subject: `Confirma tu correo en ${BRAND}`,
    text: [
      greeting,
      '',
      `¡Te damos la bienvenida a ${BRAND}! Confirma tu dirección de correo abriendo este enlace:`,
      '',
      link,
      '',
      'El enlace funciona una sola vez y caduca en 24 horas. Tus 12 créditos gratis te están esperando.',
      '',
      'Si no te has registrado, puedes ignorar este correo: no se usa ninguna cuenta hasta que se confirma.',
      '',
      `Dulces sueños,\nEl equipo de ${BRAND}`,
    ].join('\n'),
    html: mailLayout(
      `Confirma tu correo en ${BRAND}`,
      `<p>${escapeHtml(greeting)}</p>
      <p>¡Te damos la bienvenida a ${BRAND}! Confirma tu dirección de correo:</p>
      <p style="text-align:center;margin:28px 0">${mailButton(link, 'Confirmar mi correo')}</p>
      <p style="font-size:13px;color:#5b5f7a">O pega este enlace en tu navegador:<br>
        <a href="${escapeHtml(link)}" style="color:#3b3f8f;word-break:break-all">${escapeHtml(link)}</a></p>
      <p>El enlace funciona una sola vez y caduca en 24 horas. Tus 12 créditos gratis te están esperando.</p>
      <p style="font-size:13px;color:#5b5f7a">Si no te has registrado, puedes ignorar este correo.</p>`,
      'es',
    ),
  };
}

function resetCodeMailEs(to: Recipient, code: string): MailMessage {
  const greeting = to.firstName ? `Hola, ${to.firstName}:` : 'Hola:';
  return {
    to: to.email,
    subject: `Tu código para cambiar la contraseña de ${BRAND}: ${code}`,
    text: [
      greeting,
      '',
      'Alguien (esperamos que tú) ha pedido cambiar la contraseña de tu cuenta. Tu código es:',
      '',
      `    ${code}`,
      '',
      'Escríbelo en el paso Enviar código. Funciona una sola vez y caduca en 10 minutos.',
      '',
      'Si no lo has pedido tú, ignora este correo: tu contraseña sigue igual.',
      '',
      `El equipo de ${BRAND}`,
    ].join('\n'),
    html: mailLayout(
      'Tu código para cambiar la contraseña',
      `<p>${escapeHtml(greeting)}</p>
      <p>Alguien (esperamos que tú) ha pedido cambiar la contraseña de tu cuenta. Tu código es:</p>
      <p style="text-align:center;margin:28px 0;font-size:32px;letter-spacing:8px;font-weight:bold;color:#1d1f4e">${code}</p>
      <p>Escríbelo en el paso <strong>Enviar código</strong>. Funciona una sola vez y caduca en 10 minutos.</p>
      <p style="font-size:13px;color:#5b5f7a">Si no lo has pedido tú, ignora este correo: tu contraseña sigue igual.</p>`,
      'es',
    ),
  };
}
