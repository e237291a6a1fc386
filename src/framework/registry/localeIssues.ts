import { declaredLocales } from '../i18n/resolveLocale';
import { didYouMean } from './closestName';
import { joinPointer } from './jsonPointer';
import { declaredPaths, localeFilesHint } from './pathsSection';
import { parseJsonFile } from './parseJsonFile';
import type { RegistryIssue } from './types';

/** Where a message lives: its file and the JSON pointer of its key. */
interface MessagePlace {
  file: string;
  pointer: string;
  text: string;
  /** The engine's own text, which an application's text of the key overrides. */
  engine?: true;
}

/** The messages of every language, flattened (`a.b.c` → text and place), as the check read them. */
export interface LocaleMessages {
  byLanguage: ReadonlyMap<string, ReadonlyMap<string, MessagePlace>>;
  /** Languages with a locale file that does not parse, by language → that file: a key missing there follows from it. */
  broken: ReadonlyMap<string, string>;
}

export interface LocaleCheck {
  messages: LocaleMessages;
  issues: RegistryIssue[];
}

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** `%{name}` placeholders of a text, sorted. */
export const placeholders = (text: string): string[] => [...text.matchAll(/%\{([^}]+)\}/g)].map((match) => match[1] ?? '').sort();
const pluralForms = (text: string): number => text.split('||||').length;
const forms = (text: string): string => (pluralForms(text) === 1 ? 'one form' : `${pluralForms(text)} plural forms`);

/** `locales/auth/en.json` → `en`; the folder part is what the languages' files share. */
function split(file: string): { folder: string; language: string } {
  const at = file.lastIndexOf('/');
  return { folder: file.slice(0, at + 1), language: file.slice(at + 1).replace(/\.json$/, '') };
}

/**
 * Reads and checks the app's locale files (`<locales>/<language>.json` and
 * `<locales>/<feature>/<language>.json` of the declared `paths`, by path → text) over the
 * engine's own (`engineFiles`, `<language>.json` by path → text): each parses (faults with line
 * and column), holds only non-empty texts, defines no key another file of its language
 * defines (an application's text overrides the engine's, but never says the same words), every
 * key exists in every language with the same `%{placeholders}` and plural forms as English, and
 * a language the engine has no texts in gets them from the application. The flattened messages
 * (the engine's under the application's) come back for the definitions' message codes.
 */
export function localeIssues(files: Readonly<Record<string, string>>, engineFiles: Readonly<Record<string, string>> = {}): LocaleCheck {
  const issues: RegistryIssue[] = [];
  const byLanguage = new Map<string, Map<string, MessagePlace>>(declaredLocales().map((language) => [language, new Map()]));
  const broken = new Map<string, string>();
  const folders = new Map<string, Set<string>>();

  /** Reads one file's texts into its language's messages; false when it does not parse. */
  const read = (file: string, text: string, messages: Map<string, MessagePlace>, engine: boolean): boolean => {
    const parsed = parseJsonFile(file, text);
    if (!parsed.ok) {
      issues.push(parsed.issue);
      return false;
    }
    const visit = (node: unknown, key: string, pointer: string) => {
      if (typeof node === 'string') {
        // An empty text is a fault of its own, but the key is there: no language lacks it.
        if (node === '') issues.push({ file, pointer, message: `"${key}" is empty: the user would see nothing`, hint: 'write the text' });
        const other = messages.get(key);
        if (other?.engine && other.text === node)
          issues.push({
            file,
            pointer,
            message: `"${key}" says what the engine's text says (${other.file})`,
            hint: "remove the key: the engine's text shows",
          });
        else if (other && !other.engine)
          issues.push({
            file,
            pointer,
            message: `"${key}" is already defined in ${other.file}; one text would hide the other`,
            hint: 'keep the key in one file',
          });
        else messages.set(key, { file, pointer, text: node, ...(engine ? { engine: true as const } : {}) });
      } else if (isObject(node)) {
        for (const [name, child] of Object.entries(node)) visit(child, key ? `${key}.${name}` : name, joinPointer(pointer, name));
      } else {
        issues.push({
          file,
          pointer,
          message: `"${key}" must be a text or a group of texts, not ${JSON.stringify(node)}`,
          hint: 'write the text in double quotes',
        });
      }
    };
    visit(parsed.value, '', '');
    return true;
  };

  // The engine's texts first, in the languages the application speaks: the application's go over them.
  const engineLanguages = new Map<string, string>();
  for (const [file, text] of Object.entries(engineFiles)) {
    const { language } = split(file);
    engineLanguages.set(language, file);
    const messages = byLanguage.get(language);
    if (messages && !read(file, text, messages, true)) broken.set(language, file);
  }
  for (const [file, text] of Object.entries(files)) {
    const { folder, language } = split(file);
    const messages = byLanguage.get(language);
    if (!messages) {
      issues.push({
        file,
        pointer: '',
        message: `"${language}.json" is no language of the app, so nothing loads it${didYouMean(language, [...declaredLocales()])}`,
        hint: `name the file after its language: ${declaredLocales()
          .map((l) => `${l}.json`)
          .join(', ')}`,
      });
      continue;
    }
    folders.set(folder, (folders.get(folder) ?? new Set()).add(language));
    if (!read(file, text, messages, false)) broken.set(language, file);
  }
  for (const [folder, languages] of folders) {
    for (const language of declaredLocales()) {
      if (!languages.has(language))
        issues.push({
          file: `${folder}${language}.json`,
          pointer: '',
          message: `the file is missing: ${[...languages].map((l) => `${l}.json`).join(', ')} of this folder have texts for it`,
          hint: `translate them into ${language}.json`,
        });
    }
  }
  issues.push(...untranslatedEngineIssues(byLanguage, engineLanguages, engineFiles));
  if (broken.size === 0) issues.push(...parityIssues(byLanguage, folders));
  return { messages: { byLanguage, broken }, issues };
}

