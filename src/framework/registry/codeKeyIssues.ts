import { didYouMean } from './closestName';
import type { LocaleMessages } from './localeIssues';
import { lineAndColumn } from './parseJsonFile';
import { localeFilesHint } from './pathsSection';
import type { RegistryIssue } from './types';

/** The message groups (top-level keys holding texts, `app`, `ra` ...) a key written in code starts with. */
function groupsOf(messages: LocaleMessages): string[] {
  const groups = new Set<string>();
  for (const key of messages.byLanguage.get('en')?.keys() ?? []) {
    const dot = key.indexOf('.');
    if (dot > 0 && /^[a-z]/.test(key)) groups.add(key.slice(0, dot));
  }
  return [...groups].sort();
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Message keys written out in the app's code (`'app.header.project'`), against the texts of
 * every language: a key no language has shows raw to the user. Keys built at run time
 * (`app.fic.codes.${code}`) are checked where their parts are declared.
 */
export function codeKeyIssues(codeFiles: Readonly<Record<string, string>>, messages: LocaleMessages): RegistryIssue[] {
  if (messages.broken.size > 0) return [];
  const groups = groupsOf(messages);
  if (groups.length === 0) return [];
  const literal = new RegExp(`['"\`]((?:${groups.map(escape).join('|')})\\.[a-z0-9_]+(?:\\.[a-zA-Z0-9_]+)+)['"\`]`, 'g');
  const english = [...(messages.byLanguage.get('en')?.keys() ?? [])];
  const issues: RegistryIssue[] = [];
  for (const [file, text] of Object.entries(codeFiles)) {
    for (const match of text.matchAll(literal)) {
      const key = match[1] ?? '';
      const missing = [...messages.byLanguage].filter(([, texts]) => !texts.has(key)).map(([language]) => language);
      if (missing.length === 0) continue;
      issues.push({
        file,
        pointer: '',
        ...lineAndColumn(text, match.index ?? 0),
        message: `message key "${key}" has no text in ${missing.join(', ')}${didYouMean(key, english)}`,
        hint: `add the text to every language (${localeFilesHint()}), or fix the key`,
      });
    }
  }
  return issues;
}
