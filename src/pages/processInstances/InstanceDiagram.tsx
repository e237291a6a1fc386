import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { useMemo } from 'react';
import { BpmnDiagram } from '../processModel/BpmnDiagram';
import { STEP_STATUSES, type InstanceStep } from '../../contracts/processInstances';
import { STEP_STYLES, stepMarkerCss, stepMarkers } from './stepMarkers';
import { StepStatusChip } from './StepStatusChip';

/** The template's model with each step's activity coloured by the step's status, and the legend of the colours. */
export function InstanceDiagram({ xml, label, steps }: { xml: string; label: string; steps: readonly InstanceStep[] }) {
  const translate = useTranslate();
  const markers = useMemo(() => stepMarkers(steps), [steps]);
  return (
    <Box sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
      <Box sx={{ minWidth: 0, ...stepMarkerCss() }} data-testid="instance-diagram">
        <BpmnDiagram xml={xml} label={label} markers={markers} height={360} />
      </Box>
      <Typography variant="caption" color="text.secondary" component="p">
        {translate('app.processInstances.legend')}
      </Typography>
      <Box
        component="ul"
        aria-label={translate('app.processInstances.legend')}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0 }}
      >
        {STEP_STATUSES.map((status) => (
          <li key={status} data-marker={STEP_STYLES[status].marker}>
            <StepStatusChip status={status} />
          </li>
        ))}
      </Box>
    </Box>
  );
}
