import Chip from '@mui/material/Chip';
import { useFieldValue } from 'ra-core';
import { propertySchema, valueKind } from '../registry/schemaProperties';
import type { ColumnDefinition, ResourceModel } from '../registry/types';
import { columnLayout } from './columnLayout';
import { FormattedField } from './FormattedField';
import { SchemaField } from './SchemaField';
import { valueFormatOf } from './valueFormatOf';

export interface ListCellFieldProps {
  resource: ResourceModel;
  source: string;
  label: string;
  sortable?: boolean;
  badge?: ColumnDefinition['badge'];
}

/** A true boolean as a chip named after the field ("Active"); false shows nothing. */
function BooleanChipField({ source, label }: { source: string; label: string; sortable?: boolean }) {
  const value = useFieldValue({ source });
  return value === true ? <Chip component="span" size="small" variant="outlined" label={label} /> : null;
}

const ELLIPSIS = { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis' } as const;

/**
 * A text as the cell draws it (the cell sets its size): bare, or cut to the cell's width
 * with the whole text in the tooltip.
 */
function TextCellField({ source, ellipsis }: { source: string; label: string; sortable?: boolean; ellipsis: boolean }) {
  const value = useFieldValue({ source });
  if (value === undefined || value === null || value === '') return null;
  const text = String(value);
  return ellipsis ? (
    <span title={text} style={ELLIPSIS}>
      {text}
    </span>
  ) : (
    <span>{text}</span>
  );
}

/**
 * One cell of a generated list: booleans as chips, text, dates and numbers bare (long text
 * ellipsised), the rest as on the show page.
 */
export function ListCellField({ resource, source, label, sortable, badge }: ListCellFieldProps) {
  const node = propertySchema(resource.schema, source);
  const kind = valueKind(node);
  const referenced = resource.references[source] !== undefined;
  if (kind === 'boolean' && !referenced) return <BooleanChipField source={source} label={label} sortable={sortable} />;
  if (kind === 'string' && node?.format !== 'email' && !referenced) {
    return <TextCellField source={source} label={label} sortable={sortable} ellipsis={columnLayout(resource, source) === 'ellipsis'} />;
  }
  // A date, an instant or a number: the format names which.
  const format = valueFormatOf(resource, source);
  if (format && !referenced) return <FormattedField source={source} label={label} sortable={sortable ?? true} format={format} inCell />;
  return <SchemaField resource={resource} source={source} label={label} sortable={sortable ?? true} badge={badge} />;
}
