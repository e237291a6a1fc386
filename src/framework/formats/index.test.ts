import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { customFormats, formatMessageKeys, knownFormats } from './index';

describe('formats index', () => {
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
