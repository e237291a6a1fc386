// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { sampleModel } from '../testing/sampleModel';
import { createI18nProvider } from './createI18nProvider';
import { resolveLocale } from './resolveLocale';

const messages = {
  pt: { ra: { action: { save: 'Salvar' } } },
  en: { ra: { action: { save: 'Save' } } },
  es: { ra: { action: { save: 'Guardar' } } },
};

const loadMessages = async (locale: 'pt' | 'en' | 'es') => messages[locale];
const options = (locale: 'pt' | 'en' | 'es' = 'pt') => ({ initialLocale: locale, initialMessages: messages[locale], loadMessages });

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

describe('resolveLocale', () => {
  it('prefers the stored choice, then the browser language, then English (Portuguese when the browser names none)', () => {
    expect(resolveLocale({ stored: 'es', browserLanguages: ['en-US'] })).toBe('es');
    expect(resolveLocale({ stored: 'fr', browserLanguages: ['en-US', 'pt-BR'] })).toBe('en');
    expect(resolveLocale({ browserLanguages: ['de-DE', 'es-AR'] })).toBe('es');
    expect(resolveLocale({ browserLanguages: ['de-DE'] })).toBe('en');
    expect(resolveLocale({})).toBe('pt');
  });
});

describe('createI18nProvider', () => {
  it('starts in the given locale', () => {
    expect(createI18nProvider({ ...options('es'), resources: [] }).translate('ra.action.save')).toBe('Guardar');
  });

  it('starts in Portuguese and merges resource labels under resources.<name>', () => {
    const model = sampleModel();
    const part = model.resources.find((r) => r.name === 'part')!;
    part.translations = { pt: { name: 'Peça |||| Peças', fields: { name: 'Nome da peça' } }, en: { name: 'Part |||| Parts' } };
    const i18n = createI18nProvider({ ...options(), resources: model.resources, storage: memoryStorage() });
    expect(i18n.getLocale()).toBe('pt');
    expect(i18n.translate('ra.action.save')).toBe('Salvar');
    expect(i18n.translate('resources.part.fields.name')).toBe('Nome da peça');
    expect(i18n.translate('resources.part.name', { smart_count: 2 })).toBe('Peças');
    expect(i18n.translate('resources.part.fields.kind', { _: 'Tipo' })).toBe('Tipo');
  });

  it('keeps the chosen language in storage', async () => {
    const storage = memoryStorage();
    const i18n = createI18nProvider({ ...options(), resources: [], storage });
    await i18n.changeLocale('en');
    expect(i18n.translate('ra.action.save')).toBe('Save');
    expect(i18n.getLocale()).toBe('en');
    expect(storage.data.get('lang')).toBe('en');
  });

  it('sets <html lang> to the language at start and on every switch', async () => {
    const i18n = createI18nProvider({ ...options('es'), resources: [] });
    expect(document.documentElement.lang).toBe('es');
    await i18n.changeLocale('pt');
    expect(document.documentElement.lang).toBe('pt-BR');
    await i18n.changeLocale('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('offers the three languages', () => {
    const i18n = createI18nProvider({ ...options(), resources: [] });
    expect(i18n.getLocales?.().map((l) => l.locale)).toEqual(['pt', 'en', 'es']);
  });
});
