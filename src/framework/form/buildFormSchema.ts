import type { RJSFSchema } from '@rjsf/utils';
import { propertySchema } from '../registry/schemaProperties';
import type { ResourceModel } from '../registry/types';

/**
 * The names of `resource.form.fields` that the form shows: those the schema has, minus
 * the read-only ones (`_id`, timestamps), in the order of the resource.
 */
export function editableFields(resource: Pick<ResourceModel, 'schema' | 'form'>): string[] {
  return resource.form.fields.filter((field) => {
    const node = propertySchema(resource.schema, field);
    return node !== undefined && node.readOnly !== true;
  });
}

/**
 * The entity schema cut down to the editable form fields, `required` filtered to them and
 * `$defs` kept for their `$ref`s. The root `title` is dropped (the page shows it). `$id` is dropped so ajv caches each cut by identity
 * rather than confusing it with the full schema of the same id.
 */
export function buildFormSchema(resource: Pick<ResourceModel, 'schema' | 'form'>): RJSFSchema {
  // The page names the entity: the root title and description would repeat it.
  const { $id: _id, $schema: _schema, title: _title, description: _description, properties = {}, required = [], ...rest } = resource.schema;
  const fields = editableFields(resource);
  const shown = Object.fromEntries(fields.flatMap((field) => (properties[field] ? [[field, properties[field]]] : [])));
  const schema = { ...rest, type: 'object', properties: shown, required: required.filter((field) => fields.includes(field)) };
  return schema as RJSFSchema;
}
