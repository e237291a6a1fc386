import { describe, expect, it } from 'vitest';
import raEnglish from 'ra-language-english';
import { formatIssues } from '../framework/registry/formatIssues';
import { localeIssues } from '../framework/registry/localeIssues';
import { readRegistrySources } from '../framework/registry/readRegistrySources';
import engineEn from '../framework/locales/en.json';
import { deepMerge, type Messages } from '../framework/i18n/buildMessages';
import baseEn from './en.json';

type Tree = { [key: string]: string | Tree };

/*
 * Syntax, parity of keys, placeholders, plural forms and keys defined twice are faults
 * `npm run check` reports (localeIssues); here, what is a matter of taste rather than a fault.
 */
const sources = readRegistrySources(process.cwd());
const { issues, messages } = localeIssues(sources.locales ?? {}, sources.engineLocales);
const texts = (language: string): Map<string, string> => new Map([...(messages.byLanguage.get(language) ?? [])].map(([key, place]) => [key, place.text]));

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

describe('locales', () => {
  it('have no fault the check would report', () => {
    expect(issues, issues.length > 0 ? formatIssues(issues) : '').toEqual([]);
    expect(texts('en').size).toBeGreaterThan(1000);
  });

  it("en.json over the engine's English carries the ra tree of ra-language-english verbatim", () => {
    expect((deepMerge(engineEn as Messages, baseEn as Messages) as Tree).ra).toEqual((raEnglish as unknown as Tree).ra);
  });

  it.each(['pt', 'es'])('%s translates every text', (lang) => {
    const [en, translated] = [texts('en'), texts(lang)];
    const untranslated: string[] = [];
    for (const [key, enText] of en) {
      const text = translated.get(key);
      if (text === enText && !hasNoWords(text) && !SAME_AS_ENGLISH_ALLOWED.has(text)) untranslated.push(`${key}: ${text}`);
    }
    expect(untranslated).toEqual([]);
  });
});
