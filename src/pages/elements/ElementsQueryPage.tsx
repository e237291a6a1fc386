import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslate, type RaRecord } from 'ra-core';
import { cloneElement, type ReactElement } from 'react';
import { Datagrid, FilterButton, FunctionField, List, SimpleList, TopToolbar } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useResourceModel } from '../../framework/registry/RegistryContext';
import { ListCellField } from '../../framework/views/ListCellField';
import { useFieldLabel } from '../../framework/views/useFieldLabel';
import { useResourceFilters } from '../../framework/views/useResourceFilters';
import { elementTimelinePath } from '../timeline/timelineRoutes';

const ELEMENT = 'element';
/** The columns of the query: tag, name, what the element is, where it stands and its path. */
const COLUMNS = ['identifier', 'name', 'elementTypeId', 'classId', 'disciplineId', 'status', 'tree'] as const;
const SORT = { field: 'identifier', order: 'ASC' } as const;

const timelineOf = (record: RaRecord): string => elementTimelinePath(String(record.id));

/** A link to the element's timeline (the row opens it too; the link is there for the keyboard). */
function TimelineLink({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  return (
    <Link component={RouterLink} to={timelineOf(record)} onClick={(event) => event.stopPropagation()}>
      {translate('app.elements.timeline')}
    </Link>
  );
}

/**
 * `/elements/query` (spec §2, any signed-in user): search elements by tag, name, path,
 * type, class, discipline, status and preservation plan (the filters of the element's
 * definition); each row opens the element's timeline.
 */
export function ElementsQueryPage() {
  const translate = useTranslate();
  const resource = useResourceModel(ELEMENT);
  const label = useFieldLabel(resource);
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  // Every criterion open on a wide screen (this page is the search); a phone opens them one by one.
  const declared = useResourceFilters(resource, { onlySearchOpen: isSmall });
  const filters = isSmall ? declared : declared.map((filter) => cloneElement(filter as ReactElement<{ alwaysOn?: boolean }>, { alwaysOn: true }));
  const title = translate('app.pages.elements_query.title');
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mt: 2 }}>
        {title}
      </Typography>
      <List
        resource={ELEMENT}
        title={title}
        filters={filters}
        sort={SORT}
        perPage={25}
        actions={
          isSmall ? (
            <TopToolbar>
              <FilterButton />
            </TopToolbar>
          ) : (
            false
          )
        }
        // The search is kept in the app's store, apart from the element list's: it outlasts a change of
        // language (the app is drawn anew) and a visit to a timeline, as react-admin keeps a list's.
        storeKey="elements.query.listParams"
        disableSyncWithLocation
        // The page's own route (any signed-in user) has let the user in; the element
        // resource's screens are for admins (spec §2), so react-admin's own check would refuse.
        disableAuthentication
        sx={{ contain: 'inline-size', '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { overflowX: 'auto' } }}
      >
        {isSmall ? (
          <SimpleList
            primaryText={(record) => `${String(record.identifier ?? '')} — ${String(record.name ?? '')}`}
            secondaryText={(record) => String(record.tree ?? '')}
            rowClick={(_id, _resource, record) => timelineOf(record)}
          />
        ) : (
          <Datagrid rowClick={(_id, _resource, record) => timelineOf(record)} bulkActionButtons={false} sx={{ '& td': { whiteSpace: 'nowrap' } }}>
            {COLUMNS.map((field) => (
              <ListCellField
                key={field}
                resource={resource}
                source={field}
                label={label(field)}
                sortable={field === 'identifier' || field === 'name' || field === 'tree'}
              />
            ))}
            <FunctionField label="app.elements.timeline" sortable={false} render={(record: RaRecord) => <TimelineLink record={record} />} />
          </Datagrid>
        )}
      </List>
    </>
  );
}
