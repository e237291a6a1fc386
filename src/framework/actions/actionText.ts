import type { TranslateFunction } from 'ra-core';

/**
 * A text of an action: the resource's own `resources.<resource>.actions.<key>`, else the
 * generic `app.action.<fallback>`; both receive `options` (`%{status}`).
 *
 * @example
 * actionText(translate, 'activity', 'cancelConfirm', 'confirm_status', { status: 'Cancelada' })
 */
export function actionText(translate: TranslateFunction, resource: string, key: string, fallback: string, options: Record<string, unknown> = {}): string {
  return translate(`resources.${resource}.actions.${key}`, { ...options, _: translate(`app.action.${fallback}`, options) });
}
