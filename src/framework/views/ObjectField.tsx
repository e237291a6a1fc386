import type { ReactElement } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useFieldValue } from 'ra-core';
import { fieldSchema } from '../registry/schemaProperties';
import type { ResourceModel } from '../registry/types';
import { EmptyValue, isEmptyValue } from './EmptyValue';
import { useFieldLabel } from './useFieldLabel';

export interface ObjectFieldProps {
  resource: ResourceModel;
  source: string;
  /** Renders one member (`<source>.<key>`) the way its own schema calls for. */
  renderMember: (path: string, label: string) => ReactElement;
}

/** A value that has no schema of its own (an object's extra keys): as readable text. */
function PlainValue({ value }: { value: unknown }) {
  if (isEmptyValue(value)) return <EmptyValue />;
  return <span>{typeof value === 'object' ? JSON.stringify(value) : String(value)}</span>;
}

/**
 * An object property: each member as "label: value", the declared ones first (in the
 * schema's order, formatted by their own schema), then any extra key the record holds.
 */
export function ObjectField({ resource, source, renderMember }: ObjectFieldProps) {
  const value: unknown = useFieldValue({ source });
  const label = useFieldLabel(resource);
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return <PlainValue value={value} />;
  const declared = Object.keys(fieldSchema(resource.schema, source)?.properties ?? {});
  const extra = Object.keys(value).filter((key) => !declared.includes(key));
  if (declared.length + extra.length === 0) return <EmptyValue />;
  const record = value as Record<string, unknown>;
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: 1, rowGap: 0.5 }}>
      {[...declared, ...extra].map((key) => {
        const path = `${source}.${key}`;
        return (
          <Box key={key} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
              {label(path)}:
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
              {declared.includes(key) && !isEmptyValue(record[key]) ? renderMember(path, label(path)) : <PlainValue value={record[key]} />}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
