import type { UiSchema } from '@rjsf/utils';
import { valueLabelKey } from '../i18n/labelKeys';
import { propertySchema } from '../registry/schemaProperties';
import type { ResourceModel } from '../registry/types';
import { editableFields } from './buildFormSchema';
import type { FormSectionOptions } from './FormObjectFieldTemplate';
import { REFERENCE_ARRAY_WIDGET } from './ReferenceArrayWidget';
import { REFERENCE_WIDGET } from './ReferenceWidget';
import type { Translate } from './translateErrors';

/** uiSchema options whose string values are i18n keys. */
const TRANSLATED_OPTIONS = new Set(['ui:title', 'ui:description', 'ui:help', 'ui:placeholder']);

/**
 * The uiSchema of a resource's form: `resource.form.uiSchema` with its texts
 * (`ui:help`, `ui:title`, `ui:description`, `ui:placeholder`) translated as i18n keys,
 * `ui:order` from `form.fields`, the reference widget on each field of `references`, and
 * translated labels (`ui:enumNames`) for plain `enum`s (`resources.<name>.values.<field>.<value>`),
 * the help line `resources.<name>.help.<field>` when it is translated, lists of references
 * as one multi-select of chips, list items without rjsf's numbered titles, and the
 * definition's `form.sections` (titles `resources.<name>.sections.<section>`).
 */
export function buildUiSchema(resource: Pick<ResourceModel, 'name' | 'schema' | 'form' | 'references'>, translate: Translate): UiSchema {
  const fields = editableFields(resource);
  const uiSchema = translateOptions(resource.form.uiSchema, translate);
  for (const field of fields) {
    const own = isRecord(uiSchema[field]) ? uiSchema[field] : {};
    const extra: Record<string, unknown> = {};
    const reference = resource.references[field];
    const listReference = resource.references[`${field}[]`];
    if (reference || listReference) {
      extra['ui:widget'] = reference ? REFERENCE_WIDGET : REFERENCE_ARRAY_WIDGET;
      extra['ui:options'] = { ...(isRecord(own['ui:options']) ? own['ui:options'] : {}), reference: (reference ?? listReference)?.resource };
    } else {
      const nested = nestedReferenceUi(resource.references, field, own);
      if (nested) extra.items = nested;
    }
    if (typeof own['ui:help'] !== 'string') {
      const help = translate(`resources.${resource.name}.help.${field}`, { _: '' });
      if (help) extra['ui:help'] = help;
    }
    const values = propertySchema(resource.schema, field)?.enum;
    if (Array.isArray(values) && own['ui:enumNames'] === undefined) {
      extra['ui:enumNames'] = values.map((value) => translate(valueLabelKey(resource.name, field, value), { _: String(value) }));
    }
    if (Object.keys(extra).length > 0) uiSchema[field] = { ...own, ...extra };
  }
  const sections: FormSectionOptions[] = (resource.form.sections ?? []).map((section) => ({
    name: section.name,
    title: translate(`resources.${resource.name}.sections.${section.name}`, { _: section.name }),
    fields: section.fields.filter((field) => fields.includes(field)),
    collapsed: section.collapsed ?? false,
  }));
  const rootOptions = isRecord(uiSchema['ui:options']) ? uiSchema['ui:options'] : {};
  return {
    ...uiSchema,
    'ui:order': fields,
    ...(sections.length > 0 ? { 'ui:options': { ...rootOptions, sections } } : {}),
  };
}

/**
 * The `items` uiSchema of an array field whose items hold references (`steps[].partId`,
 * `steps[].tasks[]`): the reference widgets on them; undefined when none.
 */
function nestedReferenceUi(references: ResourceModel['references'], field: string, own: Record<string, unknown>): Record<string, unknown> | undefined {
  const items: Record<string, unknown> = isRecord(own.items) ? { ...own.items } : {};
  let found = false;
  for (const [path, reference] of Object.entries(references)) {
    if (!path.startsWith(`${field}[].`)) continue;
    const rest = path.slice(field.length + 3);
    // `steps[].partId` (an id in each item) or `steps[].tasks[]` (a list of ids in each item).
    const key = rest.endsWith('[]') ? rest.slice(0, -2) : rest;
    if (key.includes('.') || key.includes('[')) continue;
    const current = isRecord(items[key]) ? items[key] : {};
    const widget = rest.endsWith('[]') ? REFERENCE_ARRAY_WIDGET : REFERENCE_WIDGET;
    items[key] = {
      ...current,
      'ui:widget': widget,
      'ui:options': { ...(isRecord(current['ui:options']) ? current['ui:options'] : {}), reference: reference.resource },
    };
    found = true;
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
