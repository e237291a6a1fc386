import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect } from 'react';
import type { Theme } from '@mui/material/styles';
import { CreateButton, DatagridConfigurable, ExportButton, FilterButton, List, SelectColumnsButton, SimpleList, TopToolbar } from 'react-admin';
import { useCanAccess, useTranslate, type Identifier } from 'ra-core';
import { BulkActionButtons, hasBulkActions } from '../actions';
import { BulkDeleteRecordsButton } from '../actions/BulkDeleteRecordsButton';
import { BulkExportRecordsButton } from '../actions/BulkExportRecordsButton';
import { BulkRunProvider } from '../bulk/BulkRunContext';
import { BulkToolbar } from '../bulk/BulkToolbar';
import { MatchingRecordsProvider } from '../bulk/MatchingRecordsContext';
import { recordLabel } from '../registry/recordLabel';
import type { Operation, ResourceModel } from '../registry/types';
import { maxPageSize } from '../data/apiConventions';
import { useRequestMeta } from '../data/RequestMetaContext';
import { ListLoadError, ListPaginationUnlessFailed } from './ListLoadError';
import { columnLayout } from './columnLayout';
import { compactListFields } from './compactListFields';
import { FormattedField } from './FormattedField';
import { preloadRecordViews } from './preloadRouteView';
import { ListBody } from './ListBody';
import { ListCellField } from './ListCellField';
import { ReferenceLinkField } from './ReferenceLinkField';
import { ListTabs } from './ListTabs';
import { PrefetchNextPage } from './PrefetchNextPage';
import { ROW_EDIT_SOURCE, ROW_EDIT_STYLES, RowEditAllowed, RowEditButton } from './RowEditButton';
import { useCsvExporter } from './useCsvExporter';
import { useFieldLabel } from './useFieldLabel';
import { useResourceFilters } from './useResourceFilters';
import { useSeededColumnChoices } from './useSeededColumnChoices';
import { useCurrentResourceModel } from './useResourceModelOfContext';
import { valueFormatOf } from './valueFormatOf';

/** Widest a cut ("ellipsis") column grows before its text is cut: five such columns and a date fit 1280 px. */
const ELLIPSIS_WIDTH = '16rem';

/**
 * Cell styles by column: codes and dates on one line, long text cut (see columnLayout). A
 * header may wrap between words, so a long label over a short value ("Pending external
 * update" over a chip) does not widen its column.
 */
function cellStyles(resource: ResourceModel, fields: string[]) {
  const styles: Record<string, object> = { '& td': { whiteSpace: 'nowrap' }, '& th': { whiteSpace: 'normal' } };
  for (const field of fields) {
    if (columnLayout(resource, field) === 'ellipsis') {
      styles[`& td.column-${field}`] = { maxWidth: ELLIPSIS_WIDTH, overflow: 'hidden', textOverflow: 'ellipsis' };
    }
  }
  return styles;
}

/** Where a row leads: the record's show or edit page, a path of the screen's own, or nowhere. */
type RowLink = 'show' | 'edit' | false | ((id: Identifier) => string);

/** Below the `sm` breakpoint: one readable column per record, its name, then what it belongs to (see compactListFields), its status and date. */
function CompactList({ resource, link }: { resource: ResourceModel; link: RowLink }) {
  const label = useFieldLabel(resource);
  const { secondary, tertiary, context = [] } = compactListFields(resource);
  // A gap, not margins, between the parts: a wrapped line starts flush with the first.
  const details =
    secondary || tertiary || context.length ? (
      <Stack direction="row" spacing={1} useFlexGap component="span" sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}>
        {context.map((field) => (
          <ReferenceLinkField key={field} source={field} reference={resource.references[field]!.resource} link={false} emptyText="" />
        ))}
        {secondary && (
          <ListCellField
            resource={resource}
            source={secondary}
            label={label(secondary)}
            badge={resource.list.columns.find((c) => c.field === secondary)?.badge}
          />
        )}
        {tertiary && <FormattedField source={tertiary} format={valueFormatOf(resource, tertiary) ?? 'day'} />}
      </Stack>
    ) : undefined;
  return <SimpleList primaryText={(record) => recordLabel(resource, record)} {...(details ? { secondaryText: details } : {})} rowClick={link} />;
}

export interface GeneratedListProps {
  /** The page's title (app bar and tab), instead of the resource's name: a screen that shows the list under a title of its own. */
  title?: string;
  /** The path a row opens, instead of the record's show or edit page (a screen's own form). */
  recordPath?: (id: Identifier) => string;
  /** The path the create button opens, instead of the resource's create page. */
  createPath?: string;
}

/**
 * The list of a resource, built from its definition: the default columns, the optional
 * ones in the column chooser (remembered per resource), sort, filters, bulk actions,
 * delete and CSV export. Only the table scrolls sideways; on a phone it is a one-column list.
 * A hand-written screen may show it under its own title, with its own record and create
 * paths and the calls' `meta` of a RequestMetaProvider around it.
 *
 * @example
 * <ResourceContextProvider value="person">
 *   <GeneratedList title="People" recordPath={(id) => `/people/edit?id=${id}`} createPath="/people/edit" />
 * </ResourceContextProvider>
 */
