import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EditButton, Link, Show, TopToolbar, useRecordContext } from 'react-admin';
import { useCanAccess } from 'ra-core';
import { useTranslate } from 'ra-core';
import { DeleteRecordButton } from '../../framework/actions/DeleteRecordButton';
import { ShowSections } from '../../framework/views/GeneratedShow';
import { ActionButtons } from '../../framework/actions';
import { useResourceModel } from '../../framework/registry/RegistryContext';
import type { ResourceModel } from '../../framework/registry/types';
import { RecordNotFound } from '../../framework/views/RecordNotFound';
import { SchemaField } from '../../framework/views/SchemaField';
import { useFieldLabel } from '../../framework/views/useFieldLabel';
import { useCurrentResourceModel } from '../../framework/views/useResourceModelOfContext';
import { ActivityCommentsPanel } from './ActivityCommentsPanel';
import { ActivityDownloads } from '../evidence/ActivityDownloads';
import { ActivityElementPanel } from './ActivityElementPanel';
import { useActivityRights } from './activityRoles';
import { ActivityTasksPanel } from './ActivityTasksPanel';
import { executionInstructionsPath } from './executionInstructionsPath';
import { QUIET_RECORD_QUERY, SHOW_PAGE_SX } from '../../framework/views/showPageProps';

/** Fields the panels below draw their own way, left out of the definition's sections. */
const DRAWN_APART = ['executionStatus', 'elementId', 'comments', 'executionInstructions', 'tasks'];

function referenced(resource: ResourceModel, path: string): string {
  const reference = resource.references[path];
  if (!reference) throw new Error(`${resource.name} declares no reference at ${path}`);
  return reference.resource;
}

/** The page's toolbar: status change and cancel (the definition's actions), edit, the downloads slot, the instructions. */
function DetailActions({ resource }: { resource: ResourceModel }) {
  const record = useRecordContext();
  const translate = useTranslate();
  // EditButton asks canAccess itself; the delete button does not.
  const { canAccess: mayDelete = false } = useCanAccess({ resource: resource.name, action: 'delete' });
  if (!record) return <TopToolbar />;
  return (
    <TopToolbar sx={{ flexWrap: 'wrap' }}>
      <ActionButtons resource={resource} />
      {resource.operations.includes('edit') && <EditButton />}
      {resource.operations.includes('delete') && mayDelete && <DeleteRecordButton resource={resource} />}
      <ActivityDownloads activityId={String(record.id)} />
      <Button component={Link} to={executionInstructionsPath(String(record.id))} size="small">
        {translate('app.activity_detail.instructions.open')}
      </Button>
    </TopToolbar>
  );
}

function Header({ resource }: { resource: ResourceModel }) {
  const record = useRecordContext();
  const label = useFieldLabel(resource);
  if (!record) return null;
  return (
    <Paper component="section" aria-labelledby="activity-title" sx={{ p: 2 }}>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <Typography id="activity-title" variant="h5" component="h1" sx={{ fontSize: '1.3rem', overflowWrap: 'anywhere', minWidth: 0 }}>
          {String(record.description ?? '')}
        </Typography>
        {/* The field's class, as on a generated show page: the status is found where any field is. */}
        <Box className="ra-field ra-field-executionStatus">
          <SchemaField resource={resource} source="executionStatus" label={label('executionStatus')} />
        </Box>
      </Stack>
      <ShowSections resource={resource} omit={DRAWN_APART} />
    </Paper>
  );
}

function DetailBody({ resource }: { resource: ResourceModel }) {
  const record = useRecordContext();
  const rights = useActivityRights();
  const taskModel = useResourceModel(referenced(resource, 'tasks[]'));
  if (!record) return null;
  const id = String(record.id);
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}>
      <Header resource={resource} />
      <ActivityElementPanel activityId={id} resource={resource.name} elementResource={referenced(resource, 'elementId')} canEdit={rights.edit} />
      <ActivityTasksPanel activityId={id} taskResource={taskModel.name} catalogueResource={referenced(taskModel, 'task')} canEdit={rights.edit} />
      <ActivityCommentsPanel activityId={id} canWrite={rights.note} />
    </Stack>
  );
}

/**
 * The activity's detail (its resource's `show.page`): header with the status badge and
 * actions, the linked element, the tasks, the comments, and a link to the execution
 * instructions; report and zip downloads take their place in ActivityDownloads.
 */
export function ActivityDetailPage() {
  const resource = useCurrentResourceModel();
  return (
    <Show
      actions={<DetailActions resource={resource} />}
      queryOptions={QUIET_RECORD_QUERY}
      error={<RecordNotFound resource={resource.name} />}
      component="div"
      sx={SHOW_PAGE_SX}
    >
      <DetailBody resource={resource} />
    </Show>
  );
}

export default ActivityDetailPage;
