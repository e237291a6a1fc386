import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { declareApplication } from '../application/applicationDeclaration';
import { PRODUCT_APPLICATION } from '../../productApplication';
import { engineLocaleFiles } from '../registry/engineLocaleFiles';
import { localeIssues } from '../registry/localeIssues';
import { ENGINE_LOCALES, engineMessages, withEngineMessages } from './engineMessages';

afterEach(() => declareApplication(PRODUCT_APPLICATION));

describe("the engine's own texts", () => {
  it('say every key in English, Portuguese and Spanish, with the same placeholders and plural forms', () => {
    declareApplication({ languages: { locales: ['en', 'pt', 'es'], default: 'en', foreignBrowser: 'en' } });
    expect(ENGINE_LOCALES).toEqual(['en', 'pt', 'es']);
    expect(localeIssues(engineLocaleFiles()).issues).toEqual([]);
  });

  it('are stored as the check reads them, so its line and column point into the files', () => {
    for (const [path, text] of Object.entries(engineLocaleFiles())) expect(readFileSync(path, 'utf8')).toBe(text);
  });

  it("come in the user's language, in English for a language the engine does not speak", async () => {
    const pt = await engineMessages('pt');
    expect((pt.ra as { action: { save: string } }).action.save).toBe('Salvar');
    expect(await engineMessages('fr')).toEqual(await engineMessages('en'));
  });

  it("lie under an application's messages, which override a key and add their own", async () => {
    const messages = await withEngineMessages('en', { ra: { action: { save: 'Keep' } }, title: 'Library' });
    expect(messages.title).toBe('Library');
    expect(messages.ra).toMatchObject({ action: { save: 'Keep', cancel: 'Cancel' } });
  });
});
