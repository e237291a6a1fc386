import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import communityEnglish from 'bpmn-js-i18n/translations/en.js';
import { describe, expect, it } from 'vitest';
import { loadBpmnWords, translateWith, type BpmnWords } from './bpmnTranslation';

const MODULES = join(process.cwd(), 'node_modules');

/** Strings of the installed bpmn-js and diagram-js that their `translate` is given as they are written. */
function wordsInSources(): Set<string> {
  const words = new Set<string>();
  const visit = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (entry.name.endsWith('.js')) {
        const source = readFileSync(path, 'utf8');
        for (const [, , text] of source.matchAll(/translate\(\s*(['"])((?:(?!\1).)+)\1/g)) words.add(text!);
        // The element names of the create, append and replace menus, translated as the menus open.
        if (/PopupEntries|ReplaceOptions/.test(entry.name)) for (const [, , text] of source.matchAll(/label:\s*(['"])((?:(?!\1).)+)\1/g)) words.add(text!);
        // The modeler's refusals (a data object outside a pool), translated where they are shown.
        for (const [, , text] of source.matchAll(/_ERR_MSG\s*=\s*(['"])((?:(?!\1).)+)\1/g)) words.add(text!);
      }
    }
  };
  visit(join(MODULES, 'bpmn-js/lib'));
  visit(join(MODULES, 'diagram-js/lib'));
  return words;
}

/** Literals above that are not words a user reads: parts of a text put together in code, and the example in diagram-js's own comment. */
const NOT_WORDS = new Set(['Align elements ', ' + shift + ', 'HELLO {you}']);

/** Every text bpmn-js may show: bpmn-io's list of them (bpmn-js-i18n's English), and what the installed version has beyond it. */
const SHOWN = [...new Set([...Object.keys(communityEnglish), ...wordsInSources()])].filter((text) => !NOT_WORDS.has(text)).sort();

const placeholders = (text: string) => [...text.matchAll(/{[^}]+}/g)].map(([name]) => name).sort();

describe.each(['pt', 'es'])("bpmn-js's words in %s", (locale) => {
  let words: BpmnWords;

  it('translate every text bpmn-js may show', async () => {
    words = await loadBpmnWords(locale);
    expect(SHOWN.length).toBeGreaterThan(150);
    expect(SHOWN.filter((text) => !words[text]?.trim())).toEqual([]);
  });

  it('keep the placeholders of each text', () => {
    expect(Object.entries(words).filter(([text, translated]) => placeholders(text).join() !== placeholders(translated).join())).toEqual([]);
  });
});

describe('translateWith', () => {
  it('puts the words of the moment in place, fills the placeholders, and leaves a text it has no words for in English', () => {
    let words: BpmnWords = { 'Open {element}': 'Abrir {element}' };
    const translate = translateWith(() => words);
    expect(translate('Open {element}', { element: 'Subprocesso' })).toBe('Abrir Subprocesso');
    expect(translate('Append task')).toBe('Append task');
    expect(translate('{semantic}#{side} Ref not specified', { semantic: 'Flow_1' })).toBe('Flow_1#{side} Ref not specified');
    words = { 'Append task': 'Agregar tarea' };
    expect(translate('Append task')).toBe('Agregar tarea');
  });

  it("leaves English as bpmn-js's own, and takes a language the product does not speak for its default", async () => {
    expect(await loadBpmnWords('en')).toEqual({});
    expect(await loadBpmnWords('fr')).toBe(await loadBpmnWords('pt'));
  });
});
