import en from '../locales/en.json';
import es from '../locales/es.json';
import pt from '../locales/pt.json';

/** Where the engine's own texts are, as the check names them wherever an application's root is. */
const ENGINE_LOCALES = 'src/framework/locales';

/**
 * The engine's own texts as the check reads locale files, `src/framework/locales/<language>.json`
 * by path → text. Imported rather than read from disk, so the check finds them wherever it runs;
 * the files are written as `JSON.stringify(texts, null, 2)`, so a fault's line and column hold.
 */
export function engineLocaleFiles(): Record<string, string> {
  const texts: Record<string, unknown> = { en, es, pt };
  return Object.fromEntries(
    Object.entries(texts).map(([language, messages]) => [`${ENGINE_LOCALES}/${language}.json`, `${JSON.stringify(messages, null, 2)}\n`]),
  );
}