/** A language the engine has no texts in needs every one of them from the application (its English ones name the keys). */
function untranslatedEngineIssues(
  byLanguage: ReadonlyMap<string, ReadonlyMap<string, MessagePlace>>,
  engineLanguages: ReadonlyMap<string, string>,
  engineFiles: Readonly<Record<string, string>>,
): RegistryIssue[] {
  const englishFile = engineLanguages.get('en');
  if (englishFile === undefined) return [];
  const parsed = parseJsonFile(englishFile, engineFiles[englishFile] ?? '');
  if (!parsed.ok) return [];
  const keys: string[] = [];
  const collect = (node: unknown, key: string) => {
    if (typeof node === 'string') keys.push(key);
    else if (isObject(node)) for (const [name, child] of Object.entries(node)) collect(child, key ? `${key}.${name}` : name);
  };
  collect(parsed.value, '');
  return declaredLocales().flatMap((language) => {
    if (engineLanguages.has(language)) return [];
    const missing = keys.filter((key) => !byLanguage.get(language)?.has(key));
    if (missing.length === 0) return [];
    return [
      {
        file: `${declaredPaths().locales}/${language}.json`,
        pointer: '',
        message: `the engine has no ${language} texts, and ${missing.length} of its keys have none here (${missing.slice(0, 3).join(', ')}${missing.length > 3 ? ' ...' : ''})`,
        hint: `translate the engine's texts (${englishFile}) into ${language}.json`,
      },
    ];
  });
}

