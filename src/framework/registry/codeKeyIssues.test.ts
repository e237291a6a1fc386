import { afterEach, describe, expect, it } from 'vitest';
import { declareApplication } from '../application/applicationDeclaration';
import { PRODUCT_APPLICATION } from '../../productApplication';
import { PRODUCT_LANGUAGES } from '../../productLanguages';
import { codeKeyIssues } from './codeKeyIssues';
import { localeIssues } from './localeIssues';

const texts = { app: { menu: { registers: 'Records' } }, ra: { action: { save: 'Save' } }, TOP: 'Top' };
const { messages } = localeIssues(Object.fromEntries(['pt', 'en', 'es'].map((language) => [`src/locales/${language}.json`, JSON.stringify(texts)])));

describe('codeKeyIssues', () => {
  it('passes keys every language has, and strings outside the message groups', () => {
    const code = "t('app.menu.registers'); t(\"ra.action.save\"); fetch('api.example.com'); t(`app.fic.codes.${code}`);";
    expect(codeKeyIssues({ 'src/a.ts': code }, messages)).toEqual([]);
  });

  it('names a key no language has at its line and column, with the close key', () => {
    const issues = codeKeyIssues({ 'src/pages/x/X.tsx': "const a = 1;\n  t('app.menu.registrs');" }, messages);
    expect(issues).toEqual([
      expect.objectContaining({
        file: 'src/pages/x/X.tsx',
        line: 2,
        column: 5,
        message: expect.stringContaining('"app.menu.registrs" has no text in pt, en, es; did you mean "app.menu.registers"?'),
      }),
    ]);
  });

  it('says nothing while a locale file is broken: its own fault explains the missing keys', () => {
    const broken = localeIssues({ 'src/locales/pt.json': '{', 'src/locales/en.json': '{}', 'src/locales/es.json': '{}' });
    expect(codeKeyIssues({ 'src/a.ts': "t('app.menu.nothing')" }, broken.messages)).toEqual([]);
  });

  describe("the hint names the application's declared locale folder", () => {
    afterEach(() => declareApplication(PRODUCT_APPLICATION));
    const hintOf = (): string | undefined => codeKeyIssues({ 'src/a.ts': "t('app.menu.nothing')" }, messages)[0]?.hint;

    it("the product's src/locales", () => {
      expect(hintOf()).toBe(
        "add the text to every language (src/locales/<language>.json, or a feature's src/locales/<feature>/<language>.json), or fix the key",
      );
    });

    it('locales/ when the application declares no paths, and another folder when it declares one', () => {
      declareApplication({ languages: PRODUCT_LANGUAGES });
      expect(hintOf()).toContain("(locales/<language>.json, or a feature's locales/<feature>/<language>.json)");
      declareApplication({ languages: PRODUCT_LANGUAGES, paths: { locales: 'app/texts' } });
      expect(hintOf()).toContain("(app/texts/<language>.json, or a feature's app/texts/<feature>/<language>.json)");
    });
  });
});
