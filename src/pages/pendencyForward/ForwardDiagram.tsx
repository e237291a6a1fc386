import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { useGetOne, useTranslate } from 'ra-core';
import { BpmnDiagram } from '../processModel/BpmnDiagram';
import type { ForwardTemplate } from '../../contracts/pendencyForward';

const PROCESS = 'digital-process';
/** Marker classes of the drawing: the step the pendency starts in, the steps left with no task. */
const CURRENT = 'forward-current';
const EMPTY = 'forward-empty';

export interface ForwardDiagramProps {
  template: ForwardTemplate;
  /** Step ids marked as having no task. */
  emptySteps: readonly string[];
}

/**
 * The template's model, read-only (bpmn-js, loaded with the drawing): the first step, where
 * the forwarded pendency starts, stands out, and so do the steps still without a task.
 */
export function ForwardDiagram({ template, emptySteps }: ForwardDiagramProps) {
  const translate = useTranslate();
  const process = useGetOne(PROCESS, { id: template._id }, { retry: false });
  const xml = typeof process.data?.xml === 'string' ? process.data.xml : '';
  const emptyKey = emptySteps.join(',');
  const markers = useMemo(() => {
    const byActivity: Record<string, string> = {};
    const [first] = template.steps;
    if (first) byActivity[first.bpmnActivityId] = CURRENT;
    const empty = new Set(emptyKey.split(','));
    for (const step of template.steps) if (empty.has(step._id)) byActivity[step.bpmnActivityId] = EMPTY;
    return byActivity;
  }, [template, emptyKey]);
  if (xml === '') return null;
  return (
    <Box
      data-testid="forward-diagram"
      sx={(theme) => ({
        [`& .${CURRENT} .djs-visual > :first-child`]: { stroke: `${theme.palette.primary.main} !important`, strokeWidth: '4px !important' },
        [`& .${EMPTY} .djs-visual > :first-child`]: { stroke: `${theme.palette.error.main} !important`, strokeWidth: '4px !important' },
      })}
    >
      <BpmnDiagram xml={xml} label={translate('app.pendencyForward.diagram', { name: template.name })} markers={markers} height={320} />
    </Box>
  );
}
