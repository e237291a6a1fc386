import { normalizeAccess } from './access';
import { declaredApi, defaultIdField } from './apiSection';
import { defaultMenuGroup } from './menuSection';
import { normalizeAction } from './normalizeAction';
import type { ColumnEntry, ResourceDefinitionFile } from './resourceDefinitionFile';
import { representationFields } from './recordLabel';
import { fieldSchema, propertyNames, propertySchema, valueKind } from './schemaProperties';
import type { ColumnDefinition, FilterDefinition, FilterKind, Operation, ResourceModel, SchemaNode, ValueSetModel } from './types';

const ALL_OPERATIONS: Operation[] = ['list', 'show', 'create', 'edit', 'delete', 'export'];
const DEFAULT_PER_PAGE = 25;
/** How many records a reference select loads at once when the target's definition does not say. */
const DEFAULT_CHOICES_PER_PAGE = 25;
const DEFAULT_COLUMN_COUNT = 6;

function defaultFilterKind(definition: ResourceDefinitionFile, schema: SchemaNode, field: string): FilterKind {
  if (definition.references?.[field]) return 'reference';
  const kind = valueKind(fieldSchema(schema, field));
  if (kind === 'boolean') return 'boolean';
  if (kind === 'enum') return 'enum';
  if (kind === 'number' || kind === 'integer') return 'number';
  if (kind === 'date' || kind === 'dateTime') return 'dateRange';
  return 'text';
}

function scalarFields(schema: SchemaNode, idField: string): string[] {
  return propertyNames(schema).filter((field) => {
    const kind = valueKind(propertySchema(schema, field));
    return field !== idField && kind !== 'array' && kind !== 'object';
  });
}

