import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useGetOne, useNotify, useTranslate } from 'ra-core';
import { useState } from 'react';
import { Title, useCreatePath } from 'react-admin';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { INSTANTIATE_FOR_FILTERED_ELEMENTS, INSTANTIATE_PROCESS, MAX_INSTANCES } from '../../contracts/processInstances';
import { callRequest } from '../../framework/contracts/callRequest';
import { useErrorDialog } from '../../framework/feedback/ErrorDialogContext';
import { useAppSession } from '../../shell/AppSessionContext';
import { elementFilter, ElementPicker, type PickMode } from './ElementPicker';
import { useDebounced } from './useDebounced';

const PROCESS = 'digital-process';
const INSTANCE = 'digital-process-instance';

interface TemplateStep {
  _id?: string;
  name?: string;
  tasks?: string[];
}

/**
 * `/instantiate-process/{processId}` (spec §2, issue 16): the template's steps, the
 * elements to run it for (ticked, or every element a search matches), then one instance
 * per element (POST digital-process/{id}/instantiate or instantiate-for-filtered-elements),
 * the "process instantiated" toast and the instance list.
 */
export function InstantiateProcessPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const showError = useErrorDialog();
  const navigate = useNavigate();
  const createPath = useCreatePath();
  const queryClient = useQueryClient();
  const { http } = useAppSession();
  const { processId = '' } = useParams();
  const template = useGetOne(PROCESS, { id: processId }, { retry: false });
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed);
  const [mode, setMode] = useState<PickMode>('chosen');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [total, setTotal] = useState<number>();
  const [sending, setSending] = useState(false);

  const steps = (Array.isArray(template.data?.steps) ? template.data.steps : []) as TemplateStep[];
  const withoutTasks = steps.filter((step) => !step.tasks || step.tasks.length === 0);
  const count = mode === 'chosen' ? chosen.size : (total ?? 0);
  const tooMany = count > MAX_INSTANCES;
  const ready =
    template.isSuccess && steps.length > 0 && withoutTasks.length === 0 && count > 0 && !tooMany && !sending && (mode === 'chosen' || search === typed);

  const toggle = (id: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const instantiate = async () => {
    setSending(true);
    try {
      const { data } =
        mode === 'chosen'
          ? await callRequest(http, INSTANTIATE_PROCESS, { params: { id: processId }, body: { elements: [...chosen] } })
          : await callRequest(http, INSTANTIATE_FOR_FILTERED_ELEMENTS, { body: { processId, filter: elementFilter(search) } });
      await queryClient.invalidateQueries({ queryKey: [INSTANCE] });
      notify('app.processInstances.instantiated', { type: 'success', messageArgs: { smart_count: data.count } });
      navigate(createPath({ resource: INSTANCE, type: 'list' }));
    } catch (error) {
      showError(error);
    } finally {
      setSending(false);
    }
  };

  const title = translate('app.pages.instantiate_process.title');
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="h5" component="h1">
              {title}
            </Typography>
            {template.data?.name && (
              <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }} data-testid="process-name">
                {String(template.data.name)}
              </Typography>
            )}
          </Box>
          <Button component={Link} to={createPath({ resource: PROCESS, type: 'show', id: processId })} startIcon={<ArrowBackIcon />}>
            {translate('app.processInstances.back')}
          </Button>
        </Box>
        {template.error ? <Alert severity="error">{translate('app.processInstances.loadFailed')}</Alert> : null}
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
          <ElementPicker text={typed} onText={setTyped} search={search} mode={mode} onMode={setMode} chosen={chosen} onToggle={toggle} onTotal={setTotal} />
        </Box>
        {tooMany && <Alert severity="warning">{translate('app.processInstances.tooMany', { max: MAX_INSTANCES })}</Alert>}
        <Box>
          <Button variant="contained" startIcon={<PlayArrowIcon />} disabled={!ready} onClick={() => void instantiate()}>
            {translate('app.processInstances.instantiate')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
