import type { RJSFSchema } from '@rjsf/utils';
import type { ResourceModel } from '../../registry/types';
import { buildFormSchema } from '../buildFormSchema';
import { localizeSchema } from '../localizeSchema';
import { stripAnnotations } from './stripAnnotations';

/** Translation that keeps each default: the words go anyway, only the shape matters here. */
const keepDefault = (key: string, options?: object): string => {
  const fallback = (options as { _?: unknown } | undefined)?._;
  return typeof fallback === 'string' ? fallback : key;
};

/**
 * The schema a resource's form validates against, in no language: the form's own schema
 * (cut to the form's fields, `$ref`s inlined as the form inlines them) without its words.
 * The build compiles it; the browser strips the form's localised schema to the same.
 */
export function formValidationSchema(resource: ResourceModel): RJSFSchema {
  return stripAnnotations(localizeSchema(buildFormSchema(resource), resource.name, keepDefault));
}
