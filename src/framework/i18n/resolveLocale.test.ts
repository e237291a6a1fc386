import { afterEach, describe, expect, it } from 'vitest';
import { declareApplication } from '../application/applicationDeclaration';
import { PRODUCT_APPLICATION } from '../../productApplication';
import { formatDay } from '../formats/localeFormat';
import { declaredLanguageTag, declaredLocales, isLocale, resolveLocale } from './resolveLocale';

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

  it("a language's tag is the one declared, else its code: dates follow it", () => {
    expect(declaredLanguageTag('pt')).toBe('pt-BR');
    expect(declaredLanguageTag('en')).toBe('en');
    declareApplication({ languages: { locales: ['en', 'pt'], default: 'en', foreignBrowser: 'en', tags: { en: 'en-GB', pt: 'pt-PT' } } });
    expect(declaredLanguageTag('en')).toBe('en-GB');
    expect(formatDay('2026-01-10', 'en')).toBe('10/01/2026');
    declareApplication({});
    expect(declaredLanguageTag('pt')).toBe('pt');
    expect(declaredLanguageTag('fr-CA')).toBe('fr-CA');
  });
});
