import { describe, expect, it } from 'vitest';
import { confirmationMail, resetCodeMail } from './account-mails';

const parent = { email: 'ana@example.com', firstName: 'Ana' };

describe("account e-mails in the parent's language", () => {
  it('writes the confirmation in Spanish for a Spanish profile, the link unchanged', () => {
    const mail = confirmationMail({ ...parent, language: 'es' }, 'http://x/confirm/abc');
    expect(mail.subject).toBe('Confirma tu correo en Starry Night Story');
    expect(mail.text).toContain('Hola, Ana:');
    expect(mail.text).toContain('http://x/confirm/abc');
    expect(mail.html).toContain('<html lang="es">');
    expect(mail.html).toContain('Confirmar mi correo');
    expect(mail.html).toContain('Dulces sueños');
    expect(mail.html).not.toContain('Sweet dreams');
  });

  it('writes the reset code in Spanish for a Spanish profile', () => {
    const mail = resetCodeMail({ ...parent, language: 'es' }, '123456');
    expect(mail.subject).toBe('Tu código para cambiar la contraseña de Starry Night Story: 123456');
    expect(mail.text).toContain('caduca en 10 minutos');
  });

  it('keeps English, word for word, for an English profile and one without a language', () => {
    for (const to of [parent, { ...parent, language: 'en' as const }]) {
      const mail = confirmationMail(to, 'http://x/confirm/abc');
      expect(mail.subject).toBe('Confirm your e-mail for Starry Night Story');
      expect(mail.html).toContain('<html lang="en">');
      expect(mail.html).toContain('Sweet dreams,<br>The Starry Night Story team');
      expect(resetCodeMail(to, '123456').subject).toBe(
        'Your Starry Night Story password reset code: 123456',
      );
    }
  });
});
