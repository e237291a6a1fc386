import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactElement, ReactNode } from 'react';
import { ArrayField, BooleanField, Datagrid, EditButton, FunctionField, Labeled, Show, TabbedShowLayout, TextField, TopToolbar } from 'react-admin';
import { useCanAccess, useFieldValue, useRecordContext, useTranslate } from 'ra-core';
import { ActionButtons, DeleteRecordButton } from '../actions';
import { fieldLabelKey, valueLabelKey } from '../i18n/labelKeys';
import { enumChoices, propertySchema, resolveNode, valueKind } from '../registry/schemaProperties';
import type { ResourceModel, SchemaNode } from '../registry/types';
import { EmptyValue, isEmptyValue } from './EmptyValue';
import { FormattedField } from './FormattedField';
import { RecordNotFound } from './RecordNotFound';
import { ReferenceLinkField } from './ReferenceLinkField';
import { ReferenceListField } from './ReferenceListField';
import { RelatedListField } from './RelatedListField';
import { ShowLinks } from './ShowLinks';
import { SchemaField } from './SchemaField';
import { showGroups, type ShowGroup } from './showLayout';
import { useFieldLabel } from './useFieldLabel';
import { useCurrentResourceModel } from './useResourceModelOfContext';
import { valueFormatOf } from './valueFormatOf';
import { QUIET_RECORD_QUERY, SHOW_PAGE_SX } from './showPageProps';

/** The pattern of the 24-hex ids of `common.schema.json#/$defs/objectId`. */
const OBJECT_ID_PATTERN = '^[0-9a-f]{24}$';

function ShowActions({ resource }: { resource: ResourceModel }) {
  const record = useRecordContext();
  // EditButton asks canAccess itself; the delete button does not.
  const { canAccess: mayDelete = false } = useCanAccess({ resource: resource.name, action: 'delete' });
  // A missing record has nothing to edit or delete: the page says so instead.
  if (!record) return <TopToolbar />;
  return (
    <TopToolbar sx={{ flexWrap: 'wrap' }}>
      <ActionButtons resource={resource} />
      <ShowLinks resource={resource} />
      {resource.operations.includes('edit') && <EditButton />}
      {resource.operations.includes('delete') && mayDelete && <DeleteRecordButton resource={resource} />}
    </TopToolbar>
  );
}

/** A list of objects (translations ...) as a small table of its item properties, labelled
 * by `resources.<name>.fields.<list>.<property>` and enum values by `values.<list>.<property>`;
 * ids inside items (`steps[].taskId`, `steps[].tasks[]`) by the referenced records' labels. */
function ObjectListField({ resource, field, label }: { resource: ResourceModel; field: string; label: string }) {
  const translate = useTranslate();
  const items = resolveNode(resource.schema, propertySchema(resource.schema, field)?.items);
  const columns = Object.keys(items?.properties ?? {}).filter(
    (column) =>
      !isTechnicalId(resolveNode(resource.schema, items?.properties?.[column]), column, resource.api.idField) || hasReference(resource, field, column),
  );
  if (columns.length === 0) return <TextField source={field} label={label} />;
  return (
    <ArrayField source={field} label={label}>
      {/* Only the table scrolls sideways on a narrow screen; a keyboard reaches it too. */}
      <Box role="region" aria-label={label} tabIndex={0} sx={{ maxWidth: '100%', overflowX: 'auto' }}>
        <Datagrid bulkActionButtons={false} rowClick={false} empty={<EmptyValue />}>
          {columns.map((column) => {
            const node = resolveNode(resource.schema, items?.properties?.[column]);
            const columnLabel = translate(fieldLabelKey(resource.name, `${field}.${column}`), { _: node?.title ?? column });
            const valueLabel = (value: unknown) => translate(valueLabelKey(resource.name, `${field}.${column}`, value), { _: String(value ?? '') });
            const reference = resource.references[`${field}[].${column}`];
            if (reference) {
              return <ReferenceLinkField key={column} source={column} reference={reference.resource} label={columnLabel} sortable={false} />;
            }
            const listReference = resource.references[`${field}[].${column}[]`];
            if (listReference) {
              return <ReferenceListField key={column} source={column} reference={listReference.resource} label={columnLabel} sortable={false} />;
            }
            if (enumChoices(node).length > 0) {
              return <FunctionField key={column} label={columnLabel} sortable={false} render={(item: Record<string, unknown>) => valueLabel(item[column])} />;
            }
            const kind = valueKind(node);
            if (kind === 'boolean') return <BooleanField key={column} source={column} label={columnLabel} sortable={false} />;
            if (kind === 'date' || kind === 'dateTime' || kind === 'number' || kind === 'integer') {
              // Formatted as the field of the record itself (`statusHistory.date`), in the user's language and zone.
              const format = valueFormatOf(resource, `${field}.${column}`) ?? 'number';
              return <FormattedField key={column} source={column} label={columnLabel} sortable={false} format={format} emptyText="—" />;
            }
            return <TextField key={column} source={column} label={columnLabel} sortable={false} emptyText="—" />;
          })}
        </Datagrid>
      </Box>
    </ArrayField>
  );
}

/** An id of the item itself or of a record the definition does not declare: technical, not shown. */
function isTechnicalId(node: SchemaNode | undefined, column: string, idField: string): boolean {
  return column === idField || column === 'id' || node?.pattern === OBJECT_ID_PATTERN;
}

