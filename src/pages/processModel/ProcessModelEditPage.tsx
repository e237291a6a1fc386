import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useGetList, useNotify, useTranslate } from 'ra-core';
import { useMemo, useRef, useState } from 'react';
import { Title, useCreatePath } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { SAVE_TEMPLATE_MODEL, TEMPLATE_MODEL, type TemplateModel } from '../../contracts/processEngine';
import { callRequest } from '../../framework/contracts/callRequest';
import { useErrorDialog } from '../../framework/feedback/ErrorDialogContext';
import { recordLabel } from '../../framework/registry/recordLabel';
import { useResourceSummary } from '../../framework/registry/RegistryContext';
import { useAppSession } from '../../shell/AppSessionContext';
import { BpmnProblems } from './BpmnProblems';
import { downloadFile, fileNameOf } from './downloadFile';
import { EditorToolbar } from './EditorToolbar';
import { TaskBindings, type TaskOption } from './TaskBindings';
import { useBpmnModeler } from './useBpmnModeler';
import { useProcessQuery } from './useProcessQuery';

const PROCESS = 'digital-process';
const TASK = 'task';
/** Enough for the product's task catalogue in one read (tens of tasks). */
const TASK_PAGE = 1000;
const EXPORTS = { bpmn: 'application/xml', svg: 'image/svg+xml' } as const;

function bindingsOf(model: TemplateModel | undefined): Record<string, string[]> {
  return Object.fromEntries((model?.activities ?? []).map((activity) => [activity.id, activity.tasks]));
}

/**
 * `/process-model-edit/{processId}` (spec §2): the template's BPMN model in bpmn-js's
 * Modeler, each task or user task bound to product tasks beside it, saved together
 * through PUT digital-process/{id}/xml; undo, zoom, keyboard, export as BPMN and SVG.
 */
export function ProcessModelEditPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const showError = useErrorDialog();
  const createPath = useCreatePath();
  const queryClient = useQueryClient();
  const { http } = useAppSession();
  const { processId = '' } = useParams();
  const template = useProcessQuery(TEMPLATE_MODEL, { params: { id: processId } });
  const stored = template.data?.data;
  const container = useRef<HTMLDivElement>(null);
  const editor = useBpmnModeler(container, stored?.xml);
  // The user's choices over what was stored.
  const [edits, setEdits] = useState<Record<string, string[]>>({});
  const bindings = useMemo(() => ({ ...bindingsOf(stored), ...edits }), [stored, edits]);
  const [saving, setSaving] = useState(false);

  const taskResource = useResourceSummary(TASK);
  const taskList = useGetList(TASK, { pagination: { page: 1, perPage: TASK_PAGE }, sort: { field: 'description', order: 'ASC' } });
  const options = useMemo<TaskOption[]>(
    () => (taskList.data ?? []).map((record) => ({ id: String(record.id), label: recordLabel(taskResource, record) || String(record.id) })),
    [taskList.data, taskResource],
  );

  const name = stored?.name ?? '';
  const exportAs = async (format: keyof typeof EXPORTS) => {
    const text = format === 'bpmn' ? await editor.saveXml() : await editor.saveSvg();
    downloadFile(fileNameOf(name, format), text, EXPORTS[format]);
  };
  const save = async () => {
    setSaving(true);
    try {
      const xml = await editor.saveXml();
      const activities = editor.tasks.map((task) => ({ id: task.id, tasks: bindings[task.id] ?? [] }));
      await callRequest(http, SAVE_TEMPLATE_MODEL, { params: { id: processId }, body: { xml, activities } });
      await queryClient.invalidateQueries({ queryKey: [PROCESS] });
      notify('app.processModel.saved', { type: 'success' });
    } catch (error) {
      showError(error);
    } finally {
      setSaving(false);
    }
  };

  const title = translate('app.pages.process_model_edit.title');
  const ready = editor.state.status === 'ready';
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="h5" component="h1">
              {title}
            </Typography>
            {name && (
              <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }} data-testid="process-name">
                {name}
              </Typography>
            )}
          </Box>
          <Button component={Link} to={createPath({ resource: PROCESS, type: 'show', id: processId })} startIcon={<ArrowBackIcon />}>
            {translate('app.processModel.backToProcess')}
          </Button>
        </Box>
        {template.error ? <Alert severity="error">{translate('app.processModel.loadFailed')}</Alert> : null}
        <EditorToolbar
          canUndo={editor.canUndo}
          canRedo={editor.canRedo}
          ready={ready}
          saving={saving}
          onUndo={editor.undo}
          onRedo={editor.redo}
          onZoom={editor.zoom}
          onExport={(format) => void exportAs(format)}
          onSave={() => void save()}
        />
        {editor.state.status === 'failed' && (
          <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
            <BpmnProblems problems={editor.state.problems} severity="error" />
            <Button variant="outlined" onClick={() => void editor.startEmpty()}>
              {translate('app.processModel.startEmpty')}
            </Button>
          </Box>
        )}
        {editor.state.status === 'ready' && <BpmnProblems problems={editor.state.warnings} severity="warning" />}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 320px' }, alignItems: 'start' }}>
          <Box
            ref={container}
            data-testid="bpmn-modeler"
            role="region"
            aria-label={translate('app.processModel.canvas')}
            sx={{
              height: { xs: 420, md: 560 },
              minWidth: 0,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              overflow: 'hidden',
              display: editor.state.status === 'failed' ? 'none' : 'block',
            }}
          />
          <TaskBindings
            tasks={editor.tasks}
            options={options}
            bindings={bindings}
            disabled={!ready}
            onChange={(id, tasks) => setEdits((current) => ({ ...current, [id]: tasks }))}
          />
        </Box>
      </CardContent>
    </Card>
  );
}
