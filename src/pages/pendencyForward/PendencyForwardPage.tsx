import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useGetMany, useGetOne, useLocaleState, useTranslate } from 'ra-core';
import { Title } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { useStatusValues } from '../../framework/actions/useStatusValues';
import { useResourceModels } from '../../framework/registry/RegistryContext';
import type { StatusAction } from '../../framework/registry/types';
import { FORWARD_TEMPLATES, TASKS_IN_ALL_STEPS } from '../../contracts/pendencyForward';
import { callRequest } from '../../framework/contracts/callRequest';
import { useAppSession } from '../../shell/AppSessionContext';
import { addTask, planOf, removeTask, type PlannedStep } from './forwardPlan';
import { forwardRefusal } from './forwardRefusal';
import { ForwardDiagram } from './ForwardDiagram';
import { ForwardStepCard } from './ForwardStepCard';
import { taskLabel } from './taskLabel';
import { PENDENCIES_ROUTE, useForwardSubmit } from './useForwardSubmit';

const PENDENCY = 'pendency';
const FORWARD_ACTION = 'forward';
const TASK = 'task';

/**
 * `/pendencies/{id}/forward` (spec §2, §4, §5): the pendency, a digital process to forward
 * it through, and per step its tasks (the template's, removable; catalogue tasks added;
 * new tasks typed here, created on the server when forwarding). Forward refuses a step with
 * no task and marks it; on success the pendency is in progress and the list opens.
 */
export function PendencyForwardPage() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { http } = useAppSession();
  const { id = '' } = useParams();
  const [pendencyResource, taskResource] = useResourceModels(PENDENCY, TASK);
  const action = pendencyResource.actions.find((candidate): candidate is StatusAction => candidate.kind === 'status' && candidate.name === FORWARD_ACTION);
  const statuses = useStatusValues(pendencyResource, action?.field ?? 'status');
  const pendency = useGetOne(PENDENCY, { id }, { enabled: id !== '', retry: false });
  const templates = useQuery({
    queryKey: ['pendency-forward-templates'],
    queryFn: async () => (await callRequest(http, FORWARD_TEMPLATES, {})).data,
    retry: false,
  });
  const [templateId, setTemplateId] = useState<string>();
  const [plan, setPlan] = useState<PlannedStep[]>([]);
  const forward = useForwardSubmit(id, templateId, plan, setPlan);
  const savedIds = [...new Set(plan.flatMap((step) => step.tasks.flatMap((task) => (task.kind === 'saved' ? [task.id] : []))))];
  const tasks = useGetMany(TASK, { ids: savedIds }, { enabled: savedIds.length > 0 });
  const labelOf = (taskId: string) =>
    taskLabel(
      tasks.data?.find((task) => String(task.id) === taskId),
      locale,
    ) || taskId;

  const title = translate('app.pages.pendencies_forward.title');
  const record = pendency.data;
  const refusal = record && action ? forwardRefusal(action, record, action.field) : undefined;
  const pick = (chosen: string) => {
    const template = templates.data?.find((candidate) => candidate._id === chosen);
    setTemplateId(chosen);
    setPlan(template ? planOf(template) : []);
    forward.clear();
  };
  const marked = new Set(forward.marked);
  const chosen = templates.data?.find((template) => template._id === templateId);
  const stillEmpty = plan.some((step) => marked.has(step.stepId) && step.tasks.length === 0);

  return (
    <Card sx={{ mt: 2, maxWidth: 1040 }}>
      <Title title={title} />
      <CardContent sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        {pendency.isPending && id !== '' && <CircularProgress size={24} aria-label={translate('ra.page.loading')} />}
        {pendency.error ? <Alert severity="error">{translate('app.pendencyForward.notFound')}</Alert> : null}
        {record && (
          <Stack component="dl" spacing={0.5} sx={{ m: 0 }} data-testid="forward-pendency">
            <Typography component="dt" variant="body2" color="text.secondary">
              {translate('app.pendencyForward.pendency')}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
              {`${String(record.publicId ?? '')} - ${String(record.name ?? '')}`}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {translate('app.pendencyForward.status', { status: statuses.label(record[action?.field ?? 'status']) })}
            </Typography>
          </Stack>
        )}
        {refusal && (
          <Alert severity="info" data-testid="forward-refused">
            {refusal.kind === 'refused'
              ? translate(`app.pendencyForward.refused.${refusal.error}`, { _: translate(refusal.error) })
              : translate('app.pendencyForward.notForwardable', { status: statuses.label(record?.[action?.field ?? 'status']) })}
          </Alert>
        )}
        {record && !refusal && (
          <>
            {templates.error ? <Alert severity="error">{translate('app.pendencyForward.templatesFailed')}</Alert> : null}
            <TextField
              select
              label={translate('app.pendencyForward.process')}
              value={templateId ?? ''}
              onChange={(event) => pick(event.target.value)}
              disabled={forward.isPending || !templates.data}
              helperText={translate('app.pendencyForward.processHelp')}
              sx={{ maxWidth: 560, width: '100%' }}
              slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'forward-process' } as object } }}
            >
              {(templates.data ?? []).map((template) => (
                <MenuItem key={template._id} value={template._id}>
                  {template.name}
                </MenuItem>
              ))}
            </TextField>
            {chosen && (
              <ForwardDiagram
                template={chosen}
                emptySteps={plan.filter((step) => marked.has(step.stepId) && step.tasks.length === 0).map((step) => step.stepId)}
              />
            )}
            {stillEmpty && (
              <Alert severity="error" data-testid="forward-empty-steps" role="alert">
                {translate(TASKS_IN_ALL_STEPS)}. {translate(`${TASKS_IN_ALL_STEPS}_DESCRIPTION`)}
              </Alert>
            )}
            {plan.map((step, index) => (
              <ForwardStepCard
                key={step.stepId}
                step={step}
                number={index + 1}
                taskResource={taskResource}
                labelOf={labelOf}
                marked={marked.has(step.stepId) && step.tasks.length === 0}
                disabled={forward.isPending}
                onAdd={(task) => setPlan((current) => addTask(current, step.stepId, task))}
                onRemove={(task) => setPlan((current) => removeTask(current, step.stepId, task))}
              />
            ))}
          </>
        )}
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', justifyContent: 'flex-end' }}>
          <Button component={Link} to={PENDENCIES_ROUTE} disabled={forward.isPending}>
            {translate('ra.action.cancel')}
          </Button>
          {record && !refusal && (
            <Button variant="contained" onClick={() => void forward.submit()} disabled={!templateId || forward.isPending} data-testid="forward-submit">
              {translate('app.pendencyForward.forward')}
            </Button>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
