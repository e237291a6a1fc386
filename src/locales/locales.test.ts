import { describe, expect, it } from 'vitest';
import raEnglish from 'ra-language-english';
import baseEn from './en.json';
import basePt from './pt.json';
import baseEs from './es.json';

type Tree = { [key: string]: string | Tree };

/** Feature files, `src/locales/<feature>/<locale>.json`, as loadLocale merges them. */
const FEATURE_FILES = import.meta.glob<Tree>('./*/*.json', { eager: true, import: 'default' });
const featureFiles = (lang: string): [string, Tree][] => Object.entries(FEATURE_FILES).filter(([path]) => path.endsWith(`/${lang}.json`));

/** Flattens a nested message tree into `a.b.c` → text. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string): string[] => [...text.matchAll(/%\{([^}]+)\}/g)].map((m) => m[1] ?? '').sort();
const pluralForms = (text: string): number => text.split('||||').length;

/**
 * Values that may legitimately be identical in English and in a translation:
 * proper names, technical terms and abbreviations, language names (each shown in its own
 * language by the switcher), and words spelled the same in Spanish and English.
 */
const SAME_AS_ENGLISH_ALLOWED = new Set([
  'Certificare',
  'Global',
  'OK',
  'Email',
  'ID',
  'Trace ID',
  'FIC',
  'CPF',
  'CNPJ',
  'JSON',
  'Português',
  'English',
  'Español',
  // Spanish words identical to the English ones.
  'No',
  'Error',
  'Inspector',
]);

/** Texts with no words of their own (only placeholders, punctuation, spaces) need no translation. */
const hasNoWords = (text: string): boolean => !/\p{L}/u.test(text.replace(/%\{[^}]+\}/g, ''));

const bases = { en: baseEn, pt: basePt, es: baseEs } as Record<string, Tree>;
/** Every key of a locale, from its base file and its feature files. */
function flatLocale(lang: string): Map<string, string> {
  const out = flatten(bases[lang] ?? {});
  for (const [, tree] of featureFiles(lang)) for (const [key, value] of flatten(tree)) out.set(key, value);
  return out;
}
const en = baseEn as Tree;
const flat = { en: flatLocale('en'), pt: flatLocale('pt'), es: flatLocale('es') };
const translations = ['pt', 'es'] as const;

describe('locales', () => {
  it('en.json carries the ra tree of ra-language-english verbatim', () => {
    expect(en.ra).toEqual((raEnglish as unknown as Tree).ra);
  });

  it('no two files of a locale define the same key', () => {
    for (const lang of ['en', 'pt', 'es']) {
      const seen = new Map<string, string>([...flatten(bases[lang] ?? {}).keys()].map((key) => [key, `${lang}.json`]));
      for (const [path, tree] of featureFiles(lang)) {
        for (const key of flatten(tree).keys()) {
          expect(seen.get(key), `${path} redefines ${key}`).toBeUndefined();
          seen.set(key, path);
        }
      }
    }
  });

  it('every leaf is a non-empty string', () => {
    for (const [lang, map] of Object.entries(flat)) {
      for (const [key, value] of map) {
        expect(typeof value, `${lang}:${key}`).toBe('string');
        expect(value.length, `${lang}:${key}`).toBeGreaterThan(0);
      }
    }
  });

  it.each(translations)('%s has exactly the same keys as en', (lang) => {
    const enKeys = [...flat.en.keys()].sort();
    const keys = [...flat[lang].keys()].sort();
    expect(keys.filter((k) => !flat.en.has(k)), `keys only in ${lang}`).toEqual([]);
    expect(enKeys.filter((k) => !flat[lang].has(k)), `keys missing from ${lang}`).toEqual([]);
    expect(keys).toEqual(enKeys);
  });

  it.each(translations)('%s keeps every placeholder of en', (lang) => {
    for (const [key, enText] of flat.en) {
      const text = flat[lang].get(key) ?? '';
      expect(placeholders(text), `${lang}:${key}`).toEqual(placeholders(enText));
    }
  });

  it.each(translations)('%s keeps the plural forms of en', (lang) => {
    for (const [key, enText] of flat.en) {
      const text = flat[lang].get(key) ?? '';
      expect(pluralForms(text), `${lang}:${key}`).toBe(pluralForms(enText));
    }
  });

  it.each(translations)('%s translates every text', (lang) => {
    const untranslated: string[] = [];
    for (const [key, enText] of flat.en) {
      const text = flat[lang].get(key);
      if (text === enText && !hasNoWords(text) && !SAME_AS_ENGLISH_ALLOWED.has(text)) untranslated.push(`${key}: ${text}`);
    }
    expect(untranslated).toEqual([]);
  });

  it('plural texts use smart_count in their plural form', () => {
    for (const map of Object.values(flat)) {
      for (const [key, text] of map) {
        const forms = text.split('||||');
        if (forms.length > 1) expect(forms[forms.length - 1], key).toContain('%{smart_count}');
      }
    }
  });
});
