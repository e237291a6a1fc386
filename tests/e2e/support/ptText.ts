import { localeText } from './localeText';

/**
 * The Portuguese text of `key` in `src/locales/pt.json` and the feature files, with `%{name}` placeholders filled
 * from `values`. Throws on an unknown key, so a renamed message fails loudly.
 *
 * @example ptText('ra.action.save') // 'Salvar'
 */
export function ptText(key: string, values: Record<string, string | number> = {}): string {
  return localeText('pt', key, values);
}
