import Chip from '@mui/material/Chip';
import { useTranslate } from 'ra-core';
import type { StepStatus } from '../../contracts/processInstances';
import { STEP_STYLES } from './stepMarkers';

const INSTANCE = 'digital-process-instance';

/** A status of an instance or a step, labelled as the instance list labels it, in the diagram's colours. */
export function StepStatusChip({ status }: { status: StepStatus }) {
  const translate = useTranslate();
  const style = STEP_STYLES[status];
  return (
    <Chip
      size="small"
      variant="outlined"
      label={translate(`resources.${INSTANCE}.values.executionStatus.${status}`, { _: status })}
      sx={{ bgcolor: style.fill, borderColor: style.stroke, color: 'text.primary', fontWeight: 500 }}
    />
  );
}
