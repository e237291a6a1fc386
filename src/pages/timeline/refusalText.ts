import { ApiError } from '../../framework/data/ApiError';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A refusal as one line for the user: the field's own message when the server names a field, else the server's. */
export function refusalText(error: unknown, translate: Translate): string {
  if (error instanceof ApiError) {
    const [first] = error.fieldErrors;
    if (first?.keyword === 'required') return translate('app.timeline.field_required', { field: first.field });
    if (first) return `${first.field}: ${translate(first.message, { _: first.message })}`;
    return translate(error.catalogueMessage ?? error.serverMessage ?? error.code, { _: error.serverMessage ?? error.code });
  }
  return error instanceof Error ? error.message : String(error);
}
