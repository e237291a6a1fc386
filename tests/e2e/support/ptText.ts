import { readFileSync } from 'node:fs';
import { join } from 'node:path';

type Messages = { [key: string]: string | Messages };

const messages = JSON.parse(readFileSync(join(process.cwd(), 'src', 'locales', 'pt.json'), 'utf8')) as Messages;

/**
 * The Portuguese text of `key` in `src/locales/pt.json`, with `%{name}` placeholders filled
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
