import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslate } from 'ra-core';
import { useRef } from 'react';
import { useParams } from 'react-router-dom';
import { PageFrame } from '../../framework/pages/PageFrame';
import { BackToProcess, ProcessName } from './ProcessHeading';
import { BpmnProblems } from './BpmnProblems';
import { EditorToolbar } from './EditorToolbar';
import { TaskBindings } from './TaskBindings';
import { useProcessModelEditor } from './useProcessModelEditor';

/** The drawing's height, and the step panel's beside it. */
const EDITOR_HEIGHT = { xs: 420, md: 560 };

/**
 * `/process-model-edit/{processId}` (spec §2): the template's BPMN model in bpmn-js's
 * Modeler, each task or user task bound to product tasks beside it, saved together
 * through PUT digital-process/{id}/xml; undo, zoom, keyboard, export as BPMN and SVG.
 */
export function ProcessModelEditPage() {
  const { processId = '' } = useParams();
  // Another template is another editor: nothing of the one before (its problems, its drawing) carries over.
  return <ProcessModelEditor key={processId} processId={processId} />;
}

function ProcessModelEditor({ processId }: { processId: string }) {
  const translate = useTranslate();
  const container = useRef<HTMLDivElement>(null);
  const { name, loadError, editor, bindings, bind, options, exportAs, save, saving } = useProcessModelEditor(processId, container);

  const title = translate('app.pages.process_model_edit.title');
  const ready = editor.state.status === 'ready';
  // A template that did not load has no model to open.
  const status = loadError ? 'failed' : editor.state.status;
  return (
    // The load error stays beside the editor: the modeler's canvas must stay mounted, so the frame never swaps the content out.
    <PageFrame title={title} subtitle={<ProcessName name={name} />} actions={<BackToProcess processId={processId} label="app.processModel.backToProcess" />}>
      {loadError ? <Alert severity="error">{translate('app.processModel.loadFailed')}</Alert> : null}
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
          data-drawing
          role="region"
          aria-label={translate('app.processModel.canvas')}
          sx={{
            height: EDITOR_HEIGHT,
            minWidth: 0,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            overflow: 'hidden',
            display: status === 'failed' ? 'none' : 'block',
          }}
        />
        <TaskBindings
          tasks={editor.tasks}
          options={options}
          bindings={bindings}
          status={status}
          onChange={bind}
          selectedTask={editor.selectedTask}
          height={EDITOR_HEIGHT}
        />
      </Box>
    </PageFrame>
  );
}
