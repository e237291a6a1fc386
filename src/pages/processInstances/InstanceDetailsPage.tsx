import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RecordContextProvider, useGetOne, useTranslate } from 'ra-core';
import { useMemo } from 'react';
import { useCreatePath } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { ActionButtons, DeleteRecordButton } from '../../framework/actions';
import { PageFrame } from '../../framework/pages/PageFrame';
import { recordLabel } from '../../framework/registry/recordLabel';
import { useResourceModels } from '../../framework/registry/RegistryContext';
import { InstanceDiagram } from './InstanceDiagram';
import { InstanceDownloads } from './InstanceDownloads';
import { isStepStatus, parseSteps } from './parseSteps';
import { StepPanel } from './StepPanel';
import { StepStatusChip } from './StepStatusChip';

const INSTANCE = 'digital-process-instance';
const PROCESS = 'digital-process';
const ELEMENT = 'element';

/**
 * `/digital-process-instance-details/{id}` (spec §2, §4): the instance's status with cancel
 * and delete (with a reason: the framework's own buttons and dialogs), its report, zip and
 * evidence size, the template's diagram coloured by each step's status, and each step with
 * its tasks and pendencies.
 */
export function InstanceDetailsPage() {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const { digitalProcessInstanceId = '' } = useParams();
  const [resource, elementResource] = useResourceModels(INSTANCE, ELEMENT);
  const instance = useGetOne(INSTANCE, { id: digitalProcessInstanceId }, { retry: false });
  const record = instance.data;
  const processId = typeof record?.digitalProcessId === 'string' ? record.digitalProcessId : '';
  const elementId = typeof record?.elementId === 'string' ? record.elementId : '';
  const template = useGetOne(PROCESS, { id: processId }, { enabled: processId !== '', retry: false });
  const element = useGetOne(ELEMENT, { id: elementId }, { enabled: elementId !== '', retry: false });
  const steps = useMemo(() => parseSteps(record?.steps, record?.executionStatus), [record?.steps, record?.executionStatus]);
  const status = isStepStatus(record?.executionStatus) ? record.executionStatus : undefined;
  const xml = typeof template.data?.xml === 'string' ? template.data.xml : '';

  const title = translate('app.pages.digital_process_instance_details.title');
  return (
    <PageFrame title={title} loading={instance.isPending} error={instance.error} errorMessage="ra.notification.item_doesnt_exist">
      {record && (
        <RecordContextProvider value={record}>
          <Box sx={{ display: 'grid', gap: 1 }}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
              <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }} data-testid="instance-name">
                {String(record.name ?? record.id)}
              </Typography>
              {status && (
                <span data-testid="instance-status">
                  <StepStatusChip status={status} />
                </span>
              )}
            </Box>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {translate('app.processInstances.process')}:{' '}
              {processId && <Link to={createPath({ resource: PROCESS, type: 'show', id: processId })}>{String(template.data?.name ?? processId)}</Link>}
            </Typography>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {translate('app.processInstances.element')}:{' '}
              {elementId && (
                <Link to={createPath({ resource: ELEMENT, type: 'show', id: elementId })}>
                  {element.data ? recordLabel(elementResource, element.data) : elementId}
                </Link>
              )}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              <ActionButtons resource={resource} names={['cancel']} />
              <DeleteRecordButton resource={resource} redirect="list" />
            </Box>
            <InstanceDownloads instanceId={String(record.id)} />
          </Box>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start' }}>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="h6" component="h2">
                {translate('app.processInstances.diagram')}
              </Typography>
              {xml ? (
                <InstanceDiagram xml={xml} label={String(template.data?.name ?? '')} steps={steps} />
              ) : (
                template.isSuccess && <Alert severity="info">{translate('app.processInstances.noModel')}</Alert>
              )}
            </Box>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="h6" component="h2">
                {translate('app.processInstances.steps')}
              </Typography>
              {steps.length === 0 && <Alert severity="info">{translate('app.processInstances.noSteps')}</Alert>}
              {steps.map((step) => (
                <StepPanel key={step._id} instanceId={String(record.id)} step={step} />
              ))}
            </Box>
          </Box>
        </RecordContextProvider>
      )}
    </PageFrame>
  );
}
