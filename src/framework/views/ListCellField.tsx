import Chip from '@mui/material/Chip';
import { useFieldValue } from 'ra-core';
import { propertySchema, valueKind } from '../registry/schemaProperties';
import type { ColumnDefinition, ResourceModel } from '../registry/types';
import { columnLayout } from './columnLayout';
import { SchemaField } from './SchemaField';

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

/** Text cut to the cell's width; the whole text in the tooltip. */
function EllipsisTextField({ source }: { source: string; label: string; sortable?: boolean }) {
  const value = useFieldValue({ source });
  if (value === undefined || value === null || value === '') return null;
  const text = String(value);
  return (
    <span title={text} style={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis' }}>
      {text}
    </span>
  );
}

/** One cell of a generated list: booleans as chips, long text ellipsised, the rest as on the show page. */
export function ListCellField({ resource, source, label, sortable, badge }: ListCellFieldProps) {
  const node = propertySchema(resource.schema, source);
  const kind = valueKind(node);
  if (kind === 'boolean' && !resource.references[source]) return <BooleanChipField source={source} label={label} sortable={sortable} />;
  if (kind === 'string' && node?.format !== 'email' && !resource.references[source] && columnLayout(resource, source) === 'ellipsis') {
    return <EllipsisTextField source={source} label={label} sortable={sortable} />;
  }
  return <SchemaField resource={resource} source={source} label={label} sortable={sortable ?? true} badge={badge} />;
}
