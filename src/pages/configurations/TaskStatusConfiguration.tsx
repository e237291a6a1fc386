import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { RecordContextProvider, useGetList, useTranslate, type RaRecord } from 'ra-core';
import { useToggleAction } from '../../framework/actions/useToggleAction';
import { useResourceModel } from '../../framework/registry/RegistryContext';
import type { ResourceModel, ToggleAction } from '../../framework/registry/types';

const TASK_STATUS = 'task-status';
/** The toggle of resources/task-status.resource.json: PUT states/{id}/set-explanation-required/{flag}. */
const EXPLANATION_ACTION = 'setExplanationRequired';

function ExplanationSwitch({ resource, action, name }: { resource: ResourceModel; action: ToggleAction; name: string }) {
  const translate = useTranslate();
  const toggle = useToggleAction(resource, action);
  return (
    <FormControlLabel
      control={
        <Switch
          checked={toggle.current}
          onChange={toggle.run}
          disabled={toggle.isPending}
          slotProps={{ input: { 'aria-label': translate('app.configurations.explanationOf', { name }) } }}
        />
      }
      label={translate('app.configurations.explanationRequired')}
      sx={{ mr: 0 }}
    />
  );
}

/**
 * The task status configuration (spec §3, §4): every activity-task status with its
 * explanation-required flag; a status with the flag needs an explanation when a task
 * takes it. Each switch saves at once.
 */
export function TaskStatusConfiguration() {
  const translate = useTranslate();
  const resource = useResourceModel(TASK_STATUS);
  const action = resource.actions.find((candidate): candidate is ToggleAction => candidate.kind === 'toggle' && candidate.name === EXPLANATION_ACTION);
  const {
    data: statuses = [],
    isPending,
    error,
  } = useGetList<RaRecord>(TASK_STATUS, { pagination: { page: 1, perPage: 100 }, sort: { field: 'status', order: 'ASC' } });
  if (isPending) return <CircularProgress size={24} aria-label={translate('ra.page.loading')} />;
  if (error || !action) return <Alert severity="error">{translate('app.configurations.loadFailed')}</Alert>;
  return (
    <List aria-label={translate('app.configurations.taskStatus')} sx={{ p: 0 }}>
      {statuses.map((status) => {
        const name = String(status.name ?? status.status ?? '');
        return (
          <ListItem key={String(status.id)} divider data-testid="task-status-row" sx={{ px: 0, gap: 2, flexWrap: 'wrap', justifyContent: 'space-between' }}>
            <Typography sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>{name}</Typography>
            <RecordContextProvider value={status}>
              <ExplanationSwitch resource={resource} action={action} name={name} />
            </RecordContextProvider>
          </ListItem>
        );
      })}
    </List>
  );
}