/** Every key in every language, with the placeholders and plural forms of English. */
function parityIssues(byLanguage: ReadonlyMap<string, ReadonlyMap<string, MessagePlace>>, folders: ReadonlyMap<string, ReadonlySet<string>>): RegistryIssue[] {
  const issues: RegistryIssue[] = [];
  const english = byLanguage.get('en') ?? new Map<string, MessagePlace>();
  for (const [language, messages] of byLanguage) {
    for (const [key, place] of messages) {
      for (const other of declaredLocales()) {
        if (other === language || byLanguage.get(other)?.has(key)) continue;
        // Said once, by the first language (in the declared order) that has the key.
        if (declaredLocales().find((l) => byLanguage.get(l)?.has(key)) !== language) continue;
        const { folder } = split(place.file);
        if (!folders.get(folder)?.has(other)) continue;
        issues.push({
          file: `${folder}${other}.json`,
          pointer: place.pointer,
          message: `"${key}" has no text in ${other} (${place.file} has one)`,
          hint: `add the ${other} text, or remove the key from every language`,
        });
      }
      if (language === 'en') continue;
      const reference = english.get(key);
      if (!reference) continue;
      const [want, have] = [placeholders(reference.text), placeholders(place.text)];
      if (want.join() !== have.join()) {
        const missing = want.filter((name) => !have.includes(name)).map((name) => `%{${name}}`);
        const extra = have.filter((name) => !want.includes(name)).map((name) => `%{${name}}`);
        const said = [missing.length > 0 ? `lacks ${missing.join(', ')}` : '', extra.length > 0 ? `has ${extra.join(', ')}, which en does not` : '']
          .filter(Boolean)
          .join(' and ');
        issues.push({
          file: place.file,
          pointer: place.pointer,
          message: `the ${language} text of "${key}" ${said} (en: ${JSON.stringify(reference.text)})`,
          hint: 'a placeholder is filled by name: keep the same ones in every language',
        });
      } else if (pluralForms(reference.text) !== pluralForms(place.text)) {
        issues.push({
          file: place.file,
          pointer: place.pointer,
          message: `the ${language} text of "${key}" has ${forms(place.text)}, en has ${forms(reference.text)}`,
          hint: 'separate the singular and the plural with "||||" as en does',
        });
      }
    }
  }
  for (const messages of byLanguage.values()) {
    for (const [key, place] of messages) {
      const forms = place.text.split('||||');
      if (forms.length > 1 && !forms[forms.length - 1]!.includes('%{smart_count}')) {
        issues.push({
          file: place.file,
          pointer: place.pointer,
          message: `the plural form of "${key}" does not say %{smart_count}`,
          hint: 'the plural form is picked by %{smart_count}: write it in the text',
        });
      }
    }
  }
  return issues;
}

/**
 * A message code a definition names (`unique[].error`, a refusal's `error` ...), against the
 * texts of every language: a code without a text shows raw to the user.
 */
export function messageCodeFault(code: string, messages: LocaleMessages): Omit<RegistryIssue, 'file' | 'pointer'> | undefined {
  const missing = declaredLocales().filter((language) => !byLanguageHas(messages, language, code));
  if (missing.length === 0) return undefined;
  const cause = missing.map((language) => messages.broken.get(language)).find((file) => file !== undefined);
  if (cause) return { message: `message code "${code}" has no text in ${missing.join(', ')}: ${cause} has faults of its own`, cause };
  // Some language has it: the locale file missing it carries the fault (see parityIssues), this one follows from it.
  const present = declaredLocales()
    .map((language) => messages.byLanguage.get(language)?.get(code))
    .find((place) => place !== undefined);
  if (present && present.file.startsWith(`${declaredPaths().locales}/`)) {
    const file = `${split(present.file).folder}${missing[0]}.json`;
    return { message: `message code "${code}" has no text in ${missing.join(', ')} (${file})`, cause: file };
  }
  const known = [...(messages.byLanguage.get(missing[0]!)?.keys() ?? [])];
  return {
    message: `message code "${code}" has no text in ${missing.join(', ')}${didYouMean(code, known)}`,
    hint: `add "${code}" to the ${missing.join(', ')} messages (${localeFilesHint()})`,
  };
}

const byLanguageHas = (messages: LocaleMessages, language: string, code: string) => messages.byLanguage.get(language)?.has(code) === true;

/**
 * The messages with each resource's `translations` merged under `resources.<name>`, as the
 * app merges them: a code such as `resources.gauge.messages.assigned` finds its text there.
 */
export function withResourceTexts(
  messages: LocaleMessages,
  resources: readonly { file: string; name: string; translations?: Readonly<Record<string, unknown>> }[],
): LocaleMessages {
  const byLanguage = new Map([...messages.byLanguage].map(([language, texts]) => [language, new Map(texts)]));
  for (const { file, name, translations } of resources) {
    for (const [language, tree] of Object.entries(translations ?? {})) {
      const texts = byLanguage.get(language);
      const visit = (node: unknown, key: string, pointer: string) => {
        if (typeof node === 'string') texts?.set(key, { file, pointer, text: node });
        else if (isObject(node)) for (const [part, child] of Object.entries(node)) visit(child, `${key}.${part}`, joinPointer(pointer, part));
      };
      visit(tree, `resources.${name}`, joinPointer('/translations', language));
    }
  }
  return { byLanguage, broken: messages.broken };
}
