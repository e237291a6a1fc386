import type { Translate } from '../form/translateErrors';

/** What happened to a record, for the toast that says so. */
export type RecordEvent = 'created' | 'updated' | 'deleted';

/**
 * The toast after a write, naming the resource in the user's language: "Atividade criada",
 * "Projeto salvo", "Task deleted". The singular is `resources.<name>.name` (smart_count 1);
 * `resources.<name>.gender` = `f` picks the feminine form of languages that have one.
 *
 * @example notify(resourceNotice(translate, 'activity', 'created'), { type: 'success' })
 */
export function resourceNotice(translate: Translate, resource: string, event: RecordEvent): string {
  const name = translate(`resources.${resource}.name`, { smart_count: 1, _: resource });
  const feminine = translate(`resources.${resource}.gender`, { _: '' }) === 'f';
  const key = `forms.notify.${event}`;
  return feminine ? translate(`${key}_f`, { name, _: translate(key, { name }) }) : translate(key, { name });
}