/** Fills every default of an authored definition: the model the rest of the app reads. */
export function normalizeResource(
  definition: ResourceDefinitionFile,
  file: string,
  schema: SchemaNode,
  valueSets: Readonly<Record<string, ValueSetModel>> = {},
): ResourceModel {
  const api = declaredApi();
  const style = definition.api.style ?? api.defaultStyle;
  const idField = definition.api.idField ?? defaultIdField(style);
  const fields = propertyNames(schema);
  const recordRepresentation = definition.recordRepresentation ?? (fields.includes('name') ? '{name}' : `{${idField}}`);

  const toColumn = (column: ColumnEntry): ColumnDefinition =>
    typeof column === 'string' ? { field: column, sortable: true } : { ...column, sortable: column.sortable ?? true };
  const columns = (definition.list?.columns ?? scalarFields(schema, idField).slice(0, DEFAULT_COLUMN_COUNT)).map(toColumn);
  // What the column chooser offers besides the defaults: the declared ones, else every
  // other scalar property (the id only when the definition names it).
  const shown = new Set(columns.map((column) => column.field));
  const optionalColumns = (definition.list?.optionalColumns ?? scalarFields(schema, idField).filter((field) => !shown.has(field)))
    .map(toColumn)
    .filter((column) => !shown.has(column.field));
  const firstField = representationFields(recordRepresentation)[0] ?? columns[0]?.field ?? idField;

  const kindOf = (filter: { field: string; kind?: FilterKind }) => filter.kind ?? defaultFilterKind(definition, schema, filter.field);
  const entries = (definition.list?.filters ?? []).map((entry) => (typeof entry === 'string' ? { field: entry } : entry));
  // The search box: the first text filter, always shown; the others wait behind "Add filter" unless marked.
  const search = entries.find((filter) => kindOf(filter) === 'text');
  const filters: FilterDefinition[] = entries.map((filter) => {
    const kind = kindOf(filter);
    const all = valueSets[definition.valueSets?.[filter.field] ?? '']?.all;
    return {
      field: filter.field,
      param: filter.param ?? filter.field,
      kind,
      matchType: filter.matchType ?? kind === 'text',
      alwaysOn: filter.alwaysOn ?? filter === search,
      ...(all ? { allValue: all.value } : {}),
      ...(filter.orThrough ? { orThrough: filter.orThrough } : {}),
      ...(kind === 'dateRange'
        ? {
            from: filter.from ?? `${filter.field}From`,
            to: filter.to ?? `${filter.field}To`,
            range: valueKind(fieldSchema(schema, filter.field)) === 'date' ? ('day' as const) : ('instant' as const),
          }
        : {}),
    };
  });

  return {
    name: definition.name,
    route: definition.route ?? definition.name,
    file,
    schemaFile: definition.schema,
    schema,
    fixture: definition.fixture ?? `${definition.name}.json`,
    recordRepresentation,
    ...(definition.feature ? { feature: definition.feature } : {}),
    api: {
      style,
      path: definition.api.path,
      idField,
      createPath: definition.api.createPath ?? definition.api.path,
      ...(definition.api.alsoAt ? { alsoAt: definition.api.alsoAt } : {}),
      list: {
        path: definition.api.list?.path ?? (style === 'paginated' ? `${definition.api.path}${api.paginated.listSuffix}` : definition.api.path),
        paged: definition.api.list?.paged ?? true,
        countParam: definition.api.list?.countParam ?? api.paginated.countParam,
        ...(definition.api.list?.idsParam ? { idsParam: definition.api.list.idsParam } : {}),
        where: definition.api.list?.where ?? [],
      },
    },
    operations: definition.operations ?? ALL_OPERATIONS,
    list: {
      columns,
      optionalColumns,
      sort: { field: definition.list?.sort?.field ?? firstField, order: definition.list?.sort?.order ?? 'ASC' },
      perPage: definition.list?.perPage ?? DEFAULT_PER_PAGE,
      choicesPerPage: definition.list?.choicesPerPage ?? DEFAULT_CHOICES_PER_PAGE,
      filters,
      ...(definition.list?.tabs ? { tabs: definition.list.tabs } : {}),
    },
    // The id is technical: a show page lists it only when the definition names it.
    show: {
      fields: definition.show?.fields ?? fields.filter((field) => field !== idField),
      related: definition.show?.related ?? [],
      ...(definition.show?.links ? { links: definition.show.links } : {}),
      ...(definition.show?.sections ? { sections: definition.show.sections } : {}),
      ...(definition.show?.layout ? { layout: definition.show.layout } : {}),
      ...(definition.show?.page ? { page: definition.show.page } : {}),
    },
    form: {
      fields: definition.form?.fields ?? fields.filter((field) => propertySchema(schema, field)?.readOnly !== true),
      uiSchema: definition.form?.uiSchema ?? {},
      ...(definition.form?.sections ? { sections: definition.form.sections } : {}),
      ...(definition.form?.readOnlyWhen ? { readOnlyWhen: definition.form.readOnlyWhen } : {}),
    },
    references: definition.references ?? {},
    valueSets: definition.valueSets ?? {},
    valueSetModels: Object.fromEntries(
      Object.entries(definition.valueSets ?? {}).flatMap(([field, name]) => (valueSets[name] ? [[field, valueSets[name]]] : [])),
    ),
    derived: definition.derived ?? {},
    ...(definition.softDelete ? { softDelete: { ...definition.softDelete, method: definition.softDelete.method ?? 'PUT' } } : {}),
    ...(definition.bulkDownloads ? { bulkDownloads: definition.bulkDownloads.map((download) => ({ ...download, method: download.method ?? 'POST' })) } : {}),
    unique: (definition.unique ?? []).map((rule) => ({ ...rule, status: rule.status ?? 400, display: rule.display ?? 'dialog' })),
    errors: definition.errors ?? {},
    deleteGuards: (definition.deleteGuards ?? []).map((guard) => ({ ...guard, status: guard.status ?? 409 })),
    actions: (definition.actions ?? []).map(normalizeAction),
    timestamps: definition.timestamps ?? {},
    ...(definition.maintainedFields ? { maintainedFields: definition.maintainedFields } : {}),
    ...(definition.datePrecision ? { datePrecision: definition.datePrecision } : {}),
    ...(definition.generatedCodes ? { generatedCodes: definition.generatedCodes } : {}),
    ...(definition.import ? { import: definition.import } : {}),
    ...(definition.changedOnlyByActions ? { changedOnlyByActions: definition.changedOnlyByActions } : {}),
    menu: {
      group: definition.menu?.group ?? defaultMenuGroup(),
      order: definition.menu?.order ?? 100,
      hidden: definition.menu?.hidden ?? false,
      ...(definition.menu?.icon ? { icon: definition.menu.icon } : {}),
    },
    access: normalizeAccess(definition.access),
    ...(definition.projectScope ? { projectScope: definition.projectScope } : {}),
    ...(definition.grants ? { grants: definition.grants } : {}),
    ...(definition.viewOf ? { viewOf: definition.viewOf } : {}),
    translations: definition.translations ?? {},
  };
}
