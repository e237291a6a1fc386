import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { afterEach, describe, expect, it } from 'vitest';
import { declareApplication, declaredApplication } from '../application/applicationDeclaration';
import { customFormats, formatMessageKeys, knownFormats } from './index';

describe('formats index', () => {
  const product = declaredApplication();
  afterEach(() => declareApplication(product));

  it('knows only the standard formats and its own email when the application declares none', () => {
    declareApplication({});
    expect(Object.keys(customFormats())).toEqual(['email']);
    expect(formatMessageKeys()).toEqual({ email: 'validation.email' });
    expect(knownFormats()).not.toContain('cpf');
    expect(knownFormats()).toContain('date-time');
  });

  it("adds the product's tax ids, and another application's own format, with their message keys", () => {
    expect(formatMessageKeys()).toEqual({ email: 'validation.email', cpf: 'validation.cpf', cnpj: 'validation.cnpj' });
    expect(customFormats()['cpf']?.('52998224725')).toBe(true);
    declareApplication({ formats: { isbn: { check: (value) => /^\d{13}$/.test(value), messageKey: 'validation.isbn' } } });
    expect(Object.keys(customFormats()).sort()).toEqual(['email', 'isbn']);
    expect(customFormats()['isbn']?.('9780306406157')).toBe(true);
    expect(knownFormats()).toContain('isbn');
    expect(knownFormats()).not.toContain('cnpj');
  });

  it('gives a message key for every custom format', () => {
    expect(Object.keys(formatMessageKeys()).sort()).toEqual(Object.keys(customFormats()).sort());
  });

  it('knows the custom formats and every ajv-formats one, once each', () => {
    const ajv = new Ajv2020();
    addFormats(ajv);
    const standard = Object.keys(ajv.formats);
    const known = knownFormats();
    for (const name of [...standard, ...Object.keys(customFormats())]) expect(known).toContain(name);
    expect(new Set(known).size).toBe(known.length);
  });

  it('plugs into ajv, overriding the standard email', () => {
    const ajv = new Ajv2020();
    addFormats(ajv);
    for (const [name, check] of Object.entries(customFormats())) ajv.addFormat(name, check);
    const validate = ajv.compile({
      type: 'object',
      properties: { cpf: { type: 'string', format: 'cpf' }, email: { type: 'string', format: 'email' } },
    });
    expect(validate({ cpf: '52998224725', email: 'ana@example.com' })).toBe(true);
    expect(validate({ cpf: '52998224724', email: 'ana@example.com' })).toBe(false);
    expect(validate({ cpf: '52998224725', email: 'ana@localhost' })).toBe(false);
  });
});
