import { BulkDeleteButton, CreateButton, Datagrid, ExportButton, FilterButton, List, TopToolbar } from 'react-admin';
import { useCanAccess } from 'ra-core';
import { BulkActionButtons, hasBulkActions } from '../actions';
import type { Operation } from '../registry/types';
import { useErrorDialog } from '../feedback/ErrorDialogContext';
import { SchemaField } from './SchemaField';
import { useCsvExporter } from './useCsvExporter';
import { useFieldLabel } from './useFieldLabel';
import { useResourceFilters } from './useResourceFilters';
import { useCurrentResourceModel } from './useResourceModelOfContext';

/** The list of a resource, built from its definition: columns, sort, filters, bulk actions and delete, CSV export. */
export function GeneratedList() {
  const resource = useCurrentResourceModel();
  const filters = useResourceFilters(resource);
  const exporter = useCsvExporter(resource);
  const label = useFieldLabel(resource);
  const showError = useErrorDialog();
  // react-admin's create, edit and delete buttons ask canAccess themselves; export does not.
  const { canAccess: mayExport = false } = useCanAccess({ resource: resource.name, action: 'export' });
  const can = (operation: Operation) => resource.operations.includes(operation) && (operation !== 'export' || mayExport);
  // A resource deleted with a reason has no bulk delete: each deletion needs its own Motive.
  const bulkDelete = can('delete') && !resource.softDelete;
  const actions = (
    <TopToolbar>
      {resource.list.filters.some((f) => !f.alwaysOn) && <FilterButton />}
      {can('create') && <CreateButton />}
      {can('export') && <ExportButton maxResults={10000} />}
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
    >
      <Datagrid
        rowClick={can('show') ? 'show' : can('edit') ? 'edit' : false}
        bulkActionButtons={bulkDelete || hasBulkActions(resource) ? (
          <>
            <BulkActionButtons resource={resource} />
            {bulkDelete && <BulkDeleteButton mutationMode="pessimistic" mutationOptions={{ onError: showError }} />}
          </>
        ) : (
          false
        )}
      >
        {resource.list.columns.map((column) => (
          <SchemaField key={column.field} resource={resource} source={column.field} label={label(column.field)} sortable={column.sortable} badge={column.badge} />
        ))}
      </Datagrid>
    </List>
  );
}

export default GeneratedList;
