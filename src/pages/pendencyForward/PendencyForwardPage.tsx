import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { Link, useParams } from 'react-router-dom';
import { PageFrame } from '../../framework/pages/PageFrame';
import { TASKS_IN_ALL_STEPS } from '../../contracts/pendencyForward';
import { ForwardDiagram } from './ForwardDiagram';
import { ForwardStepCard } from './ForwardStepCard';
import { usePendencyForwardController } from './usePendencyForwardController';

/**
 * `/pendencies/{id}/forward` (spec §2, §4, §5): the pendency, a digital process to forward
 * it through, and per step its tasks (the template's, removable; catalogue tasks added;
 * new tasks typed here, created on the server when forwarding). Forward refuses a step with
 * no task and marks it; on success the pendency is in progress and the list opens.
 */
export function PendencyForwardPage() {
  const translate = useTranslate();
  const { id = '' } = useParams();
  const controller = usePendencyForwardController(id);
  const { record, refusal, plan, chosen } = controller;
  const emptySteps = plan.filter(controller.isMarked);

  return (
    <PageFrame
      title={translate('app.pages.pendencies_forward.title')}
      maxWidth={1040}
      loading={controller.isPending}
      error={controller.error}
      errorMessage="app.pendencyForward.notFound"
      footer={
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', justifyContent: 'flex-end' }}>
          <Button component={Link} to={controller.listRoute} disabled={controller.isForwarding}>
            {translate('ra.action.cancel')}
          </Button>
          {record && !refusal && (
            <Button variant="contained" onClick={controller.submit} disabled={!controller.canForward} data-testid="forward-submit">
              {translate('app.pendencyForward.forward')}
            </Button>
          )}
        </Stack>
      }
    >
      {record && (
        <Stack component="dl" spacing={0.5} sx={{ m: 0 }} data-testid="forward-pendency">
          <Typography component="dt" variant="body2" color="text.secondary">
            {translate('app.pendencyForward.pendency')}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
            {`${String(record.publicId ?? '')} - ${String(record.name ?? '')}`}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {translate('app.pendencyForward.status', { status: controller.statusLabel })}
          </Typography>
        </Stack>
      )}
      {refusal && (
        <Alert severity="info" data-testid="forward-refused">
          {refusal.kind === 'refused'
            ? translate(`app.pendencyForward.refused.${refusal.error}`, { _: translate(refusal.error) })
            : translate('app.pendencyForward.notForwardable', { status: controller.statusLabel })}
        </Alert>
      )}
      {record && !refusal && (
        <>
          {controller.templatesFailed ? <Alert severity="error">{translate('app.pendencyForward.templatesFailed')}</Alert> : null}
          <TextField
            select
            label={translate('app.pendencyForward.process')}
            value={controller.templateId ?? ''}
            onChange={(event) => controller.pick(event.target.value)}
            disabled={controller.isForwarding || !controller.templates}
            helperText={translate('app.pendencyForward.processHelp')}
            sx={{ maxWidth: 560, width: '100%' }}
            slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'forward-process' } as object } }}
          >
            {(controller.templates ?? []).map((template) => (
              <MenuItem key={template._id} value={template._id}>
                {template.name}
              </MenuItem>
            ))}
          </TextField>
          {chosen && <ForwardDiagram template={chosen} emptySteps={emptySteps.map((step) => step.stepId)} />}
          {emptySteps.length > 0 && (
            <Alert severity="error" data-testid="forward-empty-steps" role="alert">
              {translate(TASKS_IN_ALL_STEPS)}. {translate(`${TASKS_IN_ALL_STEPS}_DESCRIPTION`)}
            </Alert>
          )}
          {plan.map((step, index) => (
            <ForwardStepCard
              key={step.stepId}
              step={step}
              number={index + 1}
              taskResource={controller.taskResource}
              labelOf={controller.labelOf}
              marked={controller.isMarked(step)}
              disabled={controller.isForwarding}
              onAdd={(task) => controller.add(step.stepId, task)}
              onRemove={(task) => controller.remove(step.stepId, task)}
            />
          ))}
        </>
      )}
    </PageFrame>
  );
}
