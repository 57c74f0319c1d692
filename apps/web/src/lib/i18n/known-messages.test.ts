import { UNSAFE_CHARACTERS_MESSAGE } from '@sns/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { knownMessage } from './known-messages';
import { showLanguage } from './language-store';

describe('the shared schemas’ messages, in the page language', () => {
  afterEach(() => showLanguage('en'));

  it('leaves English exactly as the shared schemas say it', () => {
    expect(knownMessage('Passwords do not match')).toBe('Passwords do not match');
    expect(knownMessage(UNSAFE_CHARACTERS_MESSAGE('First name'))).toBe(
      UNSAFE_CHARACTERS_MESSAGE('First name'),
    );
  });

  it('says them in Spanish once the page is Spanish', async () => {
    await showLanguage('es');
    expect(knownMessage('Passwords do not match')).toBe('Las contraseñas no coinciden');
    expect(knownMessage(UNSAFE_CHARACTERS_MESSAGE('First name'))).toBe(
      'El nombre tiene caracteres invisibles o de control. Vuelve a escribirlo, por favor.',
    );
    expect(knownMessage('A message nobody wrote down')).toBe('A message nobody wrote down');
  });
});