function hasReference(resource: ResourceModel, field: string, column: string): boolean {
  return Boolean(resource.references[`${field}[].${column}`] ?? resource.references[`${field}[].${column}[]`]);
}

/** The value of `source`, or the one empty-value sign when there is none. */
function ValueOrEmpty({ source, children }: { source: string; children: ReactElement }) {
  const record = useRecordContext();
  const value = useFieldValue({ source });
  // While the record loads nothing is known to be empty.
  if (!record) return null;
  return isEmptyValue(value) ? <EmptyValue /> : children;
}

/** A list of objects takes the whole row; a list of references or a scalar one cell. */
function isWide(resource: ResourceModel, field: string): boolean {
  const kind = valueKind(propertySchema(resource.schema, field));
  return (kind === 'array' && !resource.references[`${field}[]`]) || kind === 'object';
}

/** Fields as label/value pairs in two columns on a desktop (one below `sm`). */
function FieldGrid({ resource, fields }: { resource: ResourceModel; fields: string[] }) {
  const label = useFieldLabel(resource);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' }, columnGap: 4, rowGap: 2 }}>
      {fields.map((field) => {
        const element =
          valueKind(propertySchema(resource.schema, field)) === 'array' && !resource.references[`${field}[]`] ? (
            <ObjectListField resource={resource} field={field} label={label(field)} />
          ) : (
            <SchemaField resource={resource} source={field} label={label(field)} />
          );
        return (
          // `ra-field-<source>`, as react-admin's show layouts name each field, so styles and tests find it.
          <Box key={field} className={`ra-field ra-field-${field}`} sx={{ gridColumn: isWide(resource, field) ? '1 / -1' : undefined, minWidth: 0 }}>
            <Labeled label={label(field)} fullWidth>
              <ValueOrEmpty source={field}>{element}</ValueOrEmpty>
            </Labeled>
          </Box>
        );
      })}
    </Box>
  );
}

function SectionTitle({ children }: { children: ReactNode }) {
  return (
    <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', mt: 3, mb: 1.5 }}>
      {children}
    </Typography>
  );
}

/** The related lists of the definition, each under its title. */
function RelatedLists({ resource }: { resource: ResourceModel }) {
  const translate = useTranslate();
  return (
    <>
      {(resource.show.related ?? []).map((related) => {
        const title = translate(`resources.${related.resource}.name`, { smart_count: 2, _: related.resource });
        return (
          <Box key={`${related.resource}.${related.target}`} component="section" aria-label={title}>
            <SectionTitle>{title}</SectionTitle>
            <RelatedListField related={related} label={title} />
          </Box>
        );
      })}
    </>
  );
}

function useGroupTitle(resource: ResourceModel) {
  const translate = useTranslate();
  return (group: ShowGroup) =>
    group.section ? translate(`resources.${resource.name}.sections.${group.section.name}`, { _: group.section.name }) : translate('forms.show.general');
}

/**
 * The record's fields in the definition's sections, one under the other, without those in
 * `omit`: for a hand-written show page that draws some fields its own way.
 */
export function ShowSections({ resource, omit = [] }: { resource: ResourceModel; omit?: readonly string[] }) {
  const title = useGroupTitle(resource);
  const groups = showGroups(resource.show)
    .map((group) => ({ ...group, fields: group.fields.filter((field) => !omit.includes(field)) }))
    .filter((group) => group.fields.length > 0);
  return (
    <>
      {groups.map((group) => (
        <Box key={group.section?.name ?? ''} component="section" aria-label={group.section ? title(group) : undefined}>
          {group.section && <SectionTitle>{title(group)}</SectionTitle>}
          <FieldGrid resource={resource} fields={group.fields} />
        </Box>
      ))}
    </>
  );
}

/** The record's fields in the definition's sections (or tabs), then its related lists. */
function ShowBody({ resource }: { resource: ResourceModel }) {
  const groups = showGroups(resource.show);
  const title = useGroupTitle(resource);
  if (resource.show.layout === 'tabs' && groups.length > 1) {
    return (
      <>
        <TabbedShowLayout>
          {groups.map((group) => (
            <TabbedShowLayout.Tab key={group.section?.name ?? ''} label={title(group)}>
              <FieldGrid resource={resource} fields={group.fields} />
            </TabbedShowLayout.Tab>
          ))}
        </TabbedShowLayout>
        <Box sx={{ px: 2, pb: 2 }}>
          <RelatedLists resource={resource} />
        </Box>
      </>
    );
  }
  return (
    <Box sx={{ p: 2 }}>
      {groups.map((group) => (
        <Box key={group.section?.name ?? ''} component="section" aria-label={group.section ? title(group) : undefined}>
          {group.section && <SectionTitle>{title(group)}</SectionTitle>}
          <FieldGrid resource={resource} fields={group.fields} />
        </Box>
      ))}
      <RelatedLists resource={resource} />
    </Box>
  );
}

/** The show view of a resource: its declared fields, actions, edit and delete; "not found" in the page for an unknown id. */
export function GeneratedShow() {
  const resource = useCurrentResourceModel();
  return (
    <Show actions={<ShowActions resource={resource} />} queryOptions={QUIET_RECORD_QUERY} error={<RecordNotFound resource={resource.name} />} sx={SHOW_PAGE_SX}>
      <ShowBody resource={resource} />
    </Show>
  );
}

export default GeneratedShow;
