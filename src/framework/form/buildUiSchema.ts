import type { UiSchema } from '@rjsf/utils';
import { valueLabelKey } from '../i18n/labelKeys';
import { propertySchema } from '../registry/schemaProperties';
import type { ResourceModel } from '../registry/types';
import { editableFields } from './buildFormSchema';
import { REFERENCE_WIDGET } from './ReferenceWidget';
import type { Translate } from './translateErrors';

/** uiSchema options whose string values are i18n keys. */
const TRANSLATED_OPTIONS = new Set(['ui:title', 'ui:description', 'ui:help', 'ui:placeholder']);

/**
 * The uiSchema of a resource's form: `resource.form.uiSchema` with its texts
 * (`ui:help`, `ui:title`, `ui:description`, `ui:placeholder`) translated as i18n keys,
 * `ui:order` from `form.fields`, the reference widget on each field of `references`, and
 * translated labels (`ui:enumNames`) for plain `enum`s (`resources.<name>.values.<field>.<value>`).
 */
export function buildUiSchema(
  resource: Pick<ResourceModel, 'name' | 'schema' | 'form' | 'references'>,
  translate: Translate,
): UiSchema {
  const fields = editableFields(resource);
  const uiSchema = translateOptions(resource.form.uiSchema, translate);
  for (const field of fields) {
    const own = isRecord(uiSchema[field]) ? uiSchema[field] : {};
    const extra: Record<string, unknown> = {};
    const reference = resource.references[field];
    if (reference) {
      extra['ui:widget'] = REFERENCE_WIDGET;
      extra['ui:options'] = { ...(isRecord(own['ui:options']) ? own['ui:options'] : {}), reference: reference.resource };
    }
    const nested = nestedReferenceUi(resource.references, field, own);
    if (nested) extra.items = nested;
    const values = propertySchema(resource.schema, field)?.enum;
    if (Array.isArray(values) && own['ui:enumNames'] === undefined) {
      extra['ui:enumNames'] = values.map((value) =>
        translate(valueLabelKey(resource.name, field, value), { _: String(value) }),
      );
    }
    if (Object.keys(extra).length > 0) uiSchema[field] = { ...own, ...extra };
  }
  return { ...uiSchema, 'ui:order': fields };
}

/**
 * The `items` uiSchema of an array field whose items are references (`responsibles[]`)
 * or hold references (`steps[].partId`): the reference widget on each; undefined when none.
 */
function nestedReferenceUi(references: ResourceModel['references'], field: string, own: Record<string, unknown>): Record<string, unknown> | undefined {
  const items: Record<string, unknown> = isRecord(own.items) ? { ...own.items } : {};
  let found = false;
  for (const [path, reference] of Object.entries(references)) {
    if (path === `${field}[]`) {
      Object.assign(items, { 'ui:widget': REFERENCE_WIDGET, 'ui:options': { ...(isRecord(items['ui:options']) ? items['ui:options'] : {}), reference: reference.resource } });
      found = true;
    } else if (path.startsWith(`${field}[].`) && !path.slice(field.length + 3).includes('.')) {
      const key = path.slice(field.length + 3);
      const current = isRecord(items[key]) ? items[key] : {};
      items[key] = { ...current, 'ui:widget': REFERENCE_WIDGET, 'ui:options': { ...(isRecord(current['ui:options']) ? current['ui:options'] : {}), reference: reference.resource } };
      found = true;
    }
  }
  return found ? items : undefined;
}

/** A copy of `node` with the texts of every level translated. */
function translateOptions(node: Record<string, unknown>, translate: Translate): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => {
      if (TRANSLATED_OPTIONS.has(key) && typeof value === 'string') return [key, translate(value, { _: value })];
      if (isRecord(value) && key.startsWith('ui:')) return [key, value];
      return [key, isRecord(value) ? translateOptions(value, translate) : value];
    }),
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
