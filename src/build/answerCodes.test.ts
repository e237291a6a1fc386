import { describe, expect, it } from 'vitest';
import { loadRegistry } from '../framework/registry/loadRegistry';
import { answerCodes } from './answerCodes';
import { FIC_CODES } from '../server/fic/ficCodes';
import { API_ERROR_CODES } from '../server/http/errorCodes';

const locales = (texts: Record<string, string>, missingIn: string) =>
  Object.fromEntries(['pt', 'en', 'es'].map((language) => [`src/locales/${language}.json`, JSON.stringify(language === missingIn ? {} : texts)]));

describe('answerCodes', () => {
  it('asks a text for every code of the error table and every FIC item code, at the key the screens show', () => {
    const asked = answerCodes();
    expect(asked.map((answer) => answer.code)).toEqual(expect.arrayContaining([...Object.keys(API_ERROR_CODES), ...Object.values(FIC_CODES)]));
    expect(asked).toContainEqual({ code: 'UNAUTHENTICATED', text: 'UNAUTHENTICATED', file: 'src/server/http/errorCodes.ts', pointer: '/UNAUTHENTICATED' });
    expect(asked).toContainEqual(expect.objectContaining({ code: 'NOT_A_SPREADSHEET', text: 'app.imports.errors.NOT_A_SPREADSHEET' }));
    expect(asked).toContainEqual(
      expect.objectContaining({ code: 'OP_FAIL', text: 'app.fic.codes.OP_FAIL', file: 'src/server/fic/ficCodes.ts', pointer: '/fail' }),
    );
  });

  it('makes a code without a text in one language a fault of the check, at the row that declares it', () => {
    const result = loadRegistry({
      schemas: {},
      resources: {},
      locales: locales({ TEAPOT: 'Short and stout' }, 'es'),
      answerCodes: [{ code: 'TEAPOT', text: 'TEAPOT', file: 'src/server/http/errorCodes.ts', pointer: '/TEAPOT' }],
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues).toContainEqual(
      expect.objectContaining({ file: 'src/server/http/errorCodes.ts', pointer: '/TEAPOT', message: expect.stringContaining('no text in es') }),
    );
  });
});
