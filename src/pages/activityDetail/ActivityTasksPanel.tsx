import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Confirm, Link, RecordContextProvider } from 'react-admin';
import { useTranslate } from 'ra-core';
import { RecordAutocomplete } from '../../framework/actions/RecordAutocomplete';
import { useResourceModels } from '../../framework/registry/RegistryContext';
import { EnumField } from '../../framework/views/EnumField';
import { taskTimelinePath } from '../timeline/timelineRoutes';
import { PanelTitle } from './PanelTitle';
import { ROWS_PER_PAGE, useActivityTasksController } from './useActivityTasksController';

export interface ActivityTasksPanelProps {
  activityId: string;
  /** The resources of an activity's tasks and of the task catalogue (the activity's `tasks[]` reference and its `task`). */
  taskResource: string;
  catalogueResource: string;
  canEdit: boolean;
}

/** The activity's tasks in order, a page at a time; editors add catalogue tasks and remove the ones they tick. */
export function ActivityTasksPanel({ activityId, taskResource, catalogueResource, canEdit }: ActivityTasksPanelProps) {
  const translate = useTranslate();
  const [taskModel, catalogue] = useResourceModels(taskResource, catalogueResource);
  const controller = useActivityTasksController(activityId);
  const { rows, selected } = controller;
  const title = translate('app.activity_detail.tasks.title', { count: rows.length });

  return (
    <Paper component="section" aria-labelledby="activity-tasks-title" sx={{ p: 2, minWidth: 0 }}>
      <PanelTitle id="activity-tasks-title">{title}</PanelTitle>
      {canEdit && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2, alignItems: { sm: 'flex-start' } }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <RecordAutocomplete
              target={catalogue}
              multiple
              value={controller.adding}
              onChange={controller.setAdding}
              label={translate('app.activity_detail.tasks.pick')}
            />
          </Box>
          <Button variant="contained" onClick={controller.addChosen} disabled={!controller.canAdd}>
            {translate('app.activity_detail.tasks.add')}
          </Button>
          <Button color="error" variant="outlined" onClick={() => controller.setConfirming(true)} disabled={!controller.canRemove}>
            {translate('app.activity_detail.tasks.remove', { smart_count: selected.size })}
          </Button>
        </Stack>
      )}
      {controller.isPending ? (
        <Typography color="text.secondary">{translate('ra.page.loading')}</Typography>
      ) : rows.length === 0 ? (
        <Typography color="text.secondary">{translate('app.activity_detail.tasks.empty')}</Typography>
      ) : (
        // Only the table scrolls sideways on a narrow screen; a keyboard reaches it too.
        <Box role="region" aria-labelledby="activity-tasks-title" tabIndex={0} sx={{ maxWidth: '100%', overflowX: 'auto' }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                {canEdit && <TableCell padding="checkbox" />}
                <TableCell>{translate('app.activity_detail.tasks.order')}</TableCell>
                <TableCell>{translate('app.activity_detail.tasks.task')}</TableCell>
                <TableCell>{translate('app.activity_detail.tasks.status')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {controller.shown.map((row) => {
                const name = row.taskDescription ?? translate('app.activity_detail.tasks.unnamed');
                return (
                  <TableRow key={row._id} hover>
                    {canEdit && (
                      <TableCell padding="checkbox">
                        <Checkbox
                          checked={selected.has(row._id)}
                          onChange={() => controller.toggle(row._id)}
                          slotProps={{ input: { 'aria-label': translate('app.activity_detail.tasks.select', { name }) } }}
                        />
                      </TableCell>
                    )}
                    <TableCell>{row.order}</TableCell>
                    <TableCell sx={{ minWidth: 160, overflowWrap: 'anywhere' }}>
                      {/* The task's own page: its status, record, justification, evidence and timeline. */}
                      <Link to={taskTimelinePath(activityId, row._id)}>{name}</Link>
                    </TableCell>
                    <TableCell>
                      <RecordContextProvider value={{ ...row, id: row._id }}>
                        <EnumField resource={taskModel} source="status" />
                      </RecordContextProvider>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
          {rows.length > ROWS_PER_PAGE && (
            <TablePagination
              component="div"
              count={rows.length}
              page={controller.page}
              onPageChange={(_event, next) => controller.setPage(next)}
              rowsPerPage={ROWS_PER_PAGE}
              rowsPerPageOptions={[ROWS_PER_PAGE]}
            />
          )}
        </Box>
      )}
      <Confirm
        isOpen={controller.confirming}
        loading={controller.isRemoving}
        title={translate('app.activity_detail.tasks.remove_title')}
        content={translate('app.activity_detail.tasks.remove_confirm', { smart_count: selected.size })}
        onConfirm={controller.removeSelected}
        onClose={() => controller.setConfirming(false)}
      />
    </Paper>
  );
}
