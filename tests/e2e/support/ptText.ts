import { localeText } from './localeText';

/**
 * The Portuguese text of `key` (the engine's and the product's files, as localeText reads them), with `%{name}` placeholders filled
 * from `values`. Throws on an unknown key, so a renamed message fails loudly.
 *
 * @example ptText('ra.action.save') // 'Salvar'
 */
export function ptText(key: string, values: Record<string, string | number> = {}): string {
  return localeText('pt', key, values);
}
