import { ArrayField, Datagrid, DeleteButton, EditButton, FunctionField, ReferenceField, Show, SimpleShowLayout, TextField, TopToolbar } from 'react-admin';
import Typography from '@mui/material/Typography';
import { useCanAccess, useTranslate } from 'ra-core';
import { ActionButtons, SoftDeleteButton } from '../actions';
import { useErrorDialog } from '../feedback/ErrorDialogContext';
import { fieldLabelKey, valueLabelKey } from '../i18n/labelKeys';
import { enumChoices, propertySchema, resolveNode, valueKind } from '../registry/schemaProperties';
import type { ResourceModel } from '../registry/types';
import { RelatedListField } from './RelatedListField';
import { SchemaField } from './SchemaField';
import { useFieldLabel } from './useFieldLabel';
import { useCurrentResourceModel } from './useResourceModelOfContext';

function ShowActions({ resource }: { resource: ResourceModel }) {
  const showError = useErrorDialog();
  // DeleteButton and EditButton ask canAccess themselves; the delete with a reason does not.
  const { canAccess: mayDelete = false } = useCanAccess({ resource: resource.name, action: 'delete' });
  const canDelete = resource.operations.includes('delete') && mayDelete;
  return (
    <TopToolbar>
      <ActionButtons resource={resource} />
      {resource.operations.includes('edit') && <EditButton />}
      {canDelete && resource.softDelete && <SoftDeleteButton resource={resource} />}
      {canDelete && !resource.softDelete && <DeleteButton mutationMode="pessimistic" mutationOptions={{ onError: showError }} />}
    </TopToolbar>
  );
}

/** An empty list of objects reads as an empty value, like the other fields. */
function EmptyList() {
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
      —
    </Typography>
  );
}

/** A list of objects (translations ...) as a small table of its item properties, labelled
 * by `resources.<name>.fields.<list>.<property>` and enum values by `values.<list>.<property>`. */
function ObjectListField({ resource, field, label }: { resource: ResourceModel; field: string; label: string }) {
  const translate = useTranslate();
  const items = resolveNode(resource.schema, propertySchema(resource.schema, field)?.items);
  const columns = Object.keys(items?.properties ?? {});
  if (columns.length === 0) return <TextField source={field} label={label} />;
  return (
    <ArrayField source={field} label={label}>
      <Datagrid bulkActionButtons={false} rowClick={false} empty={<EmptyList />}>
        {columns.map((column) => {
          const node = resolveNode(resource.schema, items?.properties?.[column]);
          const columnLabel = translate(fieldLabelKey(resource.name, `${field}.${column}`), { _: node?.title ?? column });
          const valueLabel = (value: unknown) => translate(valueLabelKey(resource.name, `${field}.${column}`, value), { _: String(value ?? '') });
          const reference = resource.references[`${field}[].${column}`];
          if (reference) {
            return <ReferenceField key={column} source={column} reference={reference.resource} label={columnLabel} sortable={false} link="show" emptyText="—" />;
          }
          return enumChoices(node).length > 0 ? (
            <FunctionField key={column} label={columnLabel} sortable={false} render={(item: Record<string, unknown>) => valueLabel(item[column])} />
          ) : (
            <TextField key={column} source={column} label={columnLabel} sortable={false} />
          );
        })}
      </Datagrid>
    </ArrayField>
  );
}

/** The show view of a resource: its declared fields, actions, edit and delete. */
export function GeneratedShow() {
  const resource = useCurrentResourceModel();
  const label = useFieldLabel(resource);
  const translate = useTranslate();
  return (
    <Show actions={<ShowActions resource={resource} />}>
      <SimpleShowLayout>
        {resource.show.fields.map((field) =>
          valueKind(propertySchema(resource.schema, field)) === 'array' && !resource.references[`${field}[]`] ? (
            <ObjectListField key={field} resource={resource} field={field} label={label(field)} />
          ) : (
            <SchemaField key={field} resource={resource} source={field} label={label(field)} />
          ),
        )}
        {(resource.show.related ?? []).map((related) => (
          <RelatedListField
            key={`${related.resource}.${related.target}`}
            related={related}
            // The layout reads the label from this element's props.
            label={translate(`resources.${related.resource}.name`, { smart_count: 2, _: related.resource })}
          />
        ))}
      </SimpleShowLayout>
    </Show>
  );
}

export default GeneratedShow;
