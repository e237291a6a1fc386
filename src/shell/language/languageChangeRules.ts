import { matchPath } from 'react-router-dom';

/** What a page needs when the language changes (spec §4): nothing, a reload, or an event it handles itself. */
export type LanguageChangeEffect = 'none' | 'reload' | 'dispatch';

/** Pages that reload, or are told, when the language changes; every other page re-renders in place. */
export const LANGUAGE_CHANGE_RULES: readonly { path: string; effect: Exclude<LanguageChangeEffect, 'none'> }[] = [
  { path: '/configurations/:configurationType', effect: 'reload' },
  { path: '/fic/fvi-import', effect: 'reload' },
  { path: '/fic/fvm-import', effect: 'reload' },
  { path: '/fic/preservation-orders-import', effect: 'reload' },
  { path: '/fic/fic-update', effect: 'reload' },
  { path: '/digital-process-instance-details/:digitalProcessInstanceId', effect: 'reload' },
  { path: '/activity-import', effect: 'dispatch' },
];

/** The event the activity import page listens to (its `detail` is the new locale). */
export const LANGUAGE_CHANGE_EVENT = 'app:language-change';

export function languageChangeEffect(pathname: string, rules = LANGUAGE_CHANGE_RULES): LanguageChangeEffect {
  return rules.find((rule) => matchPath({ path: rule.path, end: true }, pathname))?.effect ?? 'none';
}
