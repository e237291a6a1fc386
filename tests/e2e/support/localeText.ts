import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

type Messages = { [key: string]: string | Messages };
export type Language = 'pt' | 'en' | 'es';

const LOCALES = join(process.cwd(), 'src', 'locales');
const ENGINE_LOCALES = join(process.cwd(), 'src', 'framework', 'locales');
const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Messages;

/** `over` merged into `base`, as the app merges its files over the engine's and the feature files (`src/locales/<feature>/<lang>.json`). */
function merge(base: Messages, over: Messages): Messages {
  const out: Messages = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const current = out[key];
    out[key] = typeof value === 'object' && typeof current === 'object' ? merge(current, value) : value;
  }
  return out;
}

const cache = new Map<Language, Messages>();
function messagesOf(language: Language): Messages {
  let messages = cache.get(language);
  if (!messages) {
    messages = readdirSync(LOCALES, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => join(LOCALES, entry.name, `${language}.json`))
      .filter((path) => existsSync(path))
      .reduce((all, path) => merge(all, read(path)), merge(read(join(ENGINE_LOCALES, `${language}.json`)), read(join(LOCALES, `${language}.json`))));
    cache.set(language, messages);
  }
  return messages;
}

/**
 * The text of `key` in `language` (the engine's `src/framework/locales/<language>.json` under `src/locales/<language>.json`
 * and the feature files), with
 * `%{name}` placeholders filled from `values`. Throws on an unknown key, so a renamed message fails loudly.
 *
 * @example localeText('en', 'ra.action.save') // 'Save'
 */
export function localeText(language: Language, key: string, values: Record<string, string | number> = {}): string {
  let node: string | Messages | undefined = messagesOf(language);
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`src/locales/${language}.json has no message ${key}`);
  return node.replace(/%\{(\w+)\}/g, (placeholder, name: string) => String(values[name] ?? placeholder));
}