export function GeneratedList({ title, recordPath, createPath }: GeneratedListProps = {}) {
  const resource = useCurrentResourceModel();
  const meta = useRequestMeta();
  const exporter = useCsvExporter(resource);
  const label = useFieldLabel(resource);
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  // On a phone only the search box stays open; the other filters wait behind "Add filter".
  const filters = useResourceFilters(resource, { onlySearchOpen: isSmall });
  // "Add filter" only when it has something to add: a filter left out for the role (a reference it may not list) adds nothing.
  const addsFilters = filters.some((filter) => (filter.props as { alwaysOn?: boolean }).alwaysOn !== true);
  // react-admin's create, edit and delete buttons ask canAccess themselves; export does not.
  const { canAccess: mayExport = false } = useCanAccess({ resource: resource.name, action: 'export' });
  // Asked once for the list, not by each row's pencil; the column is there from the start (a table registers its columns once).
  const { canAccess: mayEdit = false } = useCanAccess({ resource: resource.name, action: 'edit' });
  // react-admin asks for the rows once the guard has answered, even a no; asked only on a yes, a refused screen asks nothing before it leaves.
  const { canAccess: mayList = false } = useCanAccess({ resource: resource.name, action: 'list' });
  const translate = useTranslate();
  const can = (operation: Operation) => resource.operations.includes(operation) && (operation !== 'export' || mayExport);
  const opensRecords = resource.operations.includes('show') || resource.operations.includes('edit');
  // The pages a row opens load while the user reads the list: the first click waits only for data.
  useEffect(() => {
    if (opensRecords) preloadRecordViews(resource.name);
  }, [opensRecords, resource.name]);
  // A resource deleted with a reason asks one reason for the whole selection.
  const bulkDelete = can('delete');
  const link: RowLink = recordPath ?? (can('show') ? 'show' : can('edit') ? 'edit' : false);
  // A row opening the show page also offers the form itself, as a pencil over its end.
  const rowEdit = link === 'show' && can('edit');
  const optional = resource.list.optionalColumns ?? [];
  const columns = [...resource.list.columns, ...optional];
  const editLabel = translate('ra.action.edit');
  // The table's columns, in the order of its children below, stored before it first draws.
  useSeededColumnChoices(
    `${resource.name}.datagrid`,
    [...columns.map((column) => ({ source: column.field, label: label(column.field) })), ...(rowEdit ? [{ source: ROW_EDIT_SOURCE, label: editLabel }] : [])],
    optional.map((column) => column.field),
  );
  const bulkButtons =
    bulkDelete || hasBulkActions(resource) ? (
      <>
        <BulkActionButtons resource={resource} />
        {can('export') && <BulkExportRecordsButton resource={resource} />}
        {bulkDelete && <BulkDeleteRecordsButton resource={resource} />}
      </>
    ) : undefined;
  const actions = (
    <TopToolbar sx={{ flexWrap: 'wrap' }}>
      {addsFilters && <FilterButton />}
      {!isSmall && columns.length > 0 && <SelectColumnsButton />}
      {can('create') && <CreateButton {...(createPath ? { to: createPath } : {})} />}
      {/* Named even while disabled (an empty list): on a phone it is an icon alone. */}
      {can('export') && <ExportButton maxResults={maxPageSize()} aria-label={translate('ra.action.export')} />}
    </TopToolbar>
  );
  return (
    <List
      filters={filters}
      sort={resource.list.sort}
      perPage={resource.list.perPage}
      exporter={can('export') ? exporter : false}
      actions={actions}
      storeKey={false}
      error={<ListLoadError />}
      pagination={<ListPaginationUnlessFailed />}
      {...(title ? { title } : {})}
      queryOptions={{ ...(meta ? { meta } : {}), enabled: mayList }}
      // The list takes the page's width whatever the table's: only the table scrolls sideways.
      sx={{ contain: 'inline-size', '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { overflowX: 'auto' } }}
    >
      {/* Above the table and the phone's list: a bulk run and the records it reads outlive the switch between them. */}
      <MatchingRecordsProvider>
        <BulkRunProvider>
          <ListTabs resource={resource} />
          <PrefetchNextPage model={resource} />
          {isSmall ? (
            <CompactList resource={resource} link={link} />
          ) : (
            <RowEditAllowed.Provider value={mayEdit}>
              <DatagridConfigurable
                omit={optional.map((column) => column.field)}
                rowClick={link}
                body={ListBody}
                sx={{
                  ...cellStyles(
                    resource,
                    columns.map((column) => column.field),
                  ),
                  ...(rowEdit ? ROW_EDIT_STYLES : {}),
                }}
                bulkActionButtons={bulkButtons ?? false}
                {...(bulkButtons ? { bulkActionsToolbar: <BulkToolbar>{bulkButtons}</BulkToolbar> } : {})}
              >
                {columns.map((column) => (
                  <ListCellField
                    key={column.field}
                    resource={resource}
                    source={column.field}
                    label={label(column.field)}
                    sortable={column.sortable}
                    badge={column.badge}
                  />
                ))}
                {rowEdit && <RowEditButton source={ROW_EDIT_SOURCE} label={editLabel} sortable={false} />}
              </DatagridConfigurable>
            </RowEditAllowed.Provider>
          )}
        </BulkRunProvider>
      </MatchingRecordsProvider>
    </List>
  );
}

export default GeneratedList;
