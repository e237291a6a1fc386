import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useGetMany, useTranslate } from 'ra-core';
import { useState } from 'react';
import { useCreatePath } from 'react-admin';
import { Link } from 'react-router-dom';
import { STEP_PENDENCIES, type InstanceStep } from '../../contracts/processInstances';
import { useCall } from '../../framework/contracts/useCall';
import { recordLabel } from '../../framework/registry/recordLabel';
import { useResourceSummary } from '../../framework/registry/RegistryContext';
import { StepStatusChip } from './StepStatusChip';

const TASK = 'task';
const PENDENCY = 'pendency';

/** The pendencies of one step, read when the step is opened (GET step-pendencies). */
function StepPendencies({ instanceId, step }: { instanceId: string; step: InstanceStep }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const answer = useCall(STEP_PENDENCIES, { query: { instanceId, step: step._id } });
  if (answer.isPending) return <CircularProgress size={20} aria-label={translate('ra.page.loading')} />;
  const rows = answer.data?.data.items ?? [];
  if (rows.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('app.processInstances.noPendencies')}
      </Typography>
    );
  return (
    <Box component="ul" sx={{ m: 0, pl: 3 }} data-testid="step-pendencies">
      {rows.map((row) => (
        <li key={row._id}>
          <Link to={createPath({ resource: PENDENCY, type: 'show', id: row._id })}>{row.name || row._id}</Link>
          {row.status ? ` · ${translate(`resources.${PENDENCY}.values.status.${row.status}`, { _: row.status })}` : ''}
        </li>
      ))}
    </Box>
  );
}

/** One step of an instance: its status, its tasks and, once opened, its pendencies. */
export function StepPanel({ instanceId, step }: { instanceId: string; step: InstanceStep }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const taskResource = useResourceSummary(TASK);
  const tasks = useGetMany(TASK, { ids: step.tasks });
  return (
    <Accordion expanded={open} onChange={(_, expanded) => setOpen(expanded)} disableGutters>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`step-${step._id}`} id={`step-${step._id}-header`}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', minWidth: 0 }}>
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            {step.order + 1}. {step.name ?? step.bpmnActivityId}
          </Typography>
          <StepStatusChip status={step.status} />
        </Box>
      </AccordionSummary>
      <AccordionDetails id={`step-${step._id}`} sx={{ display: 'grid', gap: 1 }}>
        <Typography variant="subtitle2" component="h3">
          {translate('app.processInstances.tasks')}
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 3 }}>
          {step.tasks.map((id) => {
            const record = tasks.data?.find((task) => String(task.id) === id);
            return <li key={id}>{record ? recordLabel(taskResource, record) || id : id}</li>;
          })}
        </Box>
        <Typography variant="subtitle2" component="h3">
          {translate('app.processInstances.pendencies')}
        </Typography>
        {open && <StepPendencies instanceId={instanceId} step={step} />}
      </AccordionDetails>
    </Accordion>
  );
}
