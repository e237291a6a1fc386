import type { FieldErrorBody } from '../../framework/data/apiConventions';
import type { ErrorOverrides } from '../../framework/registry/types';

export interface OverriddenErrors {
  errors: FieldErrorBody[];
  /** The first product code that applied: it becomes the body's `error` and `message`. */
  code?: string;
}

/** Ways a resource may name a field inside arrays: `items.0.x` as is, `items[].x`, `items.x`. */
function fieldKeys(field: string): string[] {
  const segments = field.split('.');
  const isIndex = (segment: string): boolean => /^\d+$/.test(segment);
  const brackets = segments.reduce<string[]>((out, segment) => {
    if (isIndex(segment) && out.length > 0) out[out.length - 1] = `${out[out.length - 1] ?? ''}[]`;
    else out.push(segment);
    return out;
  }, []);
  return [...new Set([field, brackets.join('.'), segments.filter((segment) => !isIndex(segment)).join('.')])];
}

/**
 * Replaces generic message keys by the product's own where the resource declares one
 * (`errors: { name: { required: 'X.NAME_IS_REQUIRED' } }`).
 */
export function applyErrorOverrides(errors: readonly FieldErrorBody[], overrides: ErrorOverrides): OverriddenErrors {
  let code: string | undefined;
  const result = errors.map((error) => {
    const override = fieldKeys(error.field)
      .map((key) => overrides[key]?.[error.keyword])
      .find((message) => message !== undefined);
    if (override === undefined) return error;
    code ??= override;
    return { ...error, message: override };
  });
  return code === undefined ? { errors: result } : { errors: result, code };
}
