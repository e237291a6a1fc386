import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { useParams } from 'react-router-dom';
import { MAX_INSTANCES } from '../../contracts/processInstances';
import { PageFrame } from '../../framework/pages/PageFrame';
import { BackToProcess, ProcessName } from '../processModel/ProcessHeading';
import { ElementPicker } from './ElementPicker';
import { useInstantiateProcess } from './useInstantiateProcess';

/**
 * `/instantiate-process/{processId}` (spec §2, issue 16): the template's steps, the
 * elements to run it for (ticked, or every element a search matches), then one instance
 * per element (POST digital-process/{id}/instantiate or instantiate-for-filtered-elements),
 * the "process instantiated" toast and the instance list.
 */
export function InstantiateProcessPage() {
  const translate = useTranslate();
  const { processId = '' } = useParams();
  const { template, name, steps, withoutTasks, picker, tooMany, ready, instantiate } = useInstantiateProcess(processId);

  const title = translate('app.pages.instantiate_process.title');
  return (
    <PageFrame
      title={title}
      subtitle={<ProcessName name={name} />}
      actions={<BackToProcess processId={processId} label="app.processInstances.back" />}
      loading={template.isPending}
      error={template.error}
      errorMessage="app.processInstances.loadFailed"
    >
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '320px minmax(0, 1fr)' }, alignItems: 'start' }}>
        <Box sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
          <Typography variant="h6" component="h2">
            {translate('app.processInstances.steps')}
          </Typography>
          <Box component="ol" sx={{ m: 0, pl: 3 }}>
            {steps.map((step, index) => (
              <li key={step._id ?? index}>
                <Typography sx={{ overflowWrap: 'anywhere' }}>{step.name}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {translate('app.processInstances.stepTasks', { smart_count: step.tasks?.length ?? 0 })}
                </Typography>
              </li>
            ))}
          </Box>
          {withoutTasks.map((step, index) => (
            <Alert key={step._id ?? index} severity="warning">
              {translate('app.processInstances.stepWithoutTasks', { name: step.name ?? '' })}
            </Alert>
          ))}
        </Box>
        <ElementPicker {...picker} />
      </Box>
      {tooMany && <Alert severity="warning">{translate('app.processInstances.tooMany', { max: MAX_INSTANCES })}</Alert>}
      <Box>
        <Button variant="contained" startIcon={<PlayArrowIcon />} disabled={!ready} onClick={() => void instantiate()}>
          {translate('app.processInstances.instantiate')}
        </Button>
      </Box>
    </PageFrame>
  );
}
