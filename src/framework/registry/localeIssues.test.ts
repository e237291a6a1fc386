import { afterEach, describe, expect, it } from 'vitest';
import { declareApplication } from '../application/applicationDeclaration';
import { PRODUCT_APPLICATION } from '../../productApplication';
import { PRODUCT_LANGUAGES } from '../../productLanguages';
import { localeIssues, messageCodeFault, withResourceTexts } from './localeIssues';

const files = (pt: object, en: object, es: object, folder = 'src/locales/') => ({
  [`${folder}pt.json`]: JSON.stringify(pt),
  [`${folder}en.json`]: JSON.stringify(en),
  [`${folder}es.json`]: JSON.stringify(es),
});

describe('localeIssues', () => {
  it('passes texts that agree in every language', () => {
    const { issues, messages } = localeIssues(files({ a: { b: 'Até %{max}' } }, { a: { b: 'Up to %{max}' } }, { a: { b: 'Hasta %{max}' } }));
    expect(issues).toEqual([]);
    expect(messages.byLanguage.get('es')?.get('a.b')).toEqual({ file: 'src/locales/es.json', pointer: '/a/b', text: 'Hasta %{max}' });
  });

  it('locates a syntax fault with line and column', () => {
    const { issues } = localeIssues({ ...files({}, {}, {}), 'src/locales/es.json': '{\n  "a": "x",\n}' });
    expect(issues).toEqual([expect.objectContaining({ file: 'src/locales/es.json', line: 3, column: 1 })]);
  });

  it('names a key missing from a language at the file that lacks it', () => {
    const { issues } = localeIssues(files({ a: 'x' }, { a: 'x', b: 'y' }, { a: 'x', b: 'y' }, 'src/locales/auth/'));
    expect(issues).toEqual([
      expect.objectContaining({ file: 'src/locales/auth/pt.json', pointer: '/b', message: expect.stringContaining('"b" has no text in pt') }),
    ]);
  });

  it('names a placeholder English has and a translation lacks', () => {
    const { issues } = localeIssues(files({ max: 'No máximo' }, { max: 'At most %{max}' }, { max: 'Como máximo %{max}' }));
    expect(issues).toEqual([expect.objectContaining({ file: 'src/locales/pt.json', pointer: '/max', message: expect.stringContaining('lacks %{max}') })]);
  });

  it('names a key two files of one language define', () => {
    const { issues } = localeIssues({ ...files({ a: 'x' }, { a: 'x' }, { a: 'x' }), ...files({}, { a: 'y' }, {}, 'src/locales/f/') });
    expect(issues).toContainEqual(
      expect.objectContaining({ file: 'src/locales/f/en.json', pointer: '/a', message: expect.stringContaining('already defined in src/locales/en.json') }),
    );
  });
});

describe("the engine's texts under the application's", () => {
  afterEach(() => declareApplication(PRODUCT_APPLICATION));
  const engine = files(
    { ok: 'Certo', max: 'No máximo %{max}' },
    { ok: 'OK', max: 'At most %{max}' },
    { ok: 'Vale', max: 'Como máximo %{max}' },
    'src/framework/locales/',
  );

  it("gives every language the engine's texts, the application's own text of a key over them", () => {
    const { issues, messages } = localeIssues(files({ ok: 'Feito' }, { ok: 'Done' }, { ok: 'Hecho' }), engine);
    expect(issues).toEqual([]);
    expect(messages.byLanguage.get('pt')?.get('ok')?.text).toBe('Feito');
    expect(messages.byLanguage.get('es')?.get('max')?.text).toBe('Como máximo %{max}');
    expect(messageCodeFault('max', messages)).toBeUndefined();
  });

  it("refuses an application's text that says what the engine's says, and checks an override's placeholders", () => {
    const { issues } = localeIssues(files({}, { ok: 'OK' }, { max: 'Como máximo' }), engine);
    expect(issues).toEqual([
      expect.objectContaining({
        file: 'src/locales/en.json',
        pointer: '/ok',
        message: '"ok" says what the engine\'s text says (src/framework/locales/en.json)',
      }),
      expect.objectContaining({ file: 'src/locales/es.json', pointer: '/max', message: expect.stringContaining('lacks %{max}') }),
    ]);
  });

  it('reads only the languages the application speaks (the neutral default: English)', () => {
    declareApplication({});
    const { issues, messages } = localeIssues({ 'locales/en.json': '{"title": "Library"}' }, engine);
    expect(issues).toEqual([]);
    expect([...messages.byLanguage.keys()]).toEqual(['en']);
    expect(messages.byLanguage.get('en')?.get('ok')?.text).toBe('OK');
  });

  it("asks an application speaking a language the engine does not for the engine's texts in it", () => {
    declareApplication({ languages: { locales: ['en', 'fr'], default: 'fr', foreignBrowser: 'en' } });
    const own = { 'locales/en.json': '{"title": "Library"}', 'locales/fr.json': '{"title": "Bibliothèque"}' };
    expect(localeIssues(own, engine).issues).toEqual([
      expect.objectContaining({
        file: 'locales/fr.json',
        message: 'the engine has no fr texts, and 2 of its keys have none here (ok, max)',
        hint: "translate the engine's texts (src/framework/locales/en.json) into fr.json",
      }),
    ]);
    const translated = { ...own, 'locales/fr.json': '{"title": "Bibliothèque", "ok": "D\'accord", "max": "Au plus %{max}"}' };
    expect(localeIssues(translated, engine).issues).toEqual([]);
  });
});

describe('messageCodeFault', () => {
  afterEach(() => declareApplication(PRODUCT_APPLICATION));
  const { messages } = localeIssues(files({ CODE: 'x' }, { CODE: 'x' }, {}));

  it('names the languages without a text, following from the file that lacks it', () => {
    expect(messageCodeFault('CODE', messages)).toEqual(
      expect.objectContaining({ message: expect.stringContaining('has no text in es'), cause: 'src/locales/es.json' }),
    );
    expect(messageCodeFault('CODES', messages)?.message).toContain('has no text in pt, en, es; did you mean "CODE"?');
    expect(messageCodeFault('CODES', messages)?.hint).toBe(
      'add "CODES" to the pt, en, es messages (src/locales/<language>.json, or a feature\'s src/locales/<feature>/<language>.json)',
    );
  });

  it("names the application's declared locale folder in its hint and its cause", () => {
    declareApplication({ languages: PRODUCT_LANGUAGES, paths: { locales: 'app/texts' } });
    const declared = localeIssues({ 'app/texts/pt.json': '{"CODE":"x"}', 'app/texts/en.json': '{"CODE":"x"}', 'app/texts/es.json': '{}' }).messages;
    expect(messageCodeFault('CODE', declared)?.cause).toBe('app/texts/es.json');
    expect(messageCodeFault('CODES', declared)?.hint).toContain("(app/texts/<language>.json, or a feature's app/texts/<feature>/<language>.json)");
    declareApplication({ languages: PRODUCT_LANGUAGES });
    expect(messageCodeFault('CODES', messages)?.hint).toContain("(locales/<language>.json, or a feature's locales/<feature>/<language>.json)");
  });

  it('finds a code among the texts of a resource definition', () => {
    const merged = withResourceTexts(messages, [
      {
        file: 'resources/g.resource.json',
        name: 'g',
        translations: { pt: { m: { done: 'Feito' } }, en: { m: { done: 'Done' } }, es: { m: { done: 'Hecho' } } },
      },
    ]);
    expect(messageCodeFault('resources.g.m.done', merged)).toBeUndefined();
  });
});
