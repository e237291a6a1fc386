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
import { useState } from 'react';
import { Confirm, Link, RecordContextProvider, type RaRecord } from 'react-admin';
import { useTranslate } from 'ra-core';
import { RecordAutocomplete } from '../../framework/actions/RecordAutocomplete';
import { useResourceModels } from '../../framework/registry/RegistryContext';
import { EnumField } from '../../framework/views/EnumField';
import { ACTIVITY_DETAILS, ADD_ACTIVITY_TASKS, REMOVE_ACTIVITY_TASKS, type ActivityTaskRow } from '../../contracts/activityDetail';
import { taskTimelinePath } from '../timeline/taskTimelinePath';
import { PanelTitle } from './PanelTitle';
import { useActivityQuery, useActivityWrite } from './useActivityApi';

/** Rows per page of the tasks table: a checklist of hundreds of tasks stays quick to draw. */
const ROWS_PER_PAGE = 25;
const tasksOfDetails = (answer: { data: { tasks: ActivityTaskRow[] } }) => answer.data.tasks;

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
  const tasks = useActivityQuery(activityId, ACTIVITY_DETAILS, { params: { id: activityId } }, tasksOfDetails);
  const [page, setPage] = useState(0);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [adding, setAdding] = useState<RaRecord[]>([]);
  const [confirming, setConfirming] = useState(false);
  const add = useActivityWrite(activityId, ADD_ACTIVITY_TASKS, { success: 'app.activity_detail.tasks.added' });
  const remove = useActivityWrite(activityId, REMOVE_ACTIVITY_TASKS, { success: 'app.activity_detail.tasks.removed' });
  const rows: ActivityTaskRow[] = tasks.data ?? [];
  // After a removal the page asked for may be past the end.
  const current = Math.min(page, Math.max(0, Math.ceil(rows.length / ROWS_PER_PAGE) - 1));
  const shown = rows.slice(current * ROWS_PER_PAGE, (current + 1) * ROWS_PER_PAGE);
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const addChosen = () => add.mutate({ body: { activityId, tasks: adding.map((record) => String(record.id)) } }, { onSuccess: () => setAdding([]) });
  const removeSelected = () =>
    remove.mutate(
      { body: { activityId, activityTasksIds: [...selected] } },
      {
        onSuccess: () => setSelected(new Set()),
        onSettled: () => setConfirming(false),
      },
    );
  const title = translate('app.activity_detail.tasks.title', { count: rows.length });

  return (
    <Paper component="section" aria-labelledby="activity-tasks-title" sx={{ p: 2, minWidth: 0 }}>
      <PanelTitle id="activity-tasks-title">{title}</PanelTitle>
      {canEdit && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2, alignItems: { sm: 'flex-start' } }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <RecordAutocomplete target={catalogue} multiple value={adding} onChange={setAdding} label={translate('app.activity_detail.tasks.pick')} />
          </Box>
          <Button variant="contained" onClick={addChosen} disabled={adding.length === 0 || add.isPending}>
            {translate('app.activity_detail.tasks.add')}
          </Button>
          <Button color="error" variant="outlined" onClick={() => setConfirming(true)} disabled={selected.size === 0 || remove.isPending}>
            {translate('app.activity_detail.tasks.remove', { smart_count: selected.size })}
          </Button>
        </Stack>
      )}
      {tasks.isPending ? (
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
              {shown.map((row) => {
                const name = row.taskDescription ?? translate('app.activity_detail.tasks.unnamed');
                return (
                  <TableRow key={row._id} hover>
                    {canEdit && (
                      <TableCell padding="checkbox">
                        <Checkbox
                          checked={selected.has(row._id)}
                          onChange={() => toggle(row._id)}
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
              page={current}
              onPageChange={(_event, next) => setPage(next)}
              rowsPerPage={ROWS_PER_PAGE}
              rowsPerPageOptions={[ROWS_PER_PAGE]}
            />
          )}
        </Box>
      )}
      <Confirm
        isOpen={confirming}
        loading={remove.isPending}
        title={translate('app.activity_detail.tasks.remove_title')}
        content={translate('app.activity_detail.tasks.remove_confirm', { smart_count: selected.size })}
        onConfirm={removeSelected}
        onClose={() => setConfirming(false)}
      />
    </Paper>
  );
}
