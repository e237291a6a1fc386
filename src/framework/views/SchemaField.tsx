import { BooleanField, EmailField, TextField } from 'react-admin';
import { fieldSchema, valueKind } from '../registry/schemaProperties';
import type { ColumnDefinition, ResourceModel } from '../registry/types';
import { ArrayCountField } from './ArrayCountField';
import { EnumField } from './EnumField';
import { FormattedField } from './FormattedField';
import { ObjectField } from './ObjectField';
import { ReferenceLinkField } from './ReferenceLinkField';
import { ReferenceListField } from './ReferenceListField';
import { valueFormatOf } from './valueFormatOf';

export interface SchemaFieldProps {
  resource: ResourceModel;
  source: string;
  label: string;
  sortable?: boolean;
  badge?: ColumnDefinition['badge'];
}

/** Renders one property of a record the way its schema type and format call for. */
export function SchemaField({ resource, source, label, sortable = true, badge }: SchemaFieldProps) {
  const reference = resource.references[source];
  if (reference) {
    return <ReferenceLinkField source={source} reference={reference.resource} label={label} sortable={sortable} />;
  }
  // A list of ids (`responsibles[]`): one chip per referenced record, by its label.
  const listReference = resource.references[`${source}[]`];
  if (listReference) return <ReferenceListField source={source} reference={listReference.resource} label={label} sortable={false} />;
  // A member of an object (`origin.type`) has its schema inside the object's.
  const node = fieldSchema(resource.schema, source);
  switch (valueKind(node)) {
    case 'enum':
      return <EnumField resource={resource} source={source} label={label} badge={badge} />;
    case 'boolean':
      return <BooleanField source={source} label={label} sortable={sortable} />;
    case 'dateTime':
    case 'date':
    case 'number':
    case 'integer':
      return <FormattedField source={source} label={label} sortable={sortable} format={valueFormatOf(resource, source) ?? 'number'} />;
    case 'array':
      return <ArrayCountField source={source} label={label} />;
    case 'object':
      return (
        <ObjectField
          resource={resource}
          source={source}
          renderMember={(path, memberLabel) => <SchemaField resource={resource} source={path} label={memberLabel} sortable={false} />}
        />
      );
    default:
      return node?.format === 'email' ? (
        <EmailField source={source} label={label} sortable={sortable} />
      ) : (
        <TextField source={source} label={label} sortable={sortable} />
      );
  }
}
