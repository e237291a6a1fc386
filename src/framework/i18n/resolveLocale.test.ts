import { afterEach, describe, expect, it } from 'vitest';
import { declareApplication } from '../application/applicationDeclaration';
import { PRODUCT_APPLICATION } from '../../productApplication';
import { declaredLocales, isLocale, resolveLocale } from './resolveLocale';

afterEach(() => declareApplication(PRODUCT_APPLICATION));

describe('the languages an application declares', () => {
  it('an application that declares none speaks English only', () => {
    declareApplication({});
    expect(declaredLocales()).toEqual(['en']);
    expect(resolveLocale({ stored: 'pt', browserLanguages: ['pt-BR'] })).toBe('en');
    expect(resolveLocale({})).toBe('en');
  });

  it('another declaration is what the app starts in and accepts', () => {
    declareApplication({ languages: { locales: ['en', 'fr'], default: 'fr', foreignBrowser: 'en' } });
    expect(isLocale('fr')).toBe(true);
    expect(isLocale('pt')).toBe(false);
    expect(resolveLocale({ browserLanguages: ['fr-CA'] })).toBe('fr');
    expect(resolveLocale({ browserLanguages: ['de-DE'] })).toBe('en');
    expect(resolveLocale({})).toBe('fr');
  });

  it('a list given to it wins over the declaration (the boot script reads the build table)', () => {
    declareApplication({});
    expect(resolveLocale({ stored: 'es', languages: { locales: ['pt', 'es'], default: 'pt', foreignBrowser: 'es' } })).toBe('es');
  });
});
