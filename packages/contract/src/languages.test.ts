import { describe, expect, it } from 'vitest';
import { pickLanguage } from './languages';

describe('pickLanguage', () => {
  it('takes the first language we speak from navigator.languages', () => {
    expect(pickLanguage(['fr-FR', 'es-MX', 'en-US'])).toBe('es');
    expect(pickLanguage(['en-GB', 'es'])).toBe('en');
    expect(pickLanguage(['fr', 'de'])).toBeUndefined();
    expect(pickLanguage([])).toBeUndefined();
  });

  it('reads an Accept-Language header by its weights', () => {
    expect(pickLanguage('en-US;q=0.5, es-ES;q=0.9, fr')).toBe('es');
    expect(pickLanguage('es-AR,es;q=0.9,en;q=0.8')).toBe('es');
    expect(pickLanguage('fr-CH, fr;q=0.9, *;q=0.5')).toBeUndefined();
    expect(pickLanguage('es;q=0, en')).toBe('en');
    expect(pickLanguage(undefined)).toBeUndefined();
  });
});
