import { Datagrid, ReferenceManyField, Pagination, WrapperField } from 'react-admin';
import { useTranslate } from 'ra-core';
import { ActionButtons, hasRecordActions } from '../actions';
import { useResourceModel } from '../registry/RegistryContext';
import type { RelatedList } from '../registry/types';
import { SchemaField } from './SchemaField';
import { useFieldLabel } from './useFieldLabel';

export interface RelatedListFieldProps {
  related: RelatedList;
  label?: string;
}

/**
 * Records of another resource that point at the shown one (`activity-task` by
 * `activityId`), as a paged table of that resource's columns, each row linking to it,
 * with the actions the definition names on each row.
 */
export function RelatedListField({ related, label }: RelatedListFieldProps) {
  const translate = useTranslate();
  const target = useResourceModel(related.resource);
  const fieldLabel = useFieldLabel(target);
  const columns = related.columns ?? target.list.columns.map((column) => column.field).filter((field) => field !== related.target);
  return (
    <ReferenceManyField
      reference={related.resource}
      target={related.target}
      label={label ?? translate(`resources.${related.resource}.name`, { smart_count: 2, _: related.resource })}
      sort={target.list.sort}
      perPage={10}
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50]} />}
    >
      {/* Only the table scrolls sideways when its columns are wider than the page. */}
      <Datagrid bulkActionButtons={false} rowClick="show" resource={related.resource} sx={{ maxWidth: '100%', overflowX: 'auto' }}>
        {columns.map((field) => (
          <SchemaField key={field} resource={target} source={field} label={fieldLabel(field)} sortable />
        ))}
        {related.actions && hasRecordActions(target, related.actions) && (
          <WrapperField label="" sortable={false}>
            <ActionButtons resource={target} names={related.actions} />
          </WrapperField>
        )}
      </Datagrid>
    </ReferenceManyField>
  );
}
