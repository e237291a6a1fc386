import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

type Messages = { [key: string]: string | Messages };

const LOCALES = join(process.cwd(), 'src', 'locales');
const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Messages;

/** `over` merged into `base`, as the app merges the feature files (`src/locales/<feature>/pt.json`). */
function merge(base: Messages, over: Messages): Messages {
  const out: Messages = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const current = out[key];
    out[key] = typeof value === 'object' && typeof current === 'object' ? merge(current, value) : value;
  }
  return out;
}

const messages = readdirSync(LOCALES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => join(LOCALES, entry.name, 'pt.json'))
  .filter((path) => existsSync(path))
  .reduce((all, path) => merge(all, read(path)), read(join(LOCALES, 'pt.json')));

/**
 * The Portuguese text of `key` in `src/locales/pt.json` and the feature files, with `%{name}` placeholders filled
 * from `values`. Throws on an unknown key, so a renamed message fails loudly.
 *
 * @example ptText('ra.action.save') // 'Salvar'
 */
export function ptText(key: string, values: Record<string, string | number> = {}): string {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`src/locales/pt.json has no message ${key}`);
  return node.replace(/%\{(\w+)\}/g, (placeholder, name: string) => String(values[name] ?? placeholder));
}
