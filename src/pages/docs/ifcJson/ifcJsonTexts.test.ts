import { describe, expect, it } from 'vitest';
import { PRODUCT_LOCALES as LOCALES } from '../../../productLanguages';
import { IFC_JSON_ENTRIES } from './ifcJsonEntries';
import { loadIfcJsonTexts } from './ifcJsonTexts';

describe('the explanations of the IFC-JSON specifications', () => {
  it.each(LOCALES)('in %s: an introduction and a title and text for each of the 17 entries, nothing else', async (locale) => {
    const texts = await loadIfcJsonTexts(locale);
    expect(texts.intro.length).toBeGreaterThan(100);
    expect(Object.keys(texts.entries).sort()).toEqual(IFC_JSON_ENTRIES.map((entry) => entry.key).sort());
    for (const { title, text } of Object.values(texts.entries)) {
      expect(title.trim()).not.toBe('');
      expect(text.trim()).not.toBe('');
    }
  });

  it('differ between languages (a text left untranslated shows as the same words)', async () => {
    const [pt, en, es] = await Promise.all(LOCALES.map((locale) => loadIfcJsonTexts(locale)));
    for (const entry of IFC_JSON_ENTRIES) {
      expect(pt?.entries[entry.key]?.text, entry.key).not.toBe(en?.entries[entry.key]?.text);
      expect(es?.entries[entry.key]?.text, entry.key).not.toBe(en?.entries[entry.key]?.text);
    }
  });
});
