import type { RaRecord } from 'ra-core';

interface TaskTranslation {
  language?: string;
  description?: string;
}

/** A catalogue task's description in the user's language, else its own. */
export function taskLabel(task: RaRecord | undefined, locale: string): string {
  if (!task) return '';
  const translations = Array.isArray(task.translations) ? (task.translations as TaskTranslation[]) : [];
  return translations.find((entry) => entry.language === locale)?.description ?? String(task.description ?? task.id);
}
